import { experienceLevelLabels, type ExperienceLevel, type QualificationExplanation } from '@jobboard/contracts';

/**
 * The qualification score: how well an application's resume and cover letter meet its job,
 * as an integer 0..100 with its explanation. Pure, deterministic and local: plain word matching
 * with a small stemmer and synonym table, no model and no network, so the same text always gets
 * the same score and every point can be shown with the words that earned it.
 *
 * Points (100 in all):
 * - requirements, 60: the share of the job's requirement lines the text meets, each with evidence;
 * - title, 15: the share of the job title's words found in the text;
 * - experience, 15: years estimated from date ranges or "N years", against the level's minimum;
 * - screening, 10: the share of screening questions answered.
 * Each factor's points are rounded to whole points, so the score is exactly the sum the employer sees.
 */

export interface JobToScore {
  title: string;
  experience: ExperienceLevel;
  /** One requirement per line, e.g. "3+ years of commercial driving experience". */
  requirements: readonly string[];
  /** Not scored: only the requirement lines can be explained one by one. */
  description?: string;
}

export interface ApplicationToScore {
  /** The resume as plain text; undefined or '' when the file could not be read (a scanned image). */
  resumeText?: string;
  coverLetter?: string;
  /** Questions and answers as asked: the job's own questions then three always-asked ones (last is the 'I understand' acknowledgement). */
  screening: readonly { question: string; answer: string }[];
}

export interface QualificationResult {
  /** Integer 0..100; undefined when there was no readable text at all (never a number computed from empty text). */
  qualificationScore?: number;
  explanation: QualificationExplanation;
}

/** The veteran bonus: a fixed number of points for an applicant who is a registered veteran. */
export const veteranBonusPoints = 10;

export const veteranBonus = (applicant: { isVeteran: boolean }): number => (applicant.isVeteran ? veteranBonusPoints : 0);

// ---------------------------------------------------------------------------------------------
// Weights and thresholds
// ---------------------------------------------------------------------------------------------

const maxPoints = { requirements: 60, title: 15, experience: 15, screening: 10 } as const;

/** Fewer real words than this in resume + cover letter: a scanned image or a broken file, not a resume. */
const minimumReadableWords = 30;

/** A requirement of 3 or more key terms is met by 60% of them: wording differs, the substance shows. */
const requirementShareNeeded = 0.6;

/** The years of experience each level asks for; entry level asks for none. */
const levelMinimumYears: Record<ExperienceLevel, number> = { entry: 0, mid: 2, senior: 5, executive: 10 };

/** Evidence is one short snippet the employer can read at a glance. */
const evidenceMaxLength = 160;
const evidenceWindow = 140;
const evidenceLeadIn = 20;

const unreadableDetail =
  'The resume could not be read (perhaps a scanned image): ask the applicant for a text-based PDF or DOCX';

// ---------------------------------------------------------------------------------------------
// Words: stop-words, filler, stemming
// ---------------------------------------------------------------------------------------------

/** Function words: they say nothing about a qualification. Compared before stemming. */
const stopWords = new Set(
  (
    'a an the and or nor but if then than so as at by for from in into of off on onto out over to up upon with within ' +
    'without via per about above after before below between during under until while is am are was were be ' +
    'been being do does did done doing have has had having will would shall should can could may might i me my mine ' +
    'myself we us our ours you your yours he him his she her hers it its they them their theirs this that these those ' +
    'who whom whose which what when where why how all any both each few more most other another every either neither ' +
    'some such no not only own same too very also just well etc eg ie including include includes there here new ll re ve'
  ).split(' '),
);

/**
 * Filler of job ads ("3+ years of experience required", "strong ... skills"): dropped so a
 * requirement is judged on its substance. Compared after stemming, so every form goes. Numbers
 * and "years" are the experience factor's business, not terms to find.
 */
const fillerWords = (
  'year years yr yrs month months experience experienced ability abilities able capable strong excellent good great ' +
  'solid proven demonstrated required requirement require preferred prefer preference plus must need needed minimum ' +
  'least skill skills skilled knowledge knowledgeable familiarity familiar understanding proficiency proficient valid ' +
  'current relevant related equivalent candidate applicant position role job work working worked willingness willing ' +
  'lbs lb pound pounds similar field environment fast paced responsible responsibility responsibilities duty duties ' +
  'various multiple basic hands level ideal ideally company employer use using used keep'
).split(' ');

/**
 * Irregular forms a suffix rule cannot reach, mapped to the base form before stemming. Read
 * through a Map: applicants write "constructor" and "toString", an object's prototype must not answer.
 */
