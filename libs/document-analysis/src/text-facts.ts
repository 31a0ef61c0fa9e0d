/**
 * What a document's extracted text shows, measured once and used by every rule: its lines,
 * words, sections, contact details, dates, bullets, verbs, numbers and wording. Pure and
 * deterministic; every measure keeps the lines it came from, so a finding can show its evidence.
 */

export type SectionKey = 'contact' | 'summary' | 'experience' | 'education' | 'skills' | 'projects';

export const sectionLabels: Record<SectionKey, string> = {
  contact: 'Contact',
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
};

/** Headings a resume uses for each section; a heading is a short line that starts with one. */
const sectionHeadings: Record<Exclude<SectionKey, 'contact'>, RegExp> = {
  summary: /^(?:professional |career |personal )?(?:summary|profile|objective|about me|overview)\b/i,
  experience: /^(?:(?:work|professional|employment|relevant|career|military) )?(?:experience|history|employment)\b/i,
  education: /^(?:education|academic|training|training & education|education & training)\b/i,
  skills: /^(?:(?:technical|core|key|professional) )?(?:skills|competencies|expertise|qualifications|strengths)\b/i,
  projects: /^(?:selected |key |featured )?(?:projects|portfolio|case stud(?:y|ies)|work samples)\b/i,
};

/** The same headings written in capitals inside running text, for text whose lines were lost. */
const inlineHeadings: Record<Exclude<SectionKey, 'contact'>, RegExp> = {
  summary: /\b(?:SUMMARY|PROFILE|OBJECTIVE)\b/,
  experience: /\b(?:EXPERIENCE|EMPLOYMENT|WORK HISTORY)\b/,
  education: /\bEDUCATION\b/,
  skills: /\b(?:SKILLS|COMPETENCIES)\b/,
  projects: /\b(?:PROJECTS|PORTFOLIO|CASE STUD(?:Y|IES))\b/,
};

