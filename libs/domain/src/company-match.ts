import { editDistance, fold } from '@jobboard/job-language';

/**
 * The Company Research hub's name match: case- and accent-insensitive and typo-tolerant, so
 * "lantern cloud", "Lanternfeild" and "LANTERNFIELD CLOUD SYSTEMS" all find "Lanternfield Cloud
 * Systems". Names are normalised once into a stored key and tokens; the service narrows the
 * candidates with an indexed token-prefix query, and these pure functions rank them.
 */

/** Lower-case letters and digits, accents dropped, one space between words ("Café-Nord, Inc." -> "cafe nord inc"). */
export const normalizeCompanyName = (name: string): string =>
  fold(name.normalize('NFKC'))
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Words that say nothing about which company is meant. */
const noiseWords = new Set(['the', 'and', 'of', 'inc', 'llc', 'ltd', 'co', 'corp', 'corporation', 'company']);

/** The words of a name that identify it (all of them when every word is noise). */
export const companyNameTokens = (name: string): string[] => {
  const words = normalizeCompanyName(name)
    .split(' ')
    .filter((word) => word.length > 0);
  const meaningful = words.filter((word) => !noiseWords.has(word));
  return meaningful.length > 0 ? meaningful : words;
};

/** How many leading letters of a query word the candidate query asks a name word to share. */
export const candidatePrefixLength = 2;

/** The prefixes a stored name word must start with to be a candidate for this query. */
export const candidatePrefixes = (query: string): string[] => [
  ...new Set(companyNameTokens(query).map((token) => token.slice(0, candidatePrefixLength))),
];

/**
 * The typos a word of this length may have and still match: none for 1-3 letters, one for 4-7,
 * two beyond. Names are read one letter earlier than job words: a company name is a few rare words.
 */
export const allowedTypos = (length: number): number => (length <= 3 ? 0 : length <= 7 ? 1 : 2);

/**
 * How well one query word fits one name word, 0 to 1: 1 for the word or a prefix of it
 * ("lantern" of "lanternfield"), less for each typo allowed, 0 beyond.
 */
export const tokenSimilarity = (query: string, word: string): number => {
  if (word === query || word.startsWith(query)) return 1;
  const allowed = allowedTypos(query.length);
  if (allowed === 0) return 0;
  // The whole word, or its start as long as the query (a prefix typed with a typo: "lantren").
  const typos = Math.min(editDistance(query, word), editDistance(query, word.slice(0, query.length)));
  return typos <= allowed ? 1 - typos / (query.length + 1) : 0;
};

export interface CompanyMatchScore {
  /** 0 to 1; 0 when a query word fits no word of the name. */
  readonly score: number;
  /** Every query word fits a word of the name: this is the company asked for. */
  readonly matches: boolean;
}

/**
 * How well a query fits a company name: each query word against its best word of the name,
 * averaged, with a small preference for names that have no words the query left out.
 */
export const scoreCompanyName = (query: string, name: string): CompanyMatchScore => {
  const queryTokens = companyNameTokens(query);
  const nameTokens = companyNameTokens(name);
  if (queryTokens.length === 0 || nameTokens.length === 0) return { score: 0, matches: false };
  if (normalizeCompanyName(query).replace(/ /g, '') === normalizeCompanyName(name).replace(/ /g, '')) return { score: 1, matches: true };
  const fits = queryTokens.map((token) => Math.max(...nameTokens.map((word) => tokenSimilarity(token, word))));
  const matched = fits.filter((fit) => fit > 0).length;
  const average = fits.reduce((sum, fit) => sum + fit, 0) / queryTokens.length;
  const coverage = Math.min(1, queryTokens.length / nameTokens.length);
  return { score: average * (0.9 + 0.1 * coverage), matches: matched === queryTokens.length };
};

export interface RankedCompany<T> {
  readonly company: T;
  readonly score: number;
}

/**
 * The companies a query finds: the best match (every query word fits, highest score, then the
 * shorter name, then alphabetical) and up to `maxSuggestions` other names that fit partly.
 */
export const rankCompanies = <T extends { name: string }>(
  query: string,
  candidates: readonly T[],
  maxSuggestions = 5,
): { best?: T; suggestions: T[] } => {
  const scored = candidates
    .map((company) => ({ company, ...scoreCompanyName(query, company.name) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.company.name.length - b.company.name.length || a.company.name.localeCompare(b.company.name));
  const best = scored.find(({ matches }) => matches)?.company;
  const suggestions = scored
    .filter(({ company }) => company !== best)
    .slice(0, maxSuggestions)
    .map(({ company }) => company);
  return { best, suggestions };
};