const irregularForms: ReadonlyMap<string, string> = new Map(
  Object.entries({
    drove: 'drive',
    driven: 'drive',
    led: 'lead',
    built: 'build',
    ran: 'run',
    wrote: 'write',
    written: 'write',
    taught: 'teach',
    sold: 'sell',
    managed: 'manage',
    made: 'make',
    kept: 'keep',
    brought: 'bring',
    bought: 'buy',
    oversaw: 'oversee',
    overseen: 'oversee',
    spoke: 'speak',
    spoken: 'speak',
    grew: 'grow',
    grown: 'grow',
    began: 'begin',
    begun: 'begin',
    went: 'go',
    met: 'meet',
    held: 'hold',
    won: 'win',
    sent: 'send',
    spent: 'spend',
    paid: 'pay',
    dealt: 'deal',
    fed: 'feed',
    took: 'take',
    taken: 'take',
    gave: 'give',
    given: 'give',
    understood: 'understand',
    stood: 'stand',
    caught: 'catch',
    sought: 'seek',
    thought: 'think',
    fought: 'fight',
    chose: 'choose',
    chosen: 'choose',
    rode: 'ride',
    ridden: 'ride',
    flew: 'fly',
    flown: 'fly',
    drew: 'draw',
    drawn: 'draw',
    swept: 'sweep',
    lent: 'lend',
    lost: 'lose',
    hung: 'hang',
    wore: 'wear',
    worn: 'wear',
    shook: 'shake',
    got: 'get',
    felt: 'feel',
    children: 'child',
    people: 'person',
    men: 'man',
    women: 'woman',
    // "care" stems to "car": the vehicle is renamed so patient care and a car never meet.
    car: 'vehicle',
    cars: 'vehicle',
  }),
);

const suffixRules: readonly { suffix: string; replacement: string; when?: (rest: string) => boolean; minRest: number }[] = [
  { suffix: 'ment', replacement: '', minRest: 3 },
  { suffix: 'ing', replacement: '', minRest: 3 },
  { suffix: 'ied', replacement: 'y', minRest: 2 },
  // "need", "speed", "feed": the -eed is the word itself.
  { suffix: 'ed', replacement: '', when: (rest) => !rest.endsWith('e'), minRest: 3 },
  { suffix: 'er', replacement: '', minRest: 3 },
  { suffix: 'ly', replacement: '', minRest: 3 },
  // operation/operate, supervision/supervise; not champion, million.
  { suffix: 'ion', replacement: '', when: (rest) => /[ts]$/.test(rest), minRest: 3 },
  // operator/operate, supervisor/supervise; not floor, labor, motor.
  { suffix: 'or', replacement: '', when: (rest) => /[ts]$/.test(rest), minRest: 4 },
];

/**
 * A light stemmer: every form of a word reaches the same stem (drive, drives, driver, driving,
 * drove -> "driv"), which is all matching needs; the stem need not be a word. Both the job's
 * words and the applicant's go through it, so its quirks cancel out.
 */
const stem = (token: string): string => {
  let word = irregularForms.get(token) ?? token;
  if (word.length <= 3) return word;
  // Plurals first.
  if (word.endsWith('ies') && word.length > 4) word = `${word.slice(0, -3)}y`;
  else if (word.endsWith('sses')) word = word.slice(0, -2);
  else if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) word = word.slice(0, -1);
  // Up to two suffixes, so delivered -> deliver -> deliv meets deliver -> deliv.
  for (let round = 0; round < 2; round += 1) {
    const rule = suffixRules.find(
      ({ suffix, when, minRest }) =>
        word.endsWith(suffix) && word.length - suffix.length >= minRest && (!when || when(word.slice(0, -suffix.length))),
    );
    if (!rule) break;
    word = word.slice(0, -rule.suffix.length) + rule.replacement;
    if (rule.replacement) break;
    // running -> runn -> run, planned -> plann -> plan; but selling -> sell, staffing -> staff.
    if (/([^aeiouylszf])\1$/.test(word)) word = word.slice(0, -1);
  }
  // drive/driv-ing, manage/manag-ed: the silent e goes (but not from "employee", "oversee").
  if (word.length >= 4 && word.endsWith('e') && !word.endsWith('ee')) word = word.slice(0, -1);
  return word;
};

const fillerStems = new Set(fillerWords.map(stem));

// ---------------------------------------------------------------------------------------------
// Synonyms: job-board vocabulary that means the same qualification
// ---------------------------------------------------------------------------------------------

/**
 * Words an employer would accept for one another. Any form of any word in a group meets any
 * other: "drove trucks" meets "driving", "guests" meets "customers". Kept to clear equivalences:
 * a loose group makes a requirement look met when it is not.
 */
