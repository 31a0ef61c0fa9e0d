import {
  fairChancePracticeLabels,
  jobTypeLabels,
  type FairChancePractice,
  type JobType,
  type MilitaryBranch,
  type SalaryPeriod,
  type SecurityClearance,
} from '@jobboard/contracts';
import type { Translate } from '@jobboard/i18n';
import { keysOfText, mentions, phraseOf, type Phrase } from '@jobboard/job-language';
import { clearanceRank } from './clearance';
import { isAttestationCurrent } from './fair-chance';
import { greatCircleMiles, yearlySalaryRange } from './job-search';
import { lookupMilitaryOccupation, normaliseMilitaryCode, type MilitaryOccupation } from './military-crosswalk';
import { formatSalaryRange, yearlySalary } from './salary';
import { domainEnglish } from './texts';

/** The veteran's profile as recommendations read it. */
export interface VeteranToMatch {
  /** MOS, rating or AFSC as the veteran wrote it: "88M", "IT2", "AFSC 3D052", "88M Motor Transport Operator". */
  mos?: string | null;
  militaryBranch: MilitaryBranch;
  skills: readonly string[];
  certifications: readonly string[];
  preferredJobTypes: readonly string[];
  location?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  relocateWilling: boolean;
  /** Free text: "$55,000", "55k", "$25/hr", "50-60k". */
  salaryExpectation?: string | null;
  securityClearance?: SecurityClearance | null;
}

/** An active job as recommendations read it. */
export interface JobToRecommend {
  id: string;
  title: string;
  description: string;
  requirements: readonly string[];
  type: string;
  location: string;
  latitude?: number | null;
  longitude?: number | null;
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryPeriod?: SalaryPeriod | null;
  secondChanceEmployer?: boolean;
  /** The employer's attestation as the job carries it: the second-chance reason needs it current. */
  fairChance?: { practices: readonly FairChancePractice[]; attestedAt: Date | string } | null;
  clearanceRequired?: SecurityClearance | null;
  posted: Date;
}

export interface JobRecommendation {
  jobId: string;
  score: number;
  /** Why, in the veteran's terms, most telling first. */
  reasons: string[];
}

/**
 * What each finding adds to a job's score. A civilian title or term of the veteran's own
 * occupation in the job's title is worth more than everything else together can add up to
 * (at most 99), so a job that matches the MOS always outranks one that only matches keywords.
 */
export const recommendationWeights = {
  occupationInTitle: 100,
  occupationInText: 20,
  /** Per skill, certification or word of an unrecognised MOS; together at most `keywordCap`. */
  keyword: 10,
  keywordCap: 40,
  clearanceMet: 10,
  within50Miles: 10,
  within100Miles: 5,
  preferredType: 8,
  salaryMet: 8,
  salaryBelow: -10,
  secondChance: 2,
  /** The newest job gets 1, falling to 0 at `recencyDays` old: only separates near-equals. */
  recency: 1,
  recencyDays: 90,
} as const;

/** Jobs nearer than this need no willingness to relocate. */
export const relocationMiles = 100;
export const nearbyMiles = 50;

const defaultLimit = 20;
const dayMs = 86_400_000;

// ---------------------------------------------------------------------------------------------
// The veteran's occupation
// ---------------------------------------------------------------------------------------------

/**
 * The crosswalk entry of the veteran's MOS field: the whole field as a code ("88M10", "IT2",
 * "AFSC 3D052"), else the first word of it that is one ("88M Motor Transport Operator"). In a
 * longer text, letters alone count only in capitals ("IT Specialist", not "my job is logistics").
 */
export const veteranMilitaryOccupation = ({
  mos,
  militaryBranch,
}: Pick<VeteranToMatch, 'mos' | 'militaryBranch'>): MilitaryOccupation | undefined => {
  if (!mos?.trim()) return undefined;
  const whole = lookupMilitaryOccupation(mos, militaryBranch);
  if (whole) return whole;
  for (const token of mos.match(/[A-Za-z0-9]+/g) ?? []) {
    const lettersOnly = !/\d/.test(token);
    if (lettersOnly && token !== token.toUpperCase()) continue;
    const entry = lookupMilitaryOccupation(token, militaryBranch);
    // A bare rating in another branch's field is a word, not that branch's code.
    if (entry && (!lettersOnly || entry.branches.includes(militaryBranch))) return entry;
  }
  return undefined;
};

