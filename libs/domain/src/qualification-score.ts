import { experienceLevelLabels, type ExperienceLevel, type QualificationExplanation } from '@jobboard/contracts';
import { text } from '@jobboard/i18n';
import {
  experienceIn,
  matchKey,
  matchRequirement,
  needsOf,
  resumeLines,
  stopWords,
  tokenize,
  wordKey,
  type ResumeLine,
} from '@jobboard/job-language';

/**
 * The qualification score: how well an application's resume and cover letter meet its job,
 * as an integer 0..100 with its explanation. Pure, deterministic and local: the job-language
 * matcher (dictionary concepts, word stems, either/or alternatives) reads each requirement against
 * the resume's lines, no model and no network, so the same text always gets the same score and
 * every point can be shown with the line that earned it.
 *
 * Requirements dominate: with N requirement lines, each one met is worth one unit, 100 / (N + 3/4)
 * points, and everything else together is worth less than one unit (partly shown requirements a
 * quarter, the job title a fifth, the experience level a fifth, the screening answers a tenth). So
 * an applicant who meets strictly more of the job's requirements always scores higher. A job with
 * no requirement lines scores title 15, experience 15, screening 10 and gives the 60 requirement
 * points in full. Factors are rounded to whole points that add up to the score.
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
  /** The resume as plain text, its line breaks kept; undefined or '' when the file could not be read (a scanned image). */
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
// Weights
// ---------------------------------------------------------------------------------------------

/** Shares of one requirement unit: all together under one unit, so one more requirement met always wins. */
const unitShares = { partial: 0.25, title: 0.2, experience: 0.2, screening: 0.1 } as const;
const unitsBeyondRequirements = unitShares.partial + unitShares.title + unitShares.experience + unitShares.screening;

/** A job without requirement lines: the other factors on their own scale, the requirements in full. */
const noRequirementPoints = { requirements: 60, title: 15, experience: 15, screening: 10 } as const;

/** The years of experience each level asks for; entry level asks for none. */
const levelMinimumYears: Record<ExperienceLevel, number> = { entry: 0, mid: 2, senior: 5, executive: 10 };

/** Title words that rank a job rather than name it: "Junior", "Senior", "II". */
const rankWords = new Set(['junior', 'jr', 'senior', 'sr', 'entry', 'trainee', 'ii', 'iii', 'iv', 'principal', 'staff', 'associate']);

/**
 * Words left by a document whose text could not be read (a scanned image's PDF structure), not
 * written by the applicant.
 */
const fileArtefacts = new Set([
  'pdf',
  'obj',
  'endobj',
  'stream',
  'endstream',
  'xref',
  'startxref',
  'trailer',
  'jfif',
  'exif',
  'xmp',
  'page',
  'of',
  'producer',
  'creator',
]);

/** Fewer real words than this: no text was extracted (a scanned image), however short a real resume may be. */
const minimumReadableWords = 3;

const unreadableDetail = text('The resume could not be read (perhaps a scanned image): ask the applicant for a text-based PDF or DOCX');

/** Real words: two or more letters with a vowel, not a file's own markers. */
const realWordCount = (text: string): number => {
  let count = 0;
  for (const match of text.matchAll(/[A-Za-z]+/g)) {
    const word = match[0].toLowerCase();
    if (word.length >= 2 && /[aeiouy]/.test(word) && !fileArtefacts.has(word)) count += 1;
  }
  return count;
};

// ---------------------------------------------------------------------------------------------
// Experience
// ---------------------------------------------------------------------------------------------

/** "About 6 years", "Less than a year", "No dates or years of experience". */
const describeYears = (years: number): string => {
  if (years <= 0) return 'No dates or years of experience found';
  if (years < 0.5) return 'Less than a year found';
  const whole = Math.max(1, Math.round(years));
  return `About ${whole} year${whole === 1 ? '' : 's'} found`;
};

// ---------------------------------------------------------------------------------------------
// The score
// ---------------------------------------------------------------------------------------------

type Factor = QualificationExplanation['factors'][number];
type FactorName = Factor['name'];

/**
 * Whole numbers that add up to the rounded total, each as near its exact value as can be
 * (largest remainder): the employer's four factors always sum to the score shown.
 */