const synonymGroups: readonly (readonly string[])[] = [
  ['drive', 'driver', 'truck', 'trucking', 'trucker', 'cdl', 'tractor', 'trailer', 'semi', 'haul', 'hauler', 'otr', 'vehicle', 'van', 'chauffeur'],
  ['deliver', 'delivery', 'courier', 'route'],
  ['lead', 'leader', 'leadership', 'supervise', 'supervisor', 'supervision', 'manage', 'manager', 'management', 'oversee', 'foreman', 'superintendent'],
  ['customer', 'client', 'clientele', 'guest', 'patron'],
  ['repair', 'maintain', 'maintenance', 'fix', 'service', 'troubleshoot', 'mechanic', 'mechanical'],
  ['forklift', 'pallet'],
  ['warehouse', 'distribution', 'logistics', 'fulfillment', 'shipping', 'receiving', 'dock'],
  ['inventory', 'stock', 'restock'],
  // Not "load": page load, workload, load balancer.
  ['lift', 'carry', 'unload', 'heavy'],
  ['nurse', 'nursing', 'rn', 'lpn', 'lvn', 'cna', 'patient', 'bedside'],
  ['medical', 'healthcare', 'health', 'hospital', 'clinic', 'clinical'],
  ['cpr', 'bls', 'aed'],
  ['cook', 'kitchen', 'culinary', 'chef', 'food', 'grill', 'prep'],
  ['busy', 'rush', 'hectic'],
  ['sales', 'sell', 'retail', 'merchandise', 'merchandising', 'upsell'],
  ['cash', 'cashier', 'register', 'pos', 'till'],
  ['code', 'program', 'programmer', 'develop', 'developer', 'software', 'engineer'],
  ['javascript', 'typescript', 'js', 'ts', 'node', 'nodejs'],
  ['web', 'website', 'frontend', 'backend', 'fullstack', 'html', 'css', 'react', 'angular', 'vue'],
  ['database', 'sql', 'postgres', 'postgresql', 'mysql', 'mongodb'],
  ['git', 'github', 'gitlab'],
  ['computer', 'excel', 'spreadsheet', 'microsoft', 'pc'],
  ['bilingual', 'spanish', 'espanol'],
  ['clean', 'cleanliness', 'janitor', 'janitorial', 'custodian', 'custodial', 'sanitation', 'sanitize', 'sanitary', 'housekeeping', 'mop', 'sweep'],
  ['safety', 'safe', 'osha', 'hazmat'],
  ['certify', 'certificate', 'certification', 'license', 'licensure', 'credential'],
  ['communicate', 'communication', 'interpersonal', 'verbal', 'talk'],
  ['team', 'teamwork', 'collaborate', 'collaboration', 'collaborative', 'crew'],
  ['train', 'trainer', 'teach', 'teacher', 'mentor', 'coach', 'instruct', 'instructor', 'tutor', 'onboard'],
  ['schedule', 'shift', 'weekend', 'overtime', 'night', 'flexible', 'flexibility', 'availability', 'available'],
  ['construction', 'carpentry', 'carpenter', 'framing', 'drywall', 'concrete', 'roofing'],
  ['weld', 'welder', 'fabricate', 'fabrication', 'mig', 'tig'],
  ['electric', 'electrical', 'electrician', 'wire', 'wiring'],
  ['security', 'guard', 'patrol', 'patrolled', 'patrolling', 'surveillance'],
  ['administrative', 'admin', 'clerical', 'secretary', 'reception', 'receptionist'],
  ['veteran', 'military', 'army', 'navy', 'marine', 'usmc', 'usaf'],
  ['reliable', 'reliability', 'dependable', 'punctual', 'attendance'],
  ['diploma', 'ged'],
  ['degree', 'bachelor', 'bs', 'ba', 'bsc', 'master'],
];

/** Two-word phrases that are one qualification, read as one word of its group. */
const phraseSynonyms: Readonly<Record<string, string>> = {
  // "commercial" alone is no driving ("commercial kitchen"); with "driving" it is.
  'commercial driving': 'drive',
  // "Class A CDL" (the "a" is a stop-word) and "CDL Class A" are the CDL.
  'class cdl': 'cdl',
  'cdl class': 'cdl',
  // "Clean driving record": the record, not the driving, is what is asked.
  'driving record': 'mvr',
  'customer service': 'customer',
  'patient care': 'patient',
  'registered nurse': 'rn',
  'reach truck': 'forklift',
  'pallet jack': 'forklift',
  'order picker': 'forklift',
  'lift truck': 'forklift',
  'line cook': 'cook',
  'food service': 'food',
  // A credential, not cooking: a food bank truck and a certificate are no ServSafe card.
  'food handler': 'servsafe',
  'high volume': 'busy',
  // Fast food, not driving ("through" is kept as a word for this).
  'drive thru': 'drivethru',
  'drive through': 'drivethru',
  // Kitchen hygiene, not programming.
  'health code': 'sanitation',
  'team player': 'team',
  'first aid': 'cpr',
  'point sale': 'pos',
  'version control': 'git',
  'front end': 'frontend',
  'back end': 'backend',
  'high school': 'diploma',
  'air force': 'military',
  'coast guard': 'military',
  'national guard': 'military',
  'team lead': 'lead',
  'shift lead': 'lead',
  'front desk': 'reception',
  'data entry': 'clerical',
};