/**
 * The civilian titles and search terms of the veteran's occupation, lower-case and without
 * repeats: what the server looks for in job titles to narrow the candidates before ranking.
 * None when the MOS is missing or not in the crosswalk.
 */
export const militarySearchTerms = (veteran: Pick<VeteranToMatch, 'mos' | 'militaryBranch'>): string[] => {
  const entry = veteranMilitaryOccupation(veteran);
  if (!entry) return [];
  return [...new Set([...entry.civilianTitles.map((title) => title.toLowerCase()), ...entry.searchTerms])];
};

// Words of an MOS field that say nothing about the work.
const notWorkWords = new Set(
  (
    'and the for with from former mos afsc sfsc rating rate nco army navy marine marines corps air force coast guard ' +
    'space usmc usn usaf uscg ussf military veteran specialist technician operator operations manager analyst ' +
    'engineer assistant support officer sergeant senior junior chief team leader member general system systems'
  ).split(' '),
);

/** The words of an MOS field the crosswalk does not know, to match as keywords ("Logistics NCO" → logistics). */
const occupationWords = (mos: string | null | undefined): string[] =>
  [...new Set((mos ?? '').toLowerCase().match(/[a-z]+/g) ?? [])].filter(
    (word) => word.length >= 3 && !notWorkWords.has(word) && normaliseMilitaryCode(word) === undefined,
  );

// ---------------------------------------------------------------------------------------------
// Salary expectation
// ---------------------------------------------------------------------------------------------

export interface SalaryExpectation {
  amount: number;
  period: SalaryPeriod;
  /** The amount over a year (hourly x 2080). */
  yearly: number;
}

const amountPattern = /(\d+(?:\.\d+)?)\s*(k\b|thousand\b)?(?:\s*(?:-|–|to)\s*\$?\s*\d+(?:\.\d+)?\s*(k\b|thousand\b))?/;
const hourlyPattern = /\/\s*h(?:ou)?r|\bper\s+hour\b|\ban\s+hour\b|\bhourly\b|\/\s*h\b/;

/**
 * A salary expectation written as text: "$55,000", "55k", "$25/hr", "$25 an hour", "50-60k",
 * "$50,000 - $60,000" (a range counts as its lower end). A figure under 200 without "k" reads as
 * an hourly wage; 200 to 999 without a period is unclear and gives none, as does text without a figure.
 */
export const parseSalaryExpectation = (text: string | null | undefined): SalaryExpectation | undefined => {
  const lower = (text ?? '').toLowerCase().replace(/(\d),(?=\d{3}\b)/g, '$1');
  const match = amountPattern.exec(lower);
  if (!match) return undefined;
  const thousands = Boolean(match[2] ?? match[3]);
  const amount = Number(match[1]) * (thousands ? 1000 : 1);
  if (!(amount > 0)) return undefined;
  const period: SalaryPeriod | undefined =
    hourlyPattern.test(lower) || (!thousands && amount < 200) ? 'hourly' : amount >= 1000 ? 'yearly' : undefined;
  if (!period) return undefined;
  return { amount, period, yearly: yearlySalary(amount, period) };
};

const formatExpectation = ({ amount, period }: SalaryExpectation): string =>
  period === 'hourly' ? `$${amount}/hr` : `$${Math.round((amount / 1000) * 10) / 10}k`;

// ---------------------------------------------------------------------------------------------
// Matching words in a job
// ---------------------------------------------------------------------------------------------

interface Keyword {
  /** As the veteran wrote it, for the reason. */
  label: string;
  phrase: Phrase;
}

const keywordsOf = (values: readonly string[]): Keyword[] => {
  const seen = new Set<string>();
  const keywords: Keyword[] = [];
  for (const value of values) {
    const label = value.trim().replace(/\s+/g, ' ');
    const phrase = phraseOf(label);
    const key = phrase.keys.join(' ');
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    keywords.push({ label, phrase });
  }
  return keywords;
};