const wholeParts = (values: readonly number[], total: number): number[] => {
  const floors = values.map((value) => Math.floor(value));
  let left = total - floors.reduce((sum, value) => sum + value, 0);
  const order = values
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] += 1;
    left -= 1;
  }
  return floors;
};

const unreadable = (requirements: string[], maxPoints: Record<FactorName, number>): QualificationResult => ({
  explanation: {
    readable: false,
    requirementsMet: [],
    requirementsMissing: requirements,
    factors: [
      { name: 'requirements', label: text('Requirements met'), points: 0, maxPoints: maxPoints.requirements, detail: unreadableDetail },
      { name: 'title', label: text('Job title'), points: 0, maxPoints: maxPoints.title, detail: unreadableDetail },
      { name: 'experience', label: text('Experience level'), points: 0, maxPoints: maxPoints.experience, detail: unreadableDetail },
      { name: 'screening', label: text('Screening questions'), points: 0, maxPoints: maxPoints.screening, detail: unreadableDetail },
    ],
  },
});

/** Screening: answered means at least 2 characters; we never judge what was answered ("No" counts). */
const screeningShare = (screening: ApplicationToScore['screening']): { share: number; detail: string } => {
  if (screening.length === 0) return { share: 1, detail: text('No screening questions were asked') };
  const last = screening.length - 1;
  const answered = screening.filter(({ answer }, index) => {
    const text = answer.trim();
    // The last question is the acknowledgement: only "I understand" answers it.
    return text.length >= 2 && (index < last || /understand/i.test(text));
  }).length;
  const acknowledged = /understand/i.test(screening[last].answer);
  return {
    share: answered / screening.length,
    detail: `${answered} of ${screening.length} questions answered${acknowledged ? '' : '; the final acknowledgement was not given'}`,
  };
};

/** Each factor's most points for a job of `count` requirement lines (exact, before rounding). */
const exactMaxPoints = (count: number): Record<FactorName, number> => {
  if (count === 0) return { ...noRequirementPoints };
  const unit = 100 / (count + unitsBeyondRequirements);
  return {
    requirements: unit * (count + unitShares.partial),
    title: unit * unitShares.title,
    experience: unit * unitShares.experience,
    screening: unit * unitShares.screening,
  };
};

const factorNames: readonly FactorName[] = ['requirements', 'title', 'experience', 'screening'];

/**
 * The title's words found anywhere in the text (ranks like "Junior" left out): each word in any of
 * its forms ("drove delivery trucks" has both words of "Delivery Driver"), or all of them at once
 * where the text names the title's concept ("RN" for "Registered Nurse").
 */
const titleMatch = (title: string, lines: readonly ResumeLine[]) => {
  const concepts = needsOf(title).filter((need) => need.concept);
  const conceptFound = concepts.length > 0 && concepts.every((need) => lines.some((line) => line.keys.has(need.key)));
  const needs = tokenize(title)
    .filter((token) => !stopWords.has(token.word) && !rankWords.has(token.word))
    .map((token) => ({ key: matchKey(wordKey(token.word)), label: title.slice(token.start, token.end) }))
    .filter((need, index, all) => all.findIndex((other) => other.key === need.key) === index);
  const found = conceptFound ? needs : needs.filter((need) => lines.some((line) => line.keys.has(need.key)));
  return { needs, found };
};