/** stem -> the group keys it belongs to ("#3"); precomputed once. */
const groupsByStem = new Map<string, string[]>();
synonymGroups.forEach((words, index) => {
  for (const word of words) {
    const key = stem(word);
    const groups = groupsByStem.get(key) ?? [];
    if (!groups.includes(`#${index}`)) groups.push(`#${index}`);
    groupsByStem.set(key, groups);
  }
});
const phraseByStems = new Map(
  Object.entries(phraseSynonyms).map(([phrase, word]) => [phrase.split(' ').map(stem).join(' '), stem(word)]),
);

/** What a stem matches by: its synonym groups, or itself when it has none. */
const keysOf = (wordStem: string): readonly string[] => groupsByStem.get(wordStem) ?? [wordStem];

// ---------------------------------------------------------------------------------------------
// Tokenising
// ---------------------------------------------------------------------------------------------

/** One key term of a text: where it is, as written, and what it matches by. */
interface Term {
  written: string;
  stem: string;
  keys: readonly string[];
  start: number;
  end: number;
}

const tokenPattern = /[\p{L}\p{N}]+/gu;
const realWord = /^[a-z]{2,}$/;
const vowel = /[aeiouy]/;

/** Lower case without accents ("Español" -> "espanol"); ASCII words skip the normalisation. */
const fold = (token: string): string => {
  const lower = token.toLowerCase();
  return /^[a-z0-9]*$/.test(lower) ? lower : lower.normalize('NFD').replace(/\p{M}/gu, '');
};

/** A word kept as a key term: its stem (a stop-word or filler is not kept). */
type Analysis = { stem: string } | undefined;

/**
 * Filters and stems one folded word. `cache` is per call: a resume repeats its words, and a Map
 * lookup is cheaper than stemming again (nothing outlives the call).
 */
const analyse = (word: string, cache: Map<string, Analysis>): Analysis => {
  if (cache.has(word)) return cache.get(word);
  let analysis: Analysis;
  if (word.length >= 2 && !(word[0] >= '0' && word[0] <= '9') && !stopWords.has(word)) {
    const wordStem = stem(word);
    if (!fillerStems.has(wordStem)) analysis = { stem: wordStem };
  }
  cache.set(word, analysis);
  return analysis;
};

interface KeptWord {
  written: string;
  stem: string;
  start: number;
  end: number;
}

/** Kept words to terms, two-word phrases ("customer service") read as one. */
const toTerms = (kept: readonly KeptWord[]): Term[] => {
  const terms: Term[] = [];
  for (let index = 0; index < kept.length; index += 1) {
    const word = kept[index];
    const next = kept[index + 1];
    const phrase = next ? phraseByStems.get(`${word.stem} ${next.stem}`) : undefined;
    if (phrase && next) {
      terms.push({ written: `${word.written} ${next.written}`, stem: phrase, keys: keysOf(phrase), start: word.start, end: next.end });
      index += 1;
    } else {
      terms.push({ written: word.written, stem: word.stem, keys: keysOf(word.stem), start: word.start, end: word.end });
    }
  }
  return terms;
};

/** The key terms of a short text (a requirement line, the title). */
const keyTerms = (text: string, cache: Map<string, Analysis>): Term[] => {
  const kept: KeptWord[] = [];
  for (const match of text.matchAll(tokenPattern)) {
    const analysis = analyse(fold(match[0]), cache);
    const start = match.index ?? 0;
    if (analysis) kept.push({ written: match[0], stem: analysis.stem, start, end: start + match[0].length });
  }
  return toTerms(kept);
};

/**
 * A requirement's or title's terms, one per meaning: "diploma or GED" is one thing to find, and
 * "Software Developer" one title word (named with both words).
 */
