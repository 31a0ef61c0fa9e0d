import { analyse, evidenceKeys } from './analyze';
import { isQualifierKey } from './words';
import { dateRangesIn, statedYearsIn, yearsOfSpans, type WorkSpan } from './experience';
import {
  matchingQualifiers,
  matchKey,
  parseRequirement,
  quantitiesIn,
  type Alternative,
  type ParsedRequirement,
  type RequirementPart,
} from './requirement';

/**
 * Resume-vs-requirement matching: a requirement is met only when a line of the resume shows it
 * (its phrase, a dictionary synonym or narrower concept, or an accepted alternative). One engine
 * for the employer's qualification score, the candidate's "Check my match" and the document
 * analysis keywords, so both sides see the same verdict.
 */

export type Verdict = 'met' | 'partial' | 'missing';

/** One line of a resume (or one sentence of a long paragraph): the evidence unit. */
export interface ResumeLine {
  text: string;
  start: number;
  end: number;
  /** Every key the line holds: concepts with the broader ones they imply, words by their matching key. */
  keys: ReadonlySet<string>;
  /** Date ranges on the line, or those of the job heading it sits under ("RN, ICU, 2017 - 2021" over its bullets). */
  spans: readonly WorkSpan[];
  /** "5 years" written on the line. */
  statedYears: number;
  /** Whether the line shows any years at all (its own or its heading's). */
  hasYears: boolean;
  /** Something not (yet or any longer) held: "expired", "lapsed", "student", "expected 2026", "permit". */
  notHeld: boolean;
  /** A year after now: a degree still to come ("class of 2026"). */
  futureYear: boolean;
  /** Praise of oneself ("Excellent communication skills"): evidence only of what else it names. */
  claim: boolean;
  /** The line's own terms, qualifiers left out: a claim proves nothing when these are all the requirement's words. */
  substance: ReadonlySet<string>;
}

export interface PartMatch {
  text: string;
  verdict: Verdict;
  evidence?: string;
}

export interface RequirementMatch {
  requirement: string;
  verdict: Verdict;
  /** The resume line(s) it rests on: for a partial, the lines of the parts shown. */
  evidence?: string;
  parts: readonly PartMatch[];
}

export interface MatchOptions {
  now?: Date;
}

/** Evidence is one short snippet the reader can take in at a glance. */
const evidenceMaxLength = 160;
const evidenceWindow = 140;
const evidenceLeadIn = 20;

/**
 * Where a long run of text breaks into evidence units: line breaks, the bullets and bars PDF
 * extraction leaves in a line, sentence ends before a capital (not "U.S. Army", "B.S."), and the
 * capitalised headings that glue a collapsed resume together ("... 2019 EDUCATION B.S. ...").
 */
const unitBreak = new RegExp(
  [
    // A line that goes on in lower case after a comma or a word is one line wrapped by the file's layout.
    '\\r?\\n(?![ \\t]*[a-z])',
    '(?<![,\\p{L}\\p{N}][ \\t]*)\\r?\\n(?=[ \\t]*[a-z])',
    '[\\u2022\\u00b7\\u25aa\\u25cf\\u25e6\\u25a0]',
    '\\s\\|\\s',
    '(?<!\\b[A-Za-z])[.!?](?=\\s+["\u201c(]?[A-Z])',
    '\\b(?:(?:PROFESSIONAL|WORK|RELEVANT|EMPLOYMENT) )?(?:SUMMARY|PROFILE|OBJECTIVE|EXPERIENCE|HISTORY|EDUCATION|SKILLS|' +
      'CERTIFICATIONS?|LICENSES?|PROJECTS|VOLUNTEER(?:ING)?|REFERENCES|AWARDS|TRAINING)(?: (?:&|AND) [A-Z]+)?\\b',
  ].join('|'),
  'gu',
);

