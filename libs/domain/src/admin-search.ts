/**
 * The admin lists' search: a record is found by the start of any word of its searched fields
 * ("ware assoc" finds "Warehouse Associate"). Each record keeps its words, lower-cased and
 * without accents, in an indexed array (`searchWords`), and the search asks for every typed
 * word as an anchored prefix of one of them: an index range, never a scan (no `$text`).
 */

const maxWordLength = 60;
const maxWords = 60;
const maxSearchTerms = 5;

/** Lower case without accents, so "José" is found by "jose". */
const normalise = (value: string): string =>
  value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/**
 * The words a record is found by: each space-separated chunk of each field as typed ("c++",
 * "jane.doe@example.com", "3d0x2") and each run of letters and digits inside it ("jane", "doe").
 */
export const adminSearchWords = (fields: readonly (string | null | undefined)[]): string[] => {
  const words = new Set<string>();
  for (const field of fields) {
    if (!field) continue;
    for (const chunk of normalise(field).split(/\s+/u)) {
      if (chunk.length === 0) continue;
      words.add(chunk.slice(0, maxWordLength));
      for (const word of chunk.split(/[^\p{L}\p{N}]+/u)) {
        if (word.length > 0) words.add(word.slice(0, maxWordLength));
      }
    }
  }
  return [...words].slice(0, maxWords);
};

/** The typed words of a search box (at most five), normalised as the records' words are. */
export const adminSearchTerms = (search: string | undefined): string[] =>
  search
    ? [...new Set(normalise(search).split(/\s+/u).filter((term) => term.length > 0))]
        .slice(0, maxSearchTerms)
        .map((term) => term.slice(0, maxWordLength))
    : [];

/** A term as an anchored pattern that matches only itself: every special character escaped. */
export const anchoredPrefixPattern = (term: string): string => '^' + term.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** "first 3 skills +N": the veteran row shows the first three skills and how many more there are. */
export const leadingSkills = (skills: readonly string[], shown = 3): { shown: string[]; more: number } => ({
  shown: skills.slice(0, shown),
  more: Math.max(0, skills.length - shown),
});

/** The start of the week the "applications this week" card counts from: seven days back. */
export const applicationsWeekStart = (now: Date): Date => new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