const distinctTerms = (text: string, cache: Map<string, Analysis>): Term[] => {
  const byKey = new Map<string, Term>();
  for (const term of keyTerms(text, cache)) {
    const key = term.keys.join(' ');
    const first = byKey.get(key);
    if (!first) {
      byKey.set(key, { ...term });
      continue;
    }
    first.written += /^\s*$/.test(text.slice(first.end, term.start)) ? ` ${term.written}` : ` or ${term.written}`;
    first.end = term.end;
  }
  return [...byKey.values()];
};

/** A sentence or bullet of the applicant's text, with its terms: where evidence comes from. */
interface Segment {
  start: number;
  end: number;
  terms: Term[];
  keys: Set<string>;
}

/**
 * Sentence ends (not semicolons: they join the clauses of one sentence), line breaks, the
 * bullets and bars PDF extraction leaves in collapsed text, and the capitalised section headings
 * that would otherwise glue one line to the next ("... 2019 EDUCATION B.S. ..."). A full stop
 * after a lone letter is an initial ("U.S. Army", "B.S."), not a sentence end. Case-sensitive on
 * purpose: "Experience" in a sentence is no heading.
 */
const segmentBreak = new RegExp(
  [
    '(?<!\\b[A-Za-z])\\.(?=\\s)',
    '[!?](?=\\s)',
    '[\\n\\r|\\u2022\\u00b7\\u25aa\\u25cf\\u25e6\\u25a0]',
    '\\b(?:(?:PROFESSIONAL|WORK|RELEVANT|EMPLOYMENT) )?(?:SUMMARY|PROFILE|OBJECTIVE|EXPERIENCE|HISTORY|EDUCATION|SKILLS|' +
      'CERTIFICATIONS?|LICENSES?|PROJECTS|VOLUNTEER(?:ING)?|REFERENCES|AWARDS|TRAINING)(?: (?:&|AND) [A-Z]+)?\\b',
  ].join('|'),
  'g',
);

/**
 * The applicant's text as segments with their terms, tokenised in one pass over the whole text;
 * `counter.words` counts the real words (letters with a vowel), for readability.
 */
const segmentsOf = (text: string, counter: { words: number }, cache: Map<string, Analysis>): Segment[] => {
  const bounds: { start: number; end: number; kept: KeptWord[] }[] = [];
  const add = (from: number, to: number) => {
    let start = from;
    let end = to;
    while (start < end && /\s/.test(text[start])) start += 1;
    while (end > start && /\s/.test(text[end - 1])) end -= 1;
    if (start < end) bounds.push({ start, end, kept: [] });
  };
  let from = 0;
  for (const match of text.matchAll(segmentBreak)) {
    const at = match.index ?? 0;
    // A sentence keeps its full stop; a bullet, line break or heading is dropped.
    add(from, /^[.!?]$/.test(match[0]) ? at + 1 : at);
    from = at + match[0].length;
  }
  add(from, text.length);

  let current = 0;
  for (const match of text.matchAll(tokenPattern)) {
    const start = match.index ?? 0;
    const word = fold(match[0]);
    if (realWord.test(word) && vowel.test(word)) counter.words += 1;
    while (current < bounds.length && bounds[current].end <= start) current += 1;
    // Past the last segment, or in a heading between two: no evidence there.
    if (current === bounds.length || start < bounds[current].start) continue;
    const analysis = analyse(word, cache);
    if (analysis) bounds[current].kept.push({ written: match[0], stem: analysis.stem, start, end: start + match[0].length });
  }
  return bounds.map(({ start, end, kept }) => {
    const terms = toTerms(kept);
    return { start, end, terms, keys: new Set(terms.flatMap((term) => term.keys)) };
  });
};

// ---------------------------------------------------------------------------------------------
// Evidence
// ---------------------------------------------------------------------------------------------

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * At most 160 characters of text around [from, ...) within [lo, hi): the whole stretch when it
 * is short, else a window cut at word boundaries starting just before `from`, marked with "…".
 */
const snippet = (text: string, lo: number, hi: number, from: number): string => {
  if (hi - lo <= evidenceMaxLength) return oneLine(text.slice(lo, hi));
  let start = Math.max(lo, from - evidenceLeadIn);
  if (start > lo && !/\s/.test(text[start - 1])) {
    const space = text.slice(start, from).search(/\s/);
    start = space === -1 ? from : start + space + 1;
  }
  let end = Math.min(hi, start + evidenceWindow);
  if (end < hi) {
    const space = text.lastIndexOf(' ', end);
    if (space > from) end = space;
  }
  return `${start > lo ? '…' : ''}${oneLine(text.slice(start, end))}${end < hi ? '…' : ''}`;
};

const matches = (term: Term, keys: { has: (key: string) => boolean }) => term.keys.some((key) => keys.has(key));

