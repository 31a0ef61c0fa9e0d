import { militaryBranches, type MilitaryBranch } from '@jobboard/contracts';
import { militaryOccupations, type MilitaryOccupation } from './occupations';

/**
 * The shapes of military codes. Army MOS and officer AFSC share one shape (two digits and a
 * letter); Navy and Coast Guard ratings share another (letters).
 */
type CodeShape = 'two-digits-letter' | 'marine-mos' | 'enlisted-afsc' | 'rating';

const shapesOfBranch: Record<MilitaryBranch, readonly CodeShape[]> = {
  Army: ['two-digits-letter'],
  Marines: ['marine-mos'],
  Navy: ['rating'],
  'Coast Guard': ['rating'],
  'Air Force': ['enlisted-afsc', 'two-digits-letter'],
  'Space Force': ['enlisted-afsc', 'two-digits-letter'],
};

const shapeOf = (code: string): CodeShape | undefined => {
  if (/^\d{2}[A-Z]$/.test(code)) return 'two-digits-letter';
  if (/^\d{4}$/.test(code)) return 'marine-mos';
  if (/^\d[A-Z]\dX\d$/.test(code)) return 'enlisted-afsc';
  if (/^[A-Z]{2,3}$/.test(code)) return 'rating';
  return undefined;
};

const knownCodes = new Set(militaryOccupations.map((entry) => entry.code));

