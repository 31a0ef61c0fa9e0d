/**
 * Years of experience written in a text: date ranges ("2015 - 2020", "03/2016 - 07/2021",
 * "Jan 2019 – Present") merged so overlapping jobs count once, or the years the text states
 * ("6 years", "ten yrs"), whichever is more. The qualification score reads a whole resume with it;
 * matching reads one line ("RN, ICU, 2017-2021") or the lines that prove one requirement.
 */

const monthNames = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthPattern =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const datePattern = `(?:(${monthPattern})\\.?\\s+|(\\d{1,2})\\s*/\\s*)?((?:19|20)\\d{2})`;
/** "2015 - 2020", "2018–Present", "Jan 2019 – Current", "03/2016 - 07/2021", "May 2020 to June 2022". */
const dateRange = new RegExp(
  `\\b${datePattern}\\s*(?:-|\\u2010|\\u2011|\\u2012|\\u2013|\\u2014|\\u2015|\\u2212|to|until|through|thru)\\s*(?:${datePattern}|(present|current|now|today))\\b`,
  'gi',
);
export const numberWords: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
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

/** A span of work in months since year 0, [start, end), and where it was written. */
export interface WorkSpan {
  start: number;
  end: number;
  at: { start: number; end: number };
}

/** The date ranges of a text. Future starts, backwards ranges and lifetimes are typos or not work. */
export const dateRangesIn = (text: string, now: Date): WorkSpan[] => {
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const ranges: WorkSpan[] = [];
  for (const match of text.matchAll(dateRange)) {
    const [, startName, startNumber, startYear, endName, endNumber, endYear, present] = match;
    const start = monthIndex(startName, startNumber, startYear);
    // A range's end month is worked through: Jan–Dec is 12 months. A bare year ends as it starts, so 2015 - 2020 is 5 years.
    const end = present ? nowIndex + 1 : monthIndex(endName, endNumber, endYear) + (endName || endNumber ? 1 : 0);
    const clippedEnd = Math.min(end, nowIndex + 1);
    if (start > nowIndex || clippedEnd <= start || clippedEnd - start > 50 * 12) continue;
    const at = { start: match.index ?? 0, end: (match.index ?? 0) + match[0].length };
    ranges.push({ start, end: clippedEnd, at });
  }
  return ranges;
};

/** The years a text states ("6 years", "ten yrs"): the largest, with where. */
export const statedYearsIn = (text: string): { years: number; at?: { start: number; end: number } } => {
  let years = 0;
  let at: { start: number; end: number } | undefined;
  for (const match of text.matchAll(yearsPhrase)) {
    const value = numberWords[match[1].toLowerCase()] ?? Number(match[1]);
    if (value > years && value <= 50) {
      years = value;
      at = { start: match.index ?? 0, end: (match.index ?? 0) + match[0].length };
    }
  }
  return { years, at };
};

/** Years covered by spans, overlaps counted once. */
export const yearsOfSpans = (spans: readonly WorkSpan[]): number => {
  const sorted = [...spans].sort((a, b) => a.start - b.start || a.end - b.end);
  let months = 0;
  let coveredTo = -Infinity;
  for (const span of sorted) {
    const from = Math.max(span.start, coveredTo);
    if (span.end > from) months += span.end - from;
    coveredTo = Math.max(coveredTo, span.end);
  }
  return months / 12;
};

export interface ExperienceFound {
  years: number;
  /** Where the estimate came from, for evidence: the stated years or the longest range. */
  at?: { start: number; end: number };
}

/**
 * Years of experience: the date ranges merged ("present" is `now`), or the largest "N years" the
 * text states, whichever is more. Education ranges count too: a resume's layout does not say
 * reliably which range is schooling.
 */
export const experienceIn = (text: string, now: Date): ExperienceFound => {
  const ranges = dateRangesIn(text, now);
  const fromRanges = yearsOfSpans(ranges);
  const stated = statedYearsIn(text);
  if (stated.years > fromRanges) return stated;
  const longest = ranges.reduce<WorkSpan | undefined>(
    (best, range) => (!best || range.end - range.start > best.end - best.start ? range : best),
    undefined,
  );
  return { years: fromRanges, at: longest?.at };
};