/** Which of the wanted terms a term of the text is, or -1. */
const whichTerm = (wanted: readonly Term[], term: Term) => wanted.findIndex((want) => want.keys.some((key) => term.keys.includes(key)));

/**
 * The sentence with the most of the requirement's terms; on a tie, the one with the most of them
 * in their own words (a "CDL" line for "Class A CDL", not a line about trucks), then the most
 * matching words ("drove delivery trucks" beats a bare "CDL" for driving); then the first. As a short snippet.
 */
const evidenceFor = (text: string, segments: readonly Segment[], wanted: readonly Term[]): string => {
  let best: { segment: Segment; hits: { term: Term; which: number }[] } | undefined;
  let bestRank = [0, 0, 0];
  for (const segment of segments) {
    if (!wanted.some((term) => matches(term, segment.keys))) continue;
    const hits = segment.terms.map((term) => ({ term, which: whichTerm(wanted, term) })).filter((hit) => hit.which !== -1);
    const exact = hits.filter((hit) => hit.term.stem === wanted[hit.which].stem);
    const rank = [new Set(hits.map((hit) => hit.which)).size, new Set(exact.map((hit) => hit.which)).size, hits.length];
    const better = rank.findIndex((value, index) => value !== bestRank[index]);
    if (better !== -1 && rank[better] > bestRank[better]) [best, bestRank] = [{ segment, hits }, rank];
  }
  if (!best) return '';
  // In a long run of text, the window that holds the most distinct terms, starting at a match.
  const { segment, hits } = best;
  let from = hits[0]?.term.start ?? segment.start;
  let fromCount = 0;
  for (const hit of hits) {
    const windowEnd = hit.term.start + evidenceWindow - evidenceLeadIn;
    const inWindow = new Set(hits.filter((other) => other.term.start >= hit.term.start && other.term.end <= windowEnd).map((other) => other.which));
    if (inWindow.size > fromCount) [from, fromCount] = [hit.term.start, inWindow.size];
  }
  return snippet(text, segment.start, segment.end, from);
};

/** Evidence for a stretch found by position (a date range): its sentence, or a window of it. */
const evidenceAt = (text: string, segments: readonly Segment[], at: { start: number; end: number }): string => {
  const segment = segments.find((candidate) => candidate.end > at.start) ?? { start: at.start, end: at.end };
  return snippet(text, Math.min(segment.start, at.start), Math.max(segment.end, at.end), at.start);
};

// ---------------------------------------------------------------------------------------------
// Experience: years from date ranges and "N years"
// ---------------------------------------------------------------------------------------------

const monthNames = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthPattern = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const datePattern = `(?:(${monthPattern})\\.?\\s+|(\\d{1,2})\\s*/\\s*)?((?:19|20)\\d{2})`;
/** "2015 - 2020", "2018–Present", "Jan 2019 – Current", "03/2016 - 07/2021", "May 2020 to June 2022". */
const dateRange = new RegExp(
  `\\b${datePattern}\\s*(?:-|\\u2010|\\u2011|\\u2012|\\u2013|\\u2014|\\u2015|\\u2212|to|until|through|thru)\\s*(?:${datePattern}|(present|current|now|today))\\b`,
  'gi',
);
const numberWords: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, twenty: 20, thirty: 30,
};
/** "6 years", "10+ yrs", "six years" (not "25 years old"). */
const yearsPhrase = new RegExp(`\\b(\\d{1,2}|${Object.keys(numberWords).join('|')})\\s*\\+?\\s*(?:-\\s*)?(?:years?|yrs?)\\b(?!\\s+old)`, 'gi');

/** Months since year 0 of a date's start (its month, January when none is given). */
const monthIndex = (monthName: string | undefined, monthNumber: string | undefined, year: string): number => {
  const fromName = monthName ? monthNames.indexOf(monthName.slice(0, 3).toLowerCase()) : -1;
  const fromNumber = monthNumber ? Number(monthNumber) - 1 : -1;
  const month = fromName >= 0 ? fromName : fromNumber >= 0 && fromNumber < 12 ? fromNumber : 0;
  return Number(year) * 12 + month;
};

interface ExperienceFound {
  years: number;
  /** Where the estimate came from, for evidence. */
  at?: { start: number; end: number };
}

/**
 * Years of experience: the date ranges merged (overlapping jobs count once; "present" is `now`),
 * or the largest "N years" the applicant states, whichever is more. Education ranges count too:
 * a resume's layout does not say reliably which range is schooling.
 */