const hasCoordinates = (place: { latitude?: number | null; longitude?: number | null }) =>
  typeof place.latitude === 'number' && typeof place.longitude === 'number';

const typeLabel = (type: string): string => jobTypeLabels[type as JobType] ?? type;

// ---------------------------------------------------------------------------------------------
// Ranking
// ---------------------------------------------------------------------------------------------

/** Everything about the veteran that does not change from job to job, worked out once. */
const prepareVeteran = (veteran: VeteranToMatch, t: Translate) => {
  const occupation = veteranMilitaryOccupation(veteran);
  const occupationTerms = occupation
    ? [...new Set([...occupation.civilianTitles.map((title) => title.toLowerCase()), ...occupation.searchTerms])].map((term) => ({
        term,
        phrase: phraseOf(term),
      }))
    : [];
  const occupationPhrases = occupationTerms.map(({ phrase }) => phrase);
  const civilianTitles = (occupation?.civilianTitles ?? []).map((title) => ({ title, phrase: phraseOf(title) }));
  const skills = keywordsOf(veteran.skills);
  const certifications = keywordsOf(veteran.certifications);
  const unknownOccupationWords = occupation ? [] : keywordsOf(occupationWords(veteran.mos));
  return {
    occupation,
    occupationTerms,
    occupationPhrases,
    civilianTitles,
    skills,
    certifications,
    occupationWords: unknownOccupationWords,
    keywordCount: skills.length + certifications.length + unknownOccupationWords.length,
    preferredTypes: new Set(veteran.preferredJobTypes.map((type) => type.trim().toLowerCase())),
    clearance: clearanceRank(veteran.securityClearance),
    clearanceLabel: veteran.securityClearance ?? t('None'),
    home: hasCoordinates(veteran) ? { latitude: veteran.latitude as number, longitude: veteran.longitude as number } : undefined,
    homeName: veteran.location?.trim() || undefined,
    relocateWilling: veteran.relocateWilling,
    salary: parseSalaryExpectation(veteran.salaryExpectation),
  };
};

type PreparedVeteran = ReturnType<typeof prepareVeteran>;

const matchedLabels = (textKeys: ReadonlySet<string>, keywords: readonly Keyword[]): string[] =>
  keywords.filter((keyword) => mentions(textKeys, keyword.phrase)).map((keyword) => keyword.label);

/** What a cheap first look at a job finds: enough to exclude it or to bound its score. */
interface FirstLook {
  required: number;
  distance?: number;
  title: string;
  occupationInTitle: boolean;
  /** Everything but the text matches: place, clearance, type, pay, second chance, recency. */
  contextScore: number;
  /** The most the text can still add. */
  textBound: number;
}

/** The first look at a job, or undefined when it must not be recommended whatever its text says. */
const firstLook = (veteran: PreparedVeteran, job: JobToRecommend, now: number): FirstLook | undefined => {
  const weights = recommendationWeights;
  // Never a job that needs a clearance the veteran does not hold.
  const required = clearanceRank(job.clearanceRequired);
  if (required > veteran.clearance) return undefined;

  let distance: number | undefined;
  let contextScore = 0;
  if (veteran.home && hasCoordinates(job)) {
    distance = greatCircleMiles(veteran.home, { latitude: job.latitude as number, longitude: job.longitude as number });
    // Far away only for those willing to move, unless the work is remote.
    if (distance > relocationMiles && !veteran.relocateWilling && job.type !== 'remote') return undefined;
    if (distance <= nearbyMiles) contextScore += weights.within50Miles;
    else if (distance <= relocationMiles) contextScore += weights.within100Miles;
  }
  if (required > 0) contextScore += weights.clearanceMet;
  if (veteran.preferredTypes.has(job.type.toLowerCase())) contextScore += weights.preferredType;
  const pay = veteran.salary ? yearlySalaryRange(job) : undefined;
  if (veteran.salary && pay) contextScore += pay.max >= veteran.salary.yearly ? weights.salaryMet : weights.salaryBelow;
  if (isFairChanceNow(job, now)) contextScore += weights.secondChance;
  const ageDays = Math.max(0, (now - job.posted.getTime()) / dayMs);
  contextScore += weights.recency * Math.max(0, 1 - ageDays / weights.recencyDays);

  const title = job.title;
  const titleKeys = keysOfText(title);
  const occupationInTitle = veteran.occupationPhrases.some((phrase) => mentions(titleKeys, phrase));
  const textBound =
    (occupationInTitle ? weights.occupationInTitle : veteran.occupation ? weights.occupationInText : 0) +
    Math.min(weights.keywordCap, veteran.keywordCount * weights.keyword);
  return { required, distance, title, occupationInTitle, contextScore, textBound };
};