/** A line about something not held now: lapsed or expired, still to come, or only studied for. */
const notHeldPattern =
  /\b(?:expired|lapsed|expir(?:es|ing) soon|expected|anticipated|scheduled|pending|in progress|enrolled|enrolling|pursuing|working towards?|studying for|student|trainee|extern|apprentice|learner'?s|permit|coursework|course work|no degree|not completed|incomplete|seminar|candidate|some (?:high school|college)|\d+ of \d+ (?:exam )?(?:sections|parts)|exam sections?)\b/i;

/** A company's legal suffix within two words after a name: the name is the company's. */
const companyNameFollows = (text: string, at: number): boolean =>
  /^(?:\s+[A-Z][\w&]*){0,2}\s*,?\s+(?:LLC|L\.L\.C\.|Inc|Corp|Corporation|Ltd|Co)\b/.test(text.slice(at));

/** A title or credential used to name other people ("the RN supervisor", "to customer service managers"). */
const namesAnotherRole = (text: string, start: number, end: number): boolean =>
  /\b(?:the|to|for|with|from)\s+$/i.test(text.slice(Math.max(0, start - 6), start)) &&
  /^\s+(?:managers?|supervisors?|directors?|department|staff|teams?|leads?|on duty)\b/i.test(text.slice(end));

/** Words of self-praise: "excellent communication skills" claims, it does not show. */
const claimPattern =
  /\b(?:excellent|exceptional|outstanding|strong|great|superb|proven|solid|superior|effective|detail[- ]oriented|hard[- ]working|motivated|passionate)\b/i;

/** A year after now, not an expiry date ("valid through 2026", "exp. 2026"). */
const futureYearOf = (text: string, now: Date): boolean => {
  for (const match of text.matchAll(/\b((?:19|20)\d{2})\b/g)) {
    if (Number(match[1]) <= now.getUTCFullYear()) continue;
    const before = text.slice(Math.max(0, (match.index ?? 0) - 24), match.index).toLowerCase();
    if (!/\b(?:exp|expires?|expiring|expiration|valid|through|thru|until|renew(?:s|al)?)\b[^a-z]*(?:\d{1,2}\s*\/\s*)?$/.test(before)) return true;
  }
  return false;
};

/** A short line with no digits: a section heading ("Experience", "Licenses and certifications"). */
const isHeading = (text: string) => !/\d/.test(text) && (text.match(/[\p{L}]+/gu) ?? []).length <= 4 && !/[,;]/.test(text);

/** The units of a text with where each is, trimmed of bullets and spaces. */
const unitsOf = (text: string): { start: number; end: number; blankBefore: boolean }[] => {
  const units: { start: number; end: number; blankBefore: boolean }[] = [];
  let from = 0;
  let blankBefore = false;
  const add = (lo: number, hi: number) => {
    let start = lo;
    let end = hi;
    while (start < end && /[\s\-–—*>·•]/.test(text[start])) start += 1;
    while (end > start && /\s/.test(text[end - 1])) end -= 1;
    if (start < end) {
      units.push({ start, end, blankBefore });
      blankBefore = false;
    } else if (/\n/.test(text.slice(lo, hi)) || lo === hi) {
      blankBefore = true;
    }
  };
  for (const match of text.matchAll(unitBreak)) {
    const at = match.index ?? 0;
    // A sentence keeps its full stop; a line break, bullet or heading is dropped.
    add(from, /^[.!?]$/.test(match[0]) ? at + 1 : at);
    from = at + match[0].length;
  }
  add(from, text.length);
  return units;
};

/** A line at least this long that stops without punctuation was most likely wrapped by the file's layout. */
const wrappedLineLength = 60;

/**
 * The text with the line breaks a file's layout made inside a sentence replaced by spaces (same
 * length, so positions hold): after a long line that ends without punctuation, unless the next
 * starts a bullet. "…held a Class A" / "CDL, kept…" is one line again.
 */
const joinWrappedLines = (text: string): string =>
  text.replace(/([^\n]*)\n(?=[ \t]*([^\n]?))/g, (whole, line: string, next: string) =>
    line.trim().length >= wrappedLineLength && !/[.!?:;]\s*$/.test(line) && next !== '' && !/[-*\u2022\u00b7\u25aa\u25cf\u25e6\u25a0]/.test(next)
      ? `${line} `
      : whole,
  );

/** The lines of a resume (or any text) as evidence units. */
export const resumeLines = (source: string, options: MatchOptions = {}): ResumeLine[] => {
  const now = options.now ?? new Date();
  const text = joinWrappedLines(source);
  const units = unitsOf(text);
  const lines: ResumeLine[] = [];
  let headingSpans: readonly WorkSpan[] = [];
  for (const unit of units) {
    const lineText = text.slice(unit.start, unit.end);
    const keys = new Set<string>();
    const substance = new Set<string>();
    const terms = analyse(lineText, { withPhraseWords: true });
    for (const term of terms) {
      // "Epic Events LLC" is a company, not the Epic EHR.
      if (term.concept && companyNameFollows(lineText, term.end)) continue;
      // "reported to the RN supervisor", "presented to customer service managers": someone else's role.
      if (term.concept && namesAnotherRole(lineText, term.start, term.end)) continue;
      if (term.concept) for (const key of evidenceKeys(term)) keys.add(key);
      else keys.add(matchKey(term.key));
      if (!term.inPhrase && (term.concept || !(isQualifierKey(term.key) || matchingQualifiers.has(matchKey(term.key))))) {
        substance.add(term.concept ? term.key : matchKey(term.key));
      }
    }
    const own = dateRangesIn(lineText, now);
    const stated = statedYearsIn(lineText).years;
    const heading = isHeading(lineText);
    if (heading || unit.blankBefore) headingSpans = [];
    // A line with its own dates heads the lines under it; a heading or blank line ends that.
    if (own.length > 0) headingSpans = own;
    const spans = own.length > 0 ? own : headingSpans;
    lines.push({
      text: lineText,
      start: unit.start,
      end: unit.end,
      keys,
      spans,
      statedYears: stated,
      hasYears: spans.length > 0 || stated > 0,
      notHeld: notHeldPattern.test(lineText),
      futureYear: futureYearOf(lineText, now),
      claim: claimPattern.test(lineText),
      substance,
    });
  }
  return lines;
};

/** At most 160 characters of a line, around where the match starts when it is longer. */
const snippetOf = (line: ResumeLine, alternative?: Alternative): string => {
  const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
  if (line.text.length <= evidenceMaxLength) return oneLine(line.text);
  let from = 0;
  if (alternative) {
    const hits = analyse(line.text, { withPhraseWords: true })
      .filter((term) => alternative.needs.some((need) => (term.concept ? term.keys.includes(need.key) : matchKey(term.key) === need.key)))
      .map((term) => term.start);
    if (hits.length > 0) from = Math.min(...hits);
  }
  let start = Math.max(0, from - evidenceLeadIn);
  if (start > 0 && !/\s/.test(line.text[start - 1])) {
    const space = line.text.slice(start, from).search(/\s/);
    start = space === -1 ? from : start + space + 1;
  }
  let end = Math.min(line.text.length, start + evidenceWindow);
  if (end < line.text.length) {
    const space = line.text.lastIndexOf(' ', end);
    if (space > from) end = space;
  }
  return `${start > 0 ? '…' : ''}${oneLine(line.text.slice(start, end))}${end < line.text.length ? '…' : ''}`;
};

const holdsAll = (line: ResumeLine, alternative: Alternative): boolean => {
  if (line.notHeld) return false;
  if (line.futureYear && alternative.needs.some((need) => need.concept?.kind === 'degree')) return false;
  if (!alternative.needs.every((need) => line.keys.has(need.key))) return false;
  // "Excellent communication skills" for "Strong communication skills": the claim is all there is.
  return !(line.claim && [...line.substance].every((key) => alternative.needs.some((need) => need.key === key)));
};

/**
 * Part of an alternative shown: the degree level without the field ("B.A. in History" for a
 * bachelor's in computer science), or one of two named credentials or tools ("CDL-A, no
 * endorsements" for "Class A CDL with hazmat endorsement").
 */
const holdsSome = (line: ResumeLine, alternative: Alternative): boolean => {
  if (line.notHeld || alternative.needs.length < 2) return false;
  if (line.futureYear && alternative.needs.some((need) => need.concept?.kind === 'degree')) return false;
  return alternative.needs.some((need) => need.concept && need.concept.kind !== 'title' && need.concept.kind !== 'skill' && line.keys.has(need.key));
};

const yearsOfLines = (lines: readonly ResumeLine[]): number =>
  Math.max(yearsOfSpans(lines.flatMap((line) => line.spans)), ...lines.map((line) => line.statedYears));

const yearsOfLine = (line: ResumeLine) => yearsOfLines([line]);

/** How one part of a requirement stands against the lines. */
const matchPart = (part: RequirementPart, lines: readonly ResumeLine[]): PartMatch => {
  if (part.alternatives.length === 0) {
    // Years alone ("3+ years of experience"): the whole resume's years, the longest stretch as evidence.
    const years = yearsOfLines(lines);
    const best = [...lines].filter((line) => line.hasYears).sort((a, b) => yearsOfLine(b) - yearsOfLine(a))[0];
    return years >= (part.minYears ?? 0) && best
      ? { text: part.text, verdict: 'met', evidence: snippetOf(best) }
      : { text: part.text, verdict: 'missing' };
  }
  let full: { line: ResumeLine; alternative: Alternative }[] = [];
  let some: ResumeLine | undefined;
  for (const line of lines) {
    const alternative = part.alternatives.find((each) => holdsAll(line, each));
    if (alternative) full.push({ line, alternative });
    else if (!some && part.alternatives.some((each) => holdsSome(line, each))) some = line;
  }
  if (full.length > 0 && part.quantity) {
    const { value, unit } = part.quantity;
    const measured = full.filter(({ line }) => quantitiesIn(line.text, unit).length > 0);
    const enough = measured.filter(({ line }) => quantitiesIn(line.text, unit).some((found) => found >= value));
    if (enough.length === 0) {
      return measured.length === 0
        ? { text: part.text, verdict: 'partial', evidence: snippetOf(full[0].line, full[0].alternative) }
        : { text: part.text, verdict: 'missing' };
    }
    full = enough;
  }
  if (full.length > 0 && part.minYears !== undefined) {
    const withYears = full.filter(({ line }) => line.hasYears);
    if (withYears.length === 0) return { text: part.text, verdict: 'partial', evidence: snippetOf(full[0].line, full[0].alternative) };
    if (yearsOfLines(withYears.map(({ line }) => line)) < part.minYears) return { text: part.text, verdict: 'missing' };
    const best = [...withYears].sort((a, b) => yearsOfLine(b.line) - yearsOfLine(a.line))[0];
    return { text: part.text, verdict: 'met', evidence: snippetOf(best.line, best.alternative) };
  }
  if (full.length > 0) return { text: part.text, verdict: 'met', evidence: snippetOf(full[0].line, full[0].alternative) };
  if (some) return { text: part.text, verdict: 'partial', evidence: snippetOf(some) };
  return { text: part.text, verdict: 'missing' };
};

/**
 * A requirement against a resume's lines: met when every part is shown (each on a line of its
 * own, years and numbers included), partial when some are (or a part only in part), else missing.
 * A requirement a resume cannot show ("Must be 18+") is missing.
 */
export const matchRequirement = (requirement: string | ParsedRequirement, lines: readonly ResumeLine[]): RequirementMatch => {
  const parsed = typeof requirement === 'string' ? parseRequirement(requirement) : requirement;
  const parts = parsed.parts.map((part) => matchPart(part, lines));
  const verdict: Verdict =
    parts.length > 0 && parts.every((part) => part.verdict === 'met')
      ? 'met'
      : parts.some((part) => part.verdict !== 'missing')
        ? 'partial'
        : 'missing';
  const evidence = [...new Set(parts.map((part) => part.evidence).filter((each): each is string => Boolean(each)))].join(' · ');
  return { requirement: parsed.text, verdict, ...(verdict !== 'missing' && evidence ? { evidence } : {}), parts };
};

/** Requirements against a text: the text is split into lines once. */
export const matchRequirements = (requirements: readonly string[], text: string, options: MatchOptions = {}): RequirementMatch[] => {
  const lines = resumeLines(text, options);
  return requirements.map((requirement) => matchRequirement(requirement, lines));
};