const estimateExperience = (text: string, now: Date): ExperienceFound => {
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const ranges: { start: number; end: number; at: { start: number; end: number } }[] = [];
  for (const match of text.matchAll(dateRange)) {
    const [, startName, startNumber, startYear, endName, endNumber, endYear, present] = match;
    const start = monthIndex(startName, startNumber, startYear);
    // A range's end month is worked through: Jan–Dec is 12 months. A bare year ends as it starts, so 2015 - 2020 is 5 years.
    const end = present
      ? nowIndex + 1
      : monthIndex(endName, endNumber, endYear) + (endName || endNumber ? 1 : 0);
    const clippedEnd = Math.min(end, nowIndex + 1);
    // Future starts, backwards ranges and lifetimes are typos or not work.
    if (start > nowIndex || clippedEnd <= start || clippedEnd - start > 50 * 12) continue;
    const at = { start: match.index ?? 0, end: (match.index ?? 0) + match[0].length };
    ranges.push({ start, end: clippedEnd, at });
  }
  ranges.sort((a, b) => a.start - b.start || a.end - b.end);
  let months = 0;
  let coveredTo = -Infinity;
  for (const range of ranges) {
    const from = Math.max(range.start, coveredTo);
    if (range.end > from) months += range.end - from;
    coveredTo = Math.max(coveredTo, range.end);
  }
  let stated = 0;
  let statedAt: ExperienceFound['at'];
  for (const match of text.matchAll(yearsPhrase)) {
    const value = numberWords[match[1].toLowerCase()] ?? Number(match[1]);
    if (value > stated && value <= 50) {
      stated = value;
      statedAt = { start: match.index ?? 0, end: (match.index ?? 0) + match[0].length };
    }
  }
  const fromRanges = months / 12;
  if (stated > fromRanges) return { years: stated, at: statedAt };
  const longest = ranges.reduce<(typeof ranges)[number] | undefined>(
    (best, range) => (!best || range.end - range.start > best.end - best.start ? range : best),
    undefined,
  );
  return { years: fromRanges, at: longest?.at };
};

/** "About 6 years", "Less than a year", "No dates or years of experience". */
const describeYears = (years: number): string => {
  if (years <= 0) return 'No dates or years of experience found';
  if (years < 0.5) return 'Less than a year found';
  const whole = Math.max(1, Math.round(years));
  return `About ${whole} year${whole === 1 ? '' : 's'} found`;
};

const requirementYears = /(\d{1,2})\s*\+?\s*(?:-\s*\d{1,2}\s*)?(?:years?|yrs?)\b/i;

// ---------------------------------------------------------------------------------------------
// The score
// ---------------------------------------------------------------------------------------------

type Factor = QualificationExplanation['factors'][number];

const share = (part: number, whole: number, points: number) => (whole === 0 ? points : Math.round((points * part) / whole));

const unreadable = (requirements: string[]): QualificationResult => ({
  explanation: {
    readable: false,
    requirementsMet: [],
    requirementsMissing: requirements,
    factors: [
      { name: 'requirements', label: 'Requirements met', points: 0, maxPoints: maxPoints.requirements, detail: unreadableDetail },
      { name: 'title', label: 'Job title', points: 0, maxPoints: maxPoints.title, detail: unreadableDetail },
      { name: 'experience', label: 'Experience level', points: 0, maxPoints: maxPoints.experience, detail: unreadableDetail },
      { name: 'screening', label: 'Screening questions', points: 0, maxPoints: maxPoints.screening, detail: unreadableDetail },
    ],
  },
});

/** Screening: answered means at least 2 characters; we never judge what was answered ("No" counts). */
const screeningFactor = (screening: ApplicationToScore['screening']): Factor => {
  const base = { name: 'screening', label: 'Screening questions', maxPoints: maxPoints.screening } as const;
  if (screening.length === 0) return { ...base, points: maxPoints.screening, detail: 'No screening questions were asked' };
  const last = screening.length - 1;
  const answered = screening.filter(({ answer }, index) => {
    const text = answer.trim();
    // The last question is the acknowledgement: only "I understand" answers it.
    return text.length >= 2 && (index < last || /understand/i.test(text));
  }).length;
  const acknowledged = /understand/i.test(screening[last].answer);
  return {
    ...base,
    points: share(answered, screening.length, maxPoints.screening),
    detail: `${answered} of ${screening.length} questions answered${acknowledged ? '' : '; the final acknowledgement was not given'}`,
  };
};

