// `wink-porter2-stemmer` has no types of its own; a reference (not an import) carries ours along to every
// program that compiles this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./wink-porter2-stemmer.d.ts" />
import porter2 from 'wink-porter2-stemmer';

/** Function words: they say nothing about a job or a qualification. */
export const stopWords: ReadonlySet<string> = new Set(
  (
    'a an the and or nor but if then than so as at by for from in into of off on onto out over to up upon with within ' +
    'without via per about above after before below between during under until while is am are was were be been being ' +
    'do does did done doing have has had having will would shall should can could may might i me my mine myself we us ' +
    'our ours you your yours he him his she her hers it its they them their theirs this that these those who whom whose ' +
    'which what when where why how all any both each few more most other another every either neither some such no not ' +
    'only own same too very also just well etc eg ie including include includes there here ll re ve s'
  ).split(' '),
);

/**
 * Words of job ads that describe a requirement without being one ("verifiable", "preferred",
 * "strong", "3+ years of experience"): a requirement is judged on what is left. Compared as keys.
 */
const qualifierWords =
  'year years yr yrs month months experience experienced ability abilities able capable strong excellent good great ' +
  'solid proven demonstrated demonstrable verifiable verified required requirement requirements require preferred prefer ' +
  'preference plus must need needed minimum least skill skills skilled knowledge knowledgeable familiarity familiar ' +
  'understanding proficiency proficient valid current active relevant related equivalent candidate applicant ideal ' +
  'ideally working hands background track record history exposure comfortable comfort similar willingness willing ' +
  'eligible eligibility satisfactory successful successfully job jobs position positions opening openings role roles ' +
  'career careers hiring vacancy vacancies';

/**
 * Irregular forms a stemmer cannot reach, and word families it leaves apart ("driver" and "driving",
 * "welder" and "welding", "warehousing" and "warehouse"), each mapped to one base word before
 * stemming. A Map, so "constructor" or "toString" in a resume is just a word.
 */
const baseWords: ReadonlyMap<string, string> = new Map(
  Object.entries({
    drove: 'drive',
    driven: 'drive',
    driver: 'drive',
    drivers: 'drive',
    led: 'lead',
    built: 'build',
    builder: 'build',
    builders: 'build',
    ran: 'run',
    wrote: 'write',
    written: 'write',
    writer: 'write',
    writers: 'write',
    taught: 'teach',
    teacher: 'teach',
    teachers: 'teach',
    sold: 'sell',
    seller: 'sell',
    sellers: 'sell',
    kept: 'keep',
    oversaw: 'oversee',
    overseen: 'oversee',
    welder: 'weld',
    welders: 'weld',
    plumber: 'plumb',
    plumbers: 'plumb',
    programmer: 'program',
    programmers: 'program',
    trainer: 'train',
    trainers: 'train',
    cleaner: 'clean',
    cleaners: 'clean',
    painter: 'paint',
    painters: 'paint',
    roofer: 'roof',
    roofers: 'roof',
    installer: 'install',
    installers: 'install',
    installation: 'install',
    installations: 'install',
    packer: 'pack',
    packers: 'pack',
    loader: 'load',
    loaders: 'load',
    shipper: 'ship',
    shippers: 'ship',
    baker: 'bake',
    bakers: 'bake',
    dispatcher: 'dispatch',
    dispatchers: 'dispatch',
    designer: 'design',
    designers: 'design',
    mover: 'move',
    movers: 'move',
    planner: 'plan',
    planners: 'plan',
    buyer: 'buy',
    buyers: 'buy',
    bought: 'buy',
    helper: 'help',
    helpers: 'help',
    framer: 'frame',
    framers: 'frame',
    landscaper: 'landscape',
    landscapers: 'landscape',
    landscaping: 'landscape',
    warehousing: 'warehouse',
    tutor: 'tutor',
    tutoring: 'tutor',
    banker: 'bank',
    bankers: 'bank',
    banking: 'bank',
    serving: 'serve',
    server: 'serve',
    servers: 'serve',
    waiting: 'wait',
    children: 'child',
    people: 'person',
    men: 'man',
    women: 'woman',
  }),
);

/** The key a word is compared by: every form of a word ("drive", "driver", "driving", "drove") has one key. */
/** Keys already worked out: texts repeat their words, and stemming is the costly part of reading them. */
const knownKeys = new Map<string, string>();
const maxKnownKeys = 200_000;

export const wordKey = (word: string): string => {
  const known = knownKeys.get(word);
  if (known !== undefined) return known;
  const base = baseWords.get(word) ?? word;
  // Codes and numbers ("88m", "401k", "30") are compared as written.
  const key = base.length <= 3 || /\d/.test(base) ? base : porter2(base);
  if (knownKeys.size >= maxKnownKeys) knownKeys.clear();
  knownKeys.set(word, key);
  return key;
};

const qualifierKeys: ReadonlySet<string> = new Set(qualifierWords.split(' ').map(wordKey));

/** Whether a key only qualifies a requirement ("strong", "preferred", "years"). */
export const isQualifierKey = (key: string): boolean => qualifierKeys.has(key);

/**
 * Edit distance with a swap of two neighbouring letters counted as one edit ("lantren" is one
 * typo of "lantern"): optimal string alignment. With `max`, it stops once the distance is surely
 * past it and answers max + 1.
 */
export const editDistance = (a: string, b: string, max = Infinity): number => {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  let previousMin = 0;
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, beforePrevious[j - 2] + 1);
      current[j] = distance;
      rowMin = Math.min(rowMin, distance);
    }
    // Later rows cannot go below both of the last two rows' least values.
    if (rowMin > max && previousMin > max) return max + 1;
    [beforePrevious, previous, previousMin] = [previous, current, rowMin];
  }
  return Math.min(previous[b.length], max + 1);
};

/**
 * The typos a typed word may hold: none under 4 letters, 1 from 4, 2 from 9. Only a word found in
 * no job and no dictionary entry is corrected at all, so a short known word is never changed.
 */
export const typosAllowed = (typedLength: number): number => (typedLength >= 9 ? 2 : typedLength >= 4 ? 1 : 0);