const roundScore = (score: number) => Math.round(score * 100) / 100;

/** Whether the job's employer is a fair-chance employer now: the job's marker backed by an attestation that still counts. */
const isFairChanceNow = (job: JobToRecommend, now: number): boolean =>
  Boolean(job.secondChanceEmployer) && isAttestationCurrent(job.fairChance, new Date(now));

/** Where the job is and how far from the veteran, naming both places. */
const distanceReason = (veteran: PreparedVeteran, job: JobToRecommend, distance: number, t: Translate): string | undefined => {
  const miles = Math.round(distance);
  const place =
    veteran.homeName === undefined
      ? t('In {{location}}, {{count}} miles from you', { singular: 'In {{location}}, {{count}} mile from you', location: job.location, count: miles })
      : t('In {{location}}, {{count}} miles from {{home}}', { singular: 'In {{location}}, {{count}} mile from {{home}}', location: job.location, count: miles, home: veteran.homeName });
  if (distance <= relocationMiles) return place;
  return veteran.relocateWilling ? t('{{place}}; you are willing to relocate', { place }) : undefined;
};

/** The job's full score and reasons, reading its whole text; undefined when nothing in it matches. */
const scoreJob = (veteran: PreparedVeteran, job: JobToRecommend, look: FirstLook, now: number, t: Translate): JobRecommendation | undefined => {
  const weights = recommendationWeights;
  const { title, distance } = look;
  const text = keysOfText(`${title}\n${job.requirements.join('\n')}\n${job.description}`);
  const reasons: string[] = [];
  let score = look.contextScore;
  let relevant = false;

  if (veteran.occupation) {
    const inText = look.occupationInTitle || veteran.occupationPhrases.some((phrase) => mentions(text, phrase));
    if (inText) {
      relevant = true;
      score += look.occupationInTitle ? weights.occupationInTitle : weights.occupationInText;
      const found = veteran.civilianTitles.filter(({ phrase }) => mentions(text, phrase)).map(({ title: civilian }) => civilian);
      // No civilian title in the job: name the crosswalk terms that are ("cdl"), not titles it does not mention.
      const shown =
        found.length > 0
          ? found.join(', ')
          : veteran.occupationTerms
              .filter(({ phrase }) => mentions(text, phrase))
              .map(({ term }) => `“${term}”`)
              .join(', ');
      reasons.push(t('Your {{code}} {{title}} → {{shown}}', { code: veteran.occupation.code, title: veteran.occupation.title, shown }));
    }
  }

  const skills = matchedLabels(text, veteran.skills);
  const certifications = matchedLabels(text, veteran.certifications);
  const words = matchedLabels(text, veteran.occupationWords);
  const keywordCount = skills.length + certifications.length + words.length;
  if (keywordCount > 0) {
    relevant = true;
    score += Math.min(weights.keywordCap, keywordCount * weights.keyword);
    if (skills.length > 0) reasons.push(t('Matches your skills: {{skills}}', { skills: skills.join(', ') }));
    if (certifications.length > 0) reasons.push(t('Matches your certifications: {{certifications}}', { certifications: certifications.join(', ') }));
    if (words.length > 0) reasons.push(t('Matches your military experience: {{words}}', { words: words.join(', ') }));
  }
  // Nearness, pay and the like rank relevant jobs; they do not make a job relevant.
  if (!relevant) return undefined;

  const place = distance === undefined ? undefined : distanceReason(veteran, job, distance, t);
  if (place) reasons.push(place);
  if (look.required > 0) reasons.push(t('Requires {{required}} — you hold {{held}}', { required: String(job.clearanceRequired), held: veteran.clearanceLabel }));
  if (veteran.preferredTypes.has(job.type.toLowerCase())) reasons.push(t('{{type}}, as you prefer', { type: typeLabel(job.type) }));
  const pay = veteran.salary ? yearlySalaryRange(job) : undefined;
  if (veteran.salary && pay && pay.max >= veteran.salary.yearly) {
    // "From $50k" reads "Pays from $50k" (whatever the language: a range's first word is lower-cased).
    const range = formatSalaryRange(job, t).replace(/^\p{Lu}/u, (letter) => letter.toLowerCase());
    reasons.push(t('Pays {{range}}, meets your {{expectation}}', { range, expectation: formatExpectation(veteran.salary) }));
  }
  if (isFairChanceNow(job, now)) {
    const practices = (job.fairChance?.practices ?? []).map((practice) => fairChancePracticeLabels[practice].toLowerCase());
    reasons.push(t('Fair-chance employer: {{practices}}', { practices: practices.join('; ') }));
  }

  return { jobId: job.id, score: roundScore(score), reasons };
};

