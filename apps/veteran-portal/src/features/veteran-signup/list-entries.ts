/** A list typed one entry at a time (spec 001 §5): entries are trimmed and empty ones ignored. */
export const addListEntry = (entries: readonly string[], typed: string): string[] => {
  const entry = typed.trim();
  return entry ? [...entries, entry] : [...entries];
};

/** Removes the entry at one position only, so a repeated entry loses just that copy. */
export const removeListEntry = (entries: readonly string[], index: number): string[] =>
  entries.filter((_entry, position) => position !== index);
