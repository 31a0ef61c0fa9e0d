import { searchTerms } from './job-search';
import { militaryCodesIn, normaliseMilitaryCode } from './military-crosswalk';

/** At most this many codes of one query are expanded, and this many phrases searched, so the filter stays bounded. */
export const maxExpandedCodes = 3;
export const maxOccupationPhrases = 40;

/** What a keyword search asks once the military codes in it are understood. */
export interface KeywordSearch {
  /** Words that must each appear in the title, company or description (as before). */
  terms: string[];
  /**
   * Words that only restate the occupation of a code ("IT specialist" beside 25B): they rank
   * but do not narrow, or they would hide the help desk jobs 25B leads to.
   */
  describingWords: string[];
  /**
   * When the query names military codes: the civilian titles and search terms (lower-case) of
   * their occupations, one of which the job's title must hold as whole words, or one of `codes`
   * its text. Empty when the query names none.
   */
  occupationPhrases: string[];
  /** The codes as written in postings ("88m"), only those with a digit: a letters-only rating ("it") is an ordinary word in text. */
  codes: string[];
}

// Words that announce a code ("Navy IT", "MOS 88M", "AFSC 3D0X2"): they name no civilian work, so
// they do not narrow once a code was found. Two-word branches go as a pair.
const announcingWords = new Set(['army', 'navy', 'usn', 'usmc', 'marine', 'marines', 'usaf', 'uscg', 'ussf', 'mos', 'afsc', 'sfsc', 'rating', 'rate']);
const announcingPairs = new Set(['air force', 'coast guard', 'space force', 'marine corps']);

const bare = (word: string) => word.replace(/[^a-z0-9]/g, '');

/**
 * Splits a keyword query into the words that narrow as before and the military occupations it
 * names ("88M regional": 88M's civilian work, narrowed by "regional"). The code words, the words
 * that announce them ("Navy", "MOS") and the words that restate their occupation ("IT specialist
 * 25B") are taken out of the narrowing words.
 */
export const keywordSearchOf = (query: string | undefined): KeywordSearch => {
  const words = searchTerms(query);
  const occupations = militaryCodesIn(query ?? '').slice(0, maxExpandedCodes);
  if (occupations.length === 0) return { terms: words, describingWords: [], occupationPhrases: [], codes: [] };

  const found = new Set(occupations.map((occupation) => occupation.code));
  // Three digits are a Marine Corps MOS only after "USMC" (311 → 0311): found already says so.
  const isCode = (word: string) => {
    const code = normaliseMilitaryCode(word);
    return (code !== undefined && found.has(code)) || found.has(`0${word}`);
  };
  const phrases = new Set<string>();
  for (const occupation of occupations) {
    for (const phrase of [...occupation.civilianTitles.map((title) => title.toLowerCase()), ...occupation.searchTerms]) {
      phrases.add(phrase);
    }
  }
  const occupationWords = new Set(
    [...occupations.map((occupation) => occupation.title.toLowerCase()), ...phrases].flatMap((text) => text.match(/[a-z0-9]+/g) ?? []),
  );
  const terms: string[] = [];
  const describingWords: string[] = [];
  const codes = new Set<string>();
  for (let index = 0; index < words.length; index += 1) {
    const word = bare(words[index]);
    const pair = index + 1 < words.length ? `${word} ${bare(words[index + 1])}` : '';
    if (announcingPairs.has(pair)) {
      index += 1;
      continue;
    }
    if (announcingWords.has(word)) continue;
    if (isCode(word)) {
      if (/\d/.test(word)) codes.add(/^\d{3}$/.test(word) ? `0${word}` : word);
      continue;
    }
    (occupationWords.has(word) ? describingWords : terms).push(words[index]);
  }
  return { terms, describingWords, occupationPhrases: [...phrases].slice(0, maxOccupationPhrases), codes: [...codes] };
};