export const scoreQualification = (job: JobToScore, application: ApplicationToScore, options?: { now?: Date }): QualificationResult => {
  const now = options?.now ?? new Date();
  const requirements = job.requirements.map((line) => line.trim()).filter((line) => line !== '');
  const exactMax = exactMaxPoints(requirements.length);
  const shownMax = wholeParts(
    factorNames.map((name) => exactMax[name]),
    100,
  );
  const maxPoints = Object.fromEntries(factorNames.map((name, index) => [name, shownMax[index]])) as Record<FactorName, number>;
  // The resume first, then the letter; a line break keeps a line from running into the next.
  const applicantText = [application.resumeText ?? '', application.coverLetter ?? ''].filter((part) => part.trim() !== '').join('\n');
  if (realWordCount(applicantText) < minimumReadableWords) return unreadable(requirements, maxPoints);

  const lines = resumeLines(applicantText, { now });
  const experience = experienceIn(applicantText, now);

  const requirementsMet: QualificationExplanation['requirementsMet'] = [];
  const requirementsPartial: NonNullable<QualificationExplanation['requirementsPartial']> = [];
  const requirementsMissing: string[] = [];
  for (const requirement of requirements) {
    const match = matchRequirement(requirement, lines);
    if (match.verdict === 'met') requirementsMet.push({ requirement, evidence: match.evidence ?? '' });
    else {
      // Partly shown is still not met: it is listed as missing, and as partial with what was shown.
      if (match.verdict === 'partial' && match.evidence) requirementsPartial.push({ requirement, evidence: match.evidence });
      requirementsMissing.push(requirement);
    }
  }

  const count = requirements.length;
  const exact: Record<FactorName, number> = { requirements: 0, title: 0, experience: 0, screening: 0 };
  if (count === 0) exact.requirements = exactMax.requirements;
  else {
    const unit = 100 / (count + unitsBeyondRequirements);
    exact.requirements = unit * (requirementsMet.length + (unitShares.partial * requirementsPartial.length) / count);
  }

  const title = titleMatch(job.title, lines);
  exact.title = title.needs.length === 0 ? exactMax.title : (exactMax.title * title.found.length) / title.needs.length;

  // Experience: full points at the level's minimum, in proportion below it; entry level asks for none.
  const minimum = levelMinimumYears[job.experience];
  exact.experience = exactMax.experience * (minimum === 0 ? 1 : Math.min(1, experience.years / minimum));

  const screening = screeningShare(application.screening);
  exact.screening = exactMax.screening * screening.share;

  const total = factorNames.reduce((sum, name) => sum + exact[name], 0);
  const qualificationScore = Math.min(100, Math.max(0, Math.round(total)));
  const points = wholeParts(
    factorNames.map((name) => exact[name]),
    qualificationScore,
  );
  const pointsOf = (name: FactorName) => points[factorNames.indexOf(name)];

  const partialNote = requirementsPartial.length > 0 ? `; ${requirementsPartial.length} partly shown` : '';
  const factors: Factor[] = [
    {
      name: 'requirements',
      label: text('Requirements met'),
      points: pointsOf('requirements'),
      maxPoints: maxPoints.requirements,
      detail: count === 0 ? text('The job lists no requirements') : `${requirementsMet.length} of ${count} requirements met${partialNote}`,
    },
    {
      name: 'title',
      label: text('Job title'),
      points: pointsOf('title'),
      maxPoints: maxPoints.title,
      detail:
        title.needs.length === 0
          ? text('The title has no words to look for')
          : title.found.length === 0
            ? `None of the title's words (${title.needs.map((need) => need.label).join(', ')}) found`
            : `${title.found.length} of ${title.needs.length} title words found: ${title.found.map((need) => need.label).join(', ')}`,
    },
    {
      name: 'experience',
      label: text('Experience level'),
      points: pointsOf('experience'),
      maxPoints: maxPoints.experience,
      detail: `${describeYears(experience.years)}; ${experienceLevelLabels[job.experience]} level asks for ${minimum === 0 ? 'no minimum' : `${minimum}+`}`,
    },
    { name: 'screening', label: text('Screening questions'), points: pointsOf('screening'), maxPoints: maxPoints.screening, detail: screening.detail },
  ];
  return {
    qualificationScore,
    explanation: {
      readable: true,
      requirementsMet,
      ...(requirementsPartial.length > 0 ? { requirementsPartial } : {}),
      requirementsMissing,
      factors,
    },
  };
};

/**
 * Which keywords a text has, matched as the score matches a requirement (a line that shows it,
 * in any form, synonym or narrower concept): the resume analysis tools use it so the candidate
 * and the employer see the same truth. A keyword of qualifiers only has nothing to find and is missing.
 */
export const findKeywords = (text: string, keywords: readonly string[]): { found: string[]; missing: string[] } => {
  const lines = resumeLines(text);
  const found: string[] = [];
  const missing: string[] = [];
  for (const keyword of keywords) (matchRequirement(keyword, lines).verdict === 'met' ? found : missing).push(keyword);
  return { found, missing };
};