export const scoreQualification = (
  job: JobToScore,
  application: ApplicationToScore,
  options?: { now?: Date },
): QualificationResult => {
  const now = options?.now ?? new Date();
  const requirements = job.requirements.map((line) => line.trim()).filter((line) => line !== '');
  // The resume first, then the letter; the line break keeps a sentence from running across.
  const text = [application.resumeText ?? '', application.coverLetter ?? ''].filter((part) => part.trim() !== '').join('\n');
  const counter = { words: 0 };
  const cache = new Map<string, Analysis>();
  const segments = segmentsOf(text, counter, cache);
  if (counter.words < minimumReadableWords) return unreadable(requirements);

  const allKeys = new Set<string>();
  for (const segment of segments) for (const key of segment.keys) allKeys.add(key);
  const experience = estimateExperience(text, now);

  // Requirements: each line met by enough of its key terms anywhere in the text.
  const requirementsMet: QualificationExplanation['requirementsMet'] = [];
  const requirementsMissing: string[] = [];
  for (const requirement of requirements) {
    const terms = distinctTerms(requirement, cache);
    if (terms.length === 0) {
      // Nothing to look for but a number of years ("3+ years of experience"): the years decide.
      // Nothing to look for at all ("Must be 18+"): a resume cannot show it, so it stays missing.
      const years = requirementYears.exec(requirement);
      if (years && experience.at && experience.years >= Number(years[1])) {
        requirementsMet.push({ requirement, evidence: evidenceAt(text, segments, experience.at) });
      } else {
        requirementsMissing.push(requirement);
      }
      continue;
    }
    const found = terms.filter((term) => matches(term, allKeys));
    // One or two terms: all of them ("Forklift certification" is not met by "forklift" alone).
    const needed = terms.length <= 2 ? terms.length : Math.ceil(terms.length * requirementShareNeeded);
    if (found.length >= needed) requirementsMet.push({ requirement, evidence: evidenceFor(text, segments, found) });
    else requirementsMissing.push(requirement);
  }
  const requirementsFactor: Factor = {
    name: 'requirements',
    label: 'Requirements met',
    points: share(requirementsMet.length, requirements.length, maxPoints.requirements),
    maxPoints: maxPoints.requirements,
    detail:
      requirements.length === 0
        ? 'The job lists no requirements'
        : `${requirementsMet.length} of ${requirements.length} requirements met`,
  };

  // Title: the share of the title's words (or their synonyms) the applicant's text has.
  const titleTerms = distinctTerms(job.title, cache);
  const titleFound = titleTerms.filter((term) => matches(term, allKeys));
  const titleFactor: Factor = {
    name: 'title',
    label: 'Job title',
    points: share(titleFound.length, titleTerms.length, maxPoints.title),
    maxPoints: maxPoints.title,
    detail:
      titleTerms.length === 0
        ? 'The title has no words to look for'
        : titleFound.length === 0
          ? `None of the title's words (${titleTerms.map((term) => term.written).join(', ')}) found`
          : `${titleFound.length} of ${titleTerms.length} title words found: ${titleFound.map((term) => term.written).join(', ')}`,
  };

  // Experience: full points at the level's minimum, in proportion below it; entry level asks for none.
  const minimum = levelMinimumYears[job.experience];
  const experienceFactor: Factor = {
    name: 'experience',
    label: 'Experience level',
    points: minimum === 0 ? maxPoints.experience : Math.round(maxPoints.experience * Math.min(1, experience.years / minimum)),
    maxPoints: maxPoints.experience,
    detail: `${describeYears(experience.years)}; ${experienceLevelLabels[job.experience]} level asks for ${
      minimum === 0 ? 'no minimum' : `${minimum}+`
    }`,
  };

  const factors = [requirementsFactor, titleFactor, experienceFactor, screeningFactor(application.screening)];
  const total = factors.reduce((sum, factor) => sum + factor.points, 0);
  return {
    qualificationScore: Math.min(100, Math.max(0, Math.round(total))),
    explanation: { readable: true, requirementsMet, requirementsMissing, factors },
  };
};

/**
 * Which keywords a text has, matched as the score matches a requirement's terms (any form of a
 * word, its synonyms, two-word phrases): the resume analysis tools use it so the candidate and
 * the employer see the same truth. A keyword of filler or stop-words only has nothing to find and
 * is missing.
 */
export const findKeywords = (text: string, keywords: readonly string[]): { found: string[]; missing: string[] } => {
  const cache = new Map<string, Analysis>();
  const keys = new Set<string>();
  for (const segment of segmentsOf(text, { words: 0 }, cache)) for (const key of segment.keys) keys.add(key);
  const found: string[] = [];
  const missing: string[] = [];
  for (const keyword of keywords) {
    const terms = distinctTerms(keyword, cache);
    (terms.length > 0 && terms.every((term) => matches(term, keys)) ? found : missing).push(keyword);
  }
  return { found, missing };
};
