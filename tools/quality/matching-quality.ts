/**
 * Matching quality on the labelled sets in libs/job-language/quality:
 *
 * - requirement-judgements.json: one requirement and one resume line with a person's verdict
 *   ('met', 'partial', 'not-met'). Precision and recall of "met" count 'partial' as its own class
 *   (a partial answered as met is a false "met"); partialAccuracy is the share of the lines labelled
 *   partial that the matcher also calls partial.
 * - resume-ranking.json: jobs of six requirements and resumes for them, each with the indexes of the
 *   requirements it really proves. For two resumes of one job where one proves strictly more, the
 *   one that proves more must score strictly higher with scoreQualification (no screening
 *   answers, a fixed date). unscored counts resumes the score refused as unreadable.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scoreQualification, type JobToScore } from '@jobboard/domain';
import { matchRequirement, resumeLines, type Verdict } from '@jobboard/job-language';

const qualityDirectory = join(__dirname, '../../libs/job-language/quality');

/** "Today" for every resume: dates like "2019 - present" always mean the same years. */
export const matchingQualityDate = new Date('2025-06-15T12:00:00.000Z');

export interface RequirementJudgement {
  requirement: string;
  evidence: string;
  verdict: 'met' | 'partial' | 'not-met';
  note?: string;
}

export interface RankingSet {
  jobs: { id: string; title: string; experience: JobToScore['experience']; requirements: string[] }[];
  resumes: { id: string; job: string; text: string; met: number[] }[];
}

export const requirementJudgements = (): RequirementJudgement[] =>
  JSON.parse(readFileSync(join(qualityDirectory, 'requirement-judgements.json'), 'utf8')) as RequirementJudgement[];

export const rankingSet = (): RankingSet => JSON.parse(readFileSync(join(qualityDirectory, 'resume-ranking.json'), 'utf8')) as RankingSet;

const labelOf: Record<Verdict, RequirementJudgement['verdict']> = { met: 'met', partial: 'partial', missing: 'not-met' };

export interface JudgementOutcome {
  judgement: RequirementJudgement;
  answer: RequirementJudgement['verdict'];
}

/** The matcher's verdict on each labelled line. */
export const judgeAll = (): JudgementOutcome[] =>
  requirementJudgements().map((judgement) => ({
    judgement,
    answer: labelOf[matchRequirement(judgement.requirement, resumeLines(judgement.evidence, { now: matchingQualityDate })).verdict],
  }));

export interface PairOutcome {
  job: string;
  better: { id: string; met: number; score?: number };
  worse: { id: string; met: number; score?: number };
  inOrder: boolean;
}

/** Every pair of resumes of one job whose labelled met counts differ, with their scores. */
export const rankPairs = (): { pairs: PairOutcome[]; unscored: string[] } => {
  const { jobs, resumes } = rankingSet();
  const scores = new Map<string, number | undefined>();
  for (const resume of resumes) {
    const job = jobs.find((candidate) => candidate.id === resume.job);
    if (!job) throw new Error(`resume ${resume.id} names an unknown job ${resume.job}`);
    const { qualificationScore } = scoreQualification(
      { title: job.title, experience: job.experience, requirements: job.requirements },
      { resumeText: resume.text, screening: [] },
      { now: matchingQualityDate },
    );
    scores.set(resume.id, qualificationScore);
  }
  const pairs: PairOutcome[] = [];
  for (const [index, first] of resumes.entries()) {
    for (const second of resumes.slice(index + 1)) {
      if (first.job !== second.job || first.met.length === second.met.length) continue;
      const [better, worse] = first.met.length > second.met.length ? [first, second] : [second, first];
      const betterScore = scores.get(better.id);
      const worseScore = scores.get(worse.id);
      pairs.push({
        job: first.job,
        better: { id: better.id, met: better.met.length, score: betterScore },
        worse: { id: worse.id, met: worse.met.length, score: worseScore },
        inOrder: betterScore !== undefined && (worseScore === undefined || betterScore > worseScore),
      });
    }
  }
  return { pairs, unscored: resumes.filter((resume) => scores.get(resume.id) === undefined).map((resume) => resume.id) };
};

export interface MatchingQuality {
  judgements: number;
  precisionMet: number;
  recallMet: number;
  partialAccuracy: number;
  resumes: number;
  pairs: number;
  pairwiseAccuracy: number;
  unscored: number;
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

export const measureMatching = (): MatchingQuality => {
  const outcomes = judgeAll();
  const answeredMet = outcomes.filter((outcome) => outcome.answer === 'met');
  const labelledMet = outcomes.filter((outcome) => outcome.judgement.verdict === 'met');
  const labelledPartial = outcomes.filter((outcome) => outcome.judgement.verdict === 'partial');
  const { pairs, unscored } = rankPairs();
  return {
    judgements: outcomes.length,
    precisionMet: ratio(answeredMet.filter((outcome) => outcome.judgement.verdict === 'met').length, answeredMet.length),
    recallMet: ratio(labelledMet.filter((outcome) => outcome.answer === 'met').length, labelledMet.length),
    partialAccuracy: ratio(labelledPartial.filter((outcome) => outcome.answer === 'partial').length, labelledPartial.length),
    resumes: rankingSet().resumes.length,
    pairs: pairs.length,
    pairwiseAccuracy: ratio(pairs.filter((pair) => pair.inOrder).length, pairs.length),
    unscored: unscored.length,
  };
};

if (require.main === module) {
  const verbose = process.argv.includes('--verbose');
  if (verbose) {
    for (const { judgement, answer } of judgeAll()) {
      if (answer !== judgement.verdict) console.log(`${judgement.verdict} answered ${answer}: ${judgement.requirement} | ${judgement.evidence}`);
    }
    for (const pair of rankPairs().pairs.filter((each) => !each.inOrder)) {
      console.log(
        `out of order: ${pair.better.id} (${pair.better.met} met, ${pair.better.score}) vs ${pair.worse.id} (${pair.worse.met} met, ${pair.worse.score})`,
      );
    }
  }
  console.log(measureMatching());
}