// Words written before a code: branch names, "MOS", "AFSC", "rating". Removed before normalising.
const prefixWords =
  /^(?:U\.?\s?S\.?\s+)?(?:ARMY|NAVY|USN|USMC|MARINE\s+CORPS|MARINES?|AIR\s+FORCE|USAF|COAST\s+GUARD|USCG|SPACE\s+FORCE|USSF|MOS|AFSC|SFSC|RATING|RATE)\b[\s:#.-]*/;

// Navy and Coast Guard paygrade suffixes: chief, senior chief, master chief, and the seaman,
// fireman and airman apprenticeship groups of a striker (ITSN, ENFN, ABHAN).
const ratingSuffixes = ['CM', 'CS', 'SN', 'SA', 'FN', 'FA', 'AN', 'AA', 'C'];

/** A rating without its paygrade letters, when what is left is a rating of the crosswalk. */
const normaliseRating = (letters: string): string => {
  if (knownCodes.has(letters)) return letters;
  for (const suffix of ratingSuffixes) {
    const rating = letters.slice(0, -suffix.length);
    if (letters.endsWith(suffix) && rating.length >= 2 && knownCodes.has(rating)) return rating;
  }
  return letters;
};

/**
 * The crosswalk's key for a code as people write it, or undefined when it does not look like a
 * military code. Case, spaces, dashes and prefixes ("MOS", "AFSC", "rating", a branch name) do not
 * matter. Army MOS lose the skill level ("88M10", "88M 30" → 88M); enlisted AFSC/SFSC get X for
 * the skill level and lose a shred or prefix letter ("3D052", "3D032" → 3D0X2; "1N4X1A" → 1N4X1);
 * officer AFSC lose the qualification digit ("17S3" → 17S); Navy and Coast Guard ratings lose the
 * paygrade ("IT2", "ITC", "ITCS" → IT); Marine Corps MOS stay four digits ("0311"), and three
 * digits are padded when the branch is the Marine Corps ("311" → 0311).
 */
export const normaliseMilitaryCode = (input: string, branch?: MilitaryBranch): string | undefined => {
  let text = input.trim().toUpperCase();
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(prefixWords, '');
  }
  const compact = text.replace(/[\s\-_.:#/()]+/g, '');
  if (/^\d{4}$/.test(compact)) return compact;
  if (/^\d{3}$/.test(compact) && branch === 'Marines') return `0${compact}`;
  const twoDigitsLetter = /^(\d{2}[A-Z])(?:[1-5][0O]?)?$/.exec(compact);
  if (twoDigitsLetter) return twoDigitsLetter[1];
  const afsc = /^[A-Z]?(\d[A-Z]\d)[X\d](\d)[A-Z]?$/.exec(compact);
  if (afsc) return `${afsc[1]}X${afsc[2]}`;
  const rating = /^([A-Z]{2,6})[1-3]?$/.exec(compact);
  if (rating) return normaliseRating(rating[1]);
  return undefined;
};

const entriesByCode = new Map<string, MilitaryOccupation[]>();
for (const entry of militaryOccupations) {
  entriesByCode.set(entry.code, [...(entriesByCode.get(entry.code) ?? []), entry]);
}

const isAirOrSpace = (branch: MilitaryBranch) => branch === 'Air Force' || branch === 'Space Force';

/**
 * The entry for a normalised code. With a branch, that branch's entry; failing that, an entry of
 * another branch only where the code cannot mean something else: a code whose shape the branch
 * does not use (an Army veteran's "3D0X2" is the Air Force one), or between the Air Force and the
 * Space Force, which share one code system and many members.
 */
const entryFor = (code: string, branch?: MilitaryBranch): MilitaryOccupation | undefined => {
  const entries = entriesByCode.get(code);
  if (!entries) return undefined;
  if (!branch) return entries[0];
  const own = entries.find((entry) => entry.branches.includes(branch));
  if (own) return own;
  if (isAirOrSpace(branch)) {
    const sibling = entries.find((entry) => entry.branches.some(isAirOrSpace));
    if (sibling) return sibling;
  }
  const shape = shapeOf(code);
  return shape && !shapesOfBranch[branch].includes(shape) ? entries[0] : undefined;
};

/**
 * The crosswalk entry for a code as written, or undefined. The branch picks between codes two
 * branches share (BM is a Boatswain's Mate in the Navy and in the Coast Guard, with different
 * civilian work); without one, the first branch in `militaryBranches` order wins.
 */
export const lookupMilitaryOccupation = (code: string, branch?: MilitaryBranch): MilitaryOccupation | undefined => {
  const key = normaliseMilitaryCode(code, branch);
  return key === undefined ? undefined : entryFor(key, branch);
};

// Words that announce a code in free text, and the branch a word names.
const branchWords: Record<string, MilitaryBranch> = {
  army: 'Army',
  navy: 'Navy',
  usn: 'Navy',
  usmc: 'Marines',
  marine: 'Marines',
  marines: 'Marines',
  usaf: 'Air Force',
  uscg: 'Coast Guard',
  ussf: 'Space Force',
  'air force': 'Air Force',
  'coast guard': 'Coast Guard',
  'space force': 'Space Force',
  'marine corps': 'Marines',
};
const codeWords = new Set(['mos', 'afsc', 'sfsc', 'rating', 'rate']);

interface Marker {
  /** The token after this one is announced as a code. */
  announces: boolean;
  branch?: MilitaryBranch;
}

/**
 * Military codes written in free text ("IT specialist 25B", "AFSC 3D0X2", "former USMC 0311"),
 * as crosswalk entries in order of appearance, without repeats. Whether a word is taken as a code:
 * - letters and digits together (88M, 25B, 3D0X2, 3D052, 88M10, IT2, HM3) count whenever they
 *   normalise to a code of the crosswalk: ordinary words and numbers do not mix the two;
 * - letters alone (IT, MA, CS, BM) count only right after a word that announces a code: "rating",
 *   "rate", "MOS", "AFSC", "SFSC" or a branch name ("Navy IT", "rating BM", "USCG ME"); "IT support"
 *   is not a code;
 * - four digits (Marine Corps MOS) count after such a word ("USMC 3531", "MOS 0311"), when they start
 *   with 0 (0311, 0621: no count or year is written so), or when they are the whole text ("3531"
 *   typed alone in a search box); "5 years", "2024" and "1371 employees" are not codes.
 * A branch named before the code picks the branch's entry ("Coast Guard BM"); otherwise the given
 * branch does; otherwise every branch's entry for that code is returned ("BM": Navy and Coast Guard).
 */
export const militaryCodesIn = (text: string, branch?: MilitaryBranch): MilitaryOccupation[] => {
  const tokens = text.match(/[A-Za-z0-9]+/g) ?? [];
  const found: MilitaryOccupation[] = [];
  const add = (entries: readonly (MilitaryOccupation | undefined)[]) => {
    for (const entry of entries) if (entry && !found.includes(entry)) found.push(entry);
  };
  let marker: Marker = { announces: false };
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    const word = token.toLowerCase();
    const twoWords = index + 1 < tokens.length ? `${word} ${tokens[index + 1].toLowerCase()}` : '';
    if (branchWords[twoWords]) {
      marker = { announces: true, branch: branchWords[twoWords] };
      index += 1;
      continue;
    }
    if (branchWords[word] || codeWords.has(word)) {
      marker = { announces: true, branch: branchWords[word] ?? marker.branch };
      continue;
    }
    const announced = marker.announces;
    const branchHint = marker.branch ?? branch;
    marker = { announces: false };
    const hasDigit = /\d/.test(token);
    const hasLetter = /[A-Za-z]/.test(token);
    const counts =
      (hasDigit && hasLetter) ||
      announced ||
      (/^\d{4}$/.test(token) && (token.startsWith('0') || tokens.length === 1));
    if (!counts) continue;
    const key = normaliseMilitaryCode(token, branchHint);
    if (key === undefined) continue;
    add(branchHint ? [entryFor(key, branchHint)] : (entriesByCode.get(key) ?? []));
  }
  return found;
};

// Words too common in postings to tell one occupation from another.
const tooGenericTerms = new Set([
  'specialist',
  'technician',
  'operator',
  'manager',
  'analyst',
  'engineer',
  'assistant',
  'support',
  'driver',
  'officer',
  'military',
  'veteran',
  'acquisition',
  'security',
]);

const onetSocPattern = /^\d{2}-\d{4}\.\d{2}$/;

/**
 * The problems of the crosswalk data, none when it is sound: every code normalised and unique in
 * each of its branches, in a shape its branch uses; a title, civilian titles and search terms that
 * are non-empty, trimmed, lower-case, not repeated and specific enough to match on; O*NET-SOC codes
 * well formed. Run by a unit test and at service start.
 */
export const validateCrosswalk = (entries: readonly MilitaryOccupation[] = militaryOccupations): string[] => {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const name = `${entry.branches.join('/')} ${entry.code}`;
    if (entry.branches.length === 0) problems.push(`${name}: no branch`);
    for (const branch of entry.branches) {
      if (!militaryBranches.includes(branch)) problems.push(`${name}: unknown branch ${branch}`);
      if (normaliseMilitaryCode(entry.code, branch) !== entry.code) problems.push(`${name}: code is not normalised`);
      const shape = shapeOf(entry.code);
      if (!shape || !shapesOfBranch[branch].includes(shape)) problems.push(`${name}: not a ${branch} code shape`);
      const key = `${branch}|${entry.code}`;
      if (seen.has(key)) problems.push(`${name}: code repeated in the ${branch}`);
      seen.add(key);
    }
    if (entry.title.trim() === '' || entry.title !== entry.title.trim()) problems.push(`${name}: title missing or untrimmed`);
    if (entry.civilianTitles.length === 0) problems.push(`${name}: no civilian titles`);
    for (const title of entry.civilianTitles) {
      if (title.trim() === '' || title !== title.trim()) problems.push(`${name}: civilian title missing or untrimmed`);
    }
    if (entry.searchTerms.length === 0) problems.push(`${name}: no search terms`);
    if (new Set(entry.searchTerms).size !== entry.searchTerms.length) problems.push(`${name}: search term repeated`);
    for (const term of entry.searchTerms) {
      if (term === '' || term !== term.trim().toLowerCase() || /\s{2}/.test(term)) {
        problems.push(`${name}: search term "${term}" is not trimmed lower-case text`);
      }
      if (tooGenericTerms.has(term)) problems.push(`${name}: search term "${term}" is too generic`);
    }
    if (entry.onetSoc !== undefined && !onetSocPattern.test(entry.onetSoc)) {
      problems.push(`${name}: O*NET-SOC code ${entry.onetSoc} is malformed`);
    }
  }
  return problems;
};

/** How many codes the crosswalk holds for each branch. */
export const crosswalkCodeCounts = (entries: readonly MilitaryOccupation[] = militaryOccupations): Record<MilitaryBranch, number> =>
  Object.fromEntries(
    militaryBranches.map((branch) => [branch, entries.filter((entry) => entry.branches.includes(branch)).length]),
  ) as Record<MilitaryBranch, number>;
