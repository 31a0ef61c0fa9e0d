/** A list typed one entry at a time (ListEntryField): entries are trimmed and empty ones ignored. */
export const addListEntry = (entries: readonly string[], typed: string): string[] => {
  const entry = typed.trim();
  return entry ? [...entries, entry] : [...entries];
};