const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const phonePattern = /(?:\+?\d{1,2}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/;
const urlPattern = /\b(?:https?:\/\/|www\.)\S+|\b(?:linkedin\.com|github\.com|behance\.net|dribbble\.com)\/\S+/gi;
const bulletPattern = /^[\u2022\u00b7\u25aa\u25cf\u25e6\u25a0\u2023\u2043\u2013\u2014*>\-+]\s*/;

/** Action verbs a strong bullet starts with, in their base form; past and present forms are derived. */
const actionVerbs = (
  'achieve administer advise analyze approve arrange assemble assess assist audit authorize boost budget build calculate ' +
  'coach collaborate complete conduct consolidate construct consult coordinate create cut decrease define deliver design ' +
  'detect develop diagnose direct distribute document double drive earn edit eliminate enable engineer establish evaluate ' +
  'exceed execute expand expedite facilitate forecast formulate generate grow guide handle hire identify implement improve ' +
  'increase initiate inspect install institute integrate interview introduce investigate launch lead maintain manage ' +
  'market maximize measure mentor merge minimize modernize monitor motivate navigate negotiate operate optimize orchestrate ' +
  'organize oversee partner perform pilot plan prepare present prioritize process produce program promote propose ' +
  'publish raise recommend reconcile recruit redesign reduce refine renovate reorganize repair replace report represent ' +
  'research resolve restructure review revamp save schedule secure sell serve ship simplify solve spearhead staff ' +
  'standardize streamline strengthen supervise support teach test train transform translate triple troubleshoot ' +
  'upgrade win write load unload pack pick stock transport patrol weld wire cook clean count dispatch drill evacuate treat'
).split(' ');

const irregularPast: Record<string, string> = {
  build: 'built', lead: 'led', sell: 'sold', teach: 'taught', win: 'won', write: 'wrote', drive: 'drove', cut: 'cut',
  grow: 'grew', oversee: 'oversaw', raise: 'raised', make: 'made', run: 'ran', hold: 'held', spend: 'spent',
};

const pastForm = (verb: string) => {
  if (irregularPast[verb]) return irregularPast[verb];
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  if (/^(plan|ship|staff)$/.test(verb)) return verb === 'staff' ? 'staffed' : `${verb}${verb.at(-1)}ed`;
  return `${verb}ed`;
};
const presentForm = (verb: string) => {
  if (/(s|sh|ch|x|z)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
};

/** word -> its tense as an opening verb: 'past' or 'present' (base and -s forms). */
const verbTense = new Map<string, 'past' | 'present'>();
for (const verb of actionVerbs) {
  verbTense.set(verb, 'present');
  verbTense.set(presentForm(verb), 'present');
  // "cut" is both: past wins, as resumes mostly speak of past work.
  verbTense.set(pastForm(verb), 'past');
}
verbTense.set('managing', 'present');
verbTense.set('leading', 'present');

/** Openers that describe a duty instead of a result. */
const weakOpeners = /^(?:responsible for|duties (?:included|include)|tasks included|worked on|helped(?: with)?|assisted with|in charge of|involved in)\b/i;

/** Words that fill space without saying anything a reader can check. */
export const fillerPhrases = [
  'responsible for', 'duties included', 'hard-working', 'hardworking', 'team player', 'go-getter', 'self-starter',
  'detail-oriented', 'results-driven', 'results-oriented', 'dynamic', 'synergy', 'think outside the box', 'motivated',
  'passionate', 'best of breed', 'go-to person', 'various', 'etc.', 'references available upon request',
];
const fillerPattern = new RegExp(`(?<![\\w-])(?:${fillerPhrases.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|')})(?![\\w-])`, 'gi');
const firstPersonPattern = /\b(?:I|me|my|mine|myself)\b/g;

const monthPattern = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const monthNames = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const datePart = `(?:(${monthPattern})\\.?\\s+|(\\d{1,2})\\s*/\\s*)?((?:19|20)\\d{2})`;
const dateRangePattern = new RegExp(
  `\\b${datePart}\\s*(?:-|\\u2013|\\u2014|to|until|through)\\s*(?:${datePart}|(present|current|now|today))\\b`,
  'gi',
);

/** Characters that show a broken encoding: replacement marks, private-use glyphs, controls, and UTF-8 read as latin1. */
// Control characters are exactly what a broken extraction leaves behind.
// eslint-disable-next-line no-control-regex
const brokenCharacter = /[\uFFFD\uE000-\uF8FF\u0000-\u0008\u000B\u000C\u000E-\u001F]|Ã[\u0080-\u00BF]|â€/g;
/** Pictographs and dingbats an applicant tracking system drops or garbles. */
const symbolCharacter = /[\u2600-\u27BF\u{1F300}-\u{1FAFF}\u2190-\u21FF\u2700-\u27BF]/gu;

export interface DateRange {
  text: string;
  /** Months since year 0, start inclusive, end exclusive. */
  start: number;
  end: number;
}

export interface TextFacts {
  lines: string[];
  /** Words with letters (for counting length). */
  wordCount: number;
  /** Words of two letters or more with a vowel: what a reader would call words. */
  realWords: number;
  tokens: number;
  singleLetterTokens: number;
  characters: number;
  brokenCharacters: string[];
  symbols: string[];
  /** Section -> the heading line that opened it (contact: the line with the email or phone). */
  sections: Partial<Record<SectionKey, string>>;
  email?: string;
  phone?: string;
  urls: string[];
  dateRanges: DateRange[];
  gaps: { from: string; to: string; months: number }[];
  bulletLines: string[];
  /** Lines that read as statements of work (bullets, or lines of an experience section). */
  statementLines: string[];
  actionVerbLines: string[];
  weakOpenerLines: string[];
  quantifiedLines: string[];
  firstPerson: string[];
  filler: string[];
  pastTenseLines: string[];
  presentTenseLines: string[];
  /** Statements in the present tense under a role that has ended (its dates end before now). */
  presentInPastRoleLines: string[];
  /** Whether any statement sits under a dated role (else tense is judged on the whole text). */
  datedStatements: boolean;
  paragraphs: string[];
  longParagraphs: string[];
  sentences: number;
}

const monthIndex = (name: string | undefined, number: string | undefined, year: string): number => {
  const fromName = name ? monthNames.indexOf(name.slice(0, 3).toLowerCase()) : -1;
  const fromNumber = number ? Number(number) - 1 : -1;
  return Number(year) * 12 + (fromName >= 0 ? fromName : fromNumber >= 0 && fromNumber < 12 ? fromNumber : 0);
};

/** A gap between jobs worth explaining: more than six months. */
const gapMonths = 6;

const findDateRanges = (text: string, now: Date): DateRange[] => {
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  const ranges: DateRange[] = [];
  for (const match of text.matchAll(dateRangePattern)) {
    const [whole, startName, startNumber, startYear, endName, endNumber, endYear, present] = match;
    const start = monthIndex(startName, startNumber, startYear);
    const end = present ? nowIndex : Math.min(nowIndex, monthIndex(endName, endNumber, endYear) + (endName || endNumber ? 1 : 0));
    if (end > start && end - start <= 50 * 12) ranges.push({ text: whole.replace(/\s+/g, ' '), start, end });
  }
  return ranges;
};

const findGaps = (ranges: readonly DateRange[]) => {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
  const gaps: TextFacts['gaps'] = [];
  let coveredTo = -Infinity;
  let lastText = '';
  for (const range of sorted) {
    if (coveredTo !== -Infinity && range.start - coveredTo > gapMonths) {
      gaps.push({ from: lastText, to: range.text, months: range.start - coveredTo });
    }
    if (range.end > coveredTo) {
      coveredTo = range.end;
      lastText = range.text;
    }
  }
  return gaps;
};

/** Numbers that are achievements, not dates, phone numbers or years of a range. */
const quantified = (line: string): boolean => {
  const withoutNoise = line
    .replace(dateRangePattern, ' ')
    .replace(new RegExp(phonePattern.source, 'g'), ' ')
    .replace(/\b(?:19|20)\d{2}\b/g, ' ')
    .replace(emailPattern, ' ');
  return /\d+(?:\.\d+)?\s?%|[$£€]\s?\d|\b\d[\d,]*(?:\.\d+)?\s?(?:k|m|million|thousand|hours?|days?|weeks?|people|staff|customers|clients|users|employees|members|units|orders|sites|stores|projects|accounts|tons|miles|vehicles|trucks|beds|patients)\b|\b\d{2,}[\d,]*\b|\b(?:[2-9]|[1-9]\d)\s*(?:x|times)\b/i.test(
    withoutNoise,
  );
};

const snippetOf = (line: string, at = 0, length = 120) => {
  const start = Math.max(0, at - 30);
  const text = line.slice(start, start + length).trim();
  return `${start > 0 ? '…' : ''}${text}${start + length < line.length ? '…' : ''}`;
};

const maxEvidence = 3;

export const measureText = (rawText: string, options: { now?: Date; listParagraphs?: number } = {}): TextFacts => {
  const now = options.now ?? new Date();
  const text = rawText.replace(/\r\n?/g, '\n');
  const lines = text.split('\n').map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim()).filter((line) => line !== '');
  const tokens = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => match[0]);
  const letterWords = tokens.filter((token) => /\p{L}/u.test(token));
  const realWords = tokens.filter((token) => {
    const lower = token.toLowerCase();
    return /^\p{L}{2,}$/u.test(lower) && /[aeiouyàâäéèêëïîôöùûüáíóúñ]/.test(lower);
  }).length;
  const singleLetterTokens = tokens.filter((token) => /^\p{L}$/u.test(token) && !/^[aAI]$/.test(token)).length;

  // Sections: short heading lines, or capitalised headings inside text whose lines were lost.
  const sections: TextFacts['sections'] = {};
  const structured = lines.length >= 6;
  for (const [key, pattern] of Object.entries(sectionHeadings) as [Exclude<SectionKey, 'contact'>, RegExp][]) {
    const heading = structured
      ? lines.find((line) => line.length <= 48 && pattern.test(line.replace(bulletPattern, '').replace(/[:\s]+$/, '')))
      : undefined;
    const inline = heading ?? (inlineHeadings[key].exec(text)?.[0] as string | undefined);
    if (inline) sections[key] = heading ?? inline;
  }
  const email = emailPattern.exec(text)?.[0];
  const phone = phonePattern.exec(text.replace(dateRangePattern, ' '))?.[0];
  if (email || phone) sections.contact = lines.find((line) => (email && line.includes(email)) || (phone && line.includes(phone))) ?? email ?? phone;

  const dateRanges = findDateRanges(text, now);

  // Statements of work: bullets, and the lines of an experience or projects section that are not headings or dates alone.
  const bulletLines = lines.filter((line) => bulletPattern.test(line)).map((line) => line.replace(bulletPattern, ''));
  const experienceStart = sections.experience && structured ? lines.indexOf(sections.experience) : -1;
  const nextHeading = (from: number) => {
    const others = Object.values(sections).map((heading) => lines.indexOf(heading ?? '')).filter((at) => at > from);
    return others.length ? Math.min(...others) : lines.length;
  };
  const experienceLines =
    experienceStart >= 0 ? lines.slice(experienceStart + 1, nextHeading(experienceStart)).map((line) => line.replace(bulletPattern, '')) : [];
  const statementLines = [...new Set([...bulletLines, ...experienceLines.filter((line) => line.split(' ').length >= 5)])];
  const openingWord = (line: string) => (/^[\p{L}-]+/u.exec(line)?.[0] ?? '').toLowerCase();
  const actionVerbLines = statementLines.filter((line) => verbTense.has(openingWord(line)));
  const weakOpenerLines = statementLines.filter((line) => weakOpeners.test(line));
  const quantifiedLines = (statementLines.length ? statementLines : lines).filter(quantified);
  const pastTenseLines = actionVerbLines.filter((line) => verbTense.get(openingWord(line)) === 'past');
  const presentTenseLines = actionVerbLines.filter((line) => verbTense.get(openingWord(line)) === 'present');
  // The current role may speak in the present; an ended one should not.
  const presentInPastRoleLines: string[] = [];
  let roleIsCurrent: boolean | undefined;
  let datedStatements = false;
  const statements = new Set(actionVerbLines);
  for (const line of lines) {
    const range = [...line.matchAll(dateRangePattern)][0];
    if (range) roleIsCurrent = Boolean(range[7]);
    const statement = line.replace(bulletPattern, '');
    if (!statements.has(statement) || roleIsCurrent === undefined) continue;
    datedStatements = true;
    if (!roleIsCurrent && verbTense.get(openingWord(statement)) === 'present') presentInPastRoleLines.push(statement);
  }

  const firstPerson: string[] = [];
  const filler: string[] = [];
  for (const line of lines) {
    for (const match of line.matchAll(firstPersonPattern)) firstPerson.push(snippetOf(line, match.index ?? 0, 80));
    for (const match of line.matchAll(fillerPattern)) filler.push(match[0].toLowerCase());
  }

  // Paragraphs: blocks between blank lines, or long lines (Word paragraphs arrive as one line).
  const paragraphs = text
    .split(/\n\s*\n/)
    .flatMap((block) => (block.split('\n').filter((line) => line.trim()).length > 1 ? block.split('\n') : [block]))
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter((block) => block.split(' ').length >= 12);
  const longParagraphs = paragraphs.filter((paragraph) => paragraph.split(' ').length > 110);
  const sentences = (text.match(/[.!?](?=\s|$)/g) ?? []).length;

  return {
    lines,
    wordCount: letterWords.length,
    realWords,
    tokens: tokens.length,
    singleLetterTokens,
    characters: text.length,
    brokenCharacters: text.match(brokenCharacter) ?? [],
    symbols: text.match(symbolCharacter) ?? [],
    sections,
    email,
    phone,
    urls: [...new Set(text.match(urlPattern) ?? [])],
    dateRanges,
    gaps: findGaps(dateRanges),
    bulletLines,
    statementLines,
    actionVerbLines,
    weakOpenerLines,
    quantifiedLines,
    firstPerson,
    filler,
    pastTenseLines,
    presentTenseLines,
    presentInPastRoleLines,
    datedStatements,
    paragraphs,
    longParagraphs,
    sentences,
  };
};

/** At most three short pieces of evidence, each cut to a line's worth. */
export const evidence = (lines: readonly string[]): string[] => [...new Set(lines)].slice(0, maxEvidence).map((line) => snippetOf(line));