interface Ranked {
  recommendation: JobRecommendation;
  posted: number;
}

/** Higher score first, then newest, then by id, so the order never depends on the input's. */
const ranksBefore = (a: Ranked, b: Ranked) =>
  a.recommendation.score !== b.recommendation.score
    ? a.recommendation.score > b.recommendation.score
    : a.posted !== b.posted
      ? a.posted > b.posted
      : a.recommendation.jobId < b.recommendation.jobId;

/**
 * The jobs to recommend to a veteran, best first, each with its reasons. A job is recommended when
 * it matches the veteran's occupation (a civilian title or term of the crosswalk), a skill, a
 * certification, or a word of an MOS the crosswalk does not know; whole words, in the title,
 * requirements or description. Never a job that needs a higher clearance than the veteran holds,
 * and, when both places are known, never one over 100 miles away unless the veteran will relocate
 * or the job is remote. Scores: see `recommendationWeights`; equal scores go newest first.
 *
 * Reading a job's whole text is most of the cost, so every job is first looked at cheaply (place,
 * clearance, pay, its title), which gives the most its text could still add; jobs are then read in
 * order of that bound, highest first, and reading stops once no job left could enter the best `limit`.
 */
export const recommendJobs = (
  veteran: VeteranToMatch,
  jobs: Iterable<JobToRecommend>,
  { now = new Date(), limit = defaultLimit }: { now?: Date; limit?: number } = {},
  t: Translate = domainEnglish,
): JobRecommendation[] => {
  const prepared = prepareVeteran(veteran, t);
  if (limit <= 0 || (prepared.occupationPhrases.length === 0 && prepared.keywordCount === 0)) return [];
  const nowMs = now.getTime();

  // Bucketed by the whole part of the bound: a linear-time sort, good enough to read in bound order.
  const buckets = new Map<number, { job: JobToRecommend; look: FirstLook }[]>();
  for (const job of jobs) {
    const look = firstLook(prepared, job, nowMs);
    if (!look) continue;
    const bucket = Math.floor(look.contextScore + look.textBound);
    const entries = buckets.get(bucket);
    if (entries) entries.push({ job, look });
    else buckets.set(bucket, [{ job, look }]);
  }

  const best: Ranked[] = [];
  for (const bucket of [...buckets.keys()].sort((a, b) => b - a)) {
    const worstScore = () => (best.length === limit ? best[limit - 1].recommendation.score : -Infinity);
    // Every bound in this bucket and the ones after is below bucket + 1.
    if (bucket + 1 < worstScore()) break;
    for (const { job, look } of buckets.get(bucket) ?? []) {
      if (roundScore(look.contextScore + look.textBound) < worstScore()) continue;
      const recommendation = scoreJob(prepared, job, look, nowMs, t);
      if (!recommendation) continue;
      const candidate = { recommendation, posted: job.posted.getTime() };
      if (best.length === limit && !ranksBefore(candidate, best[limit - 1])) continue;
      let at = best.length;
      while (at > 0 && ranksBefore(candidate, best[at - 1])) at -= 1;
      best.splice(at, 0, candidate);
      if (best.length > limit) best.pop();
    }
  }
  return best.map(({ recommendation }) => recommendation);
};
