import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scoreQualification, type JobToScore } from './qualification-score';

/**
 * The hand-labelled resumes (libs/job-language/quality/resume-ranking.json): for two resumes of one
 * job where one proves strictly more requirements, it must score strictly higher, in at least 95%
 * of the pairs. The file must be there: a missing set fails.
 */
interface RankingSet {
  jobs: { id: string; title: string; experience: JobToScore['experience']; requirements: string[] }[];
  resumes: { id: string; job: string; text: string; met: number[] }[];
}

const now = new Date('2025-06-15T12:00:00.000Z');
const set = JSON.parse(readFileSync(join(__dirname, '../../job-language/quality/resume-ranking.json'), 'utf8')) as RankingSet;

describe('the labelled resume ranking', () => {
  const scores = new Map(
    set.resumes.map((resume) => {
      const job = set.jobs.find((candidate) => candidate.id === resume.job)!;
      return [resume.id, scoreQualification(job, { resumeText: resume.text, screening: [] }, { now }).qualificationScore] as const;
    }),
  );

  it('scores every resume, short ones included', () => {
    expect(set.resumes.length).toBeGreaterThan(10);
    expect([...scores.values()].filter((score) => score === undefined)).toEqual([]);
  });

  it('puts the resume that proves more requirements higher in at least 95% of pairs', () => {
    let pairs = 0;
    let inOrder = 0;
    for (const [index, first] of set.resumes.entries()) {
      for (const second of set.resumes.slice(index + 1)) {
        if (first.job !== second.job || first.met.length === second.met.length) continue;
        const [better, worse] = first.met.length > second.met.length ? [first, second] : [second, first];
        pairs += 1;
        if ((scores.get(better.id) ?? -1) > (scores.get(worse.id) ?? -1)) inOrder += 1;
      }
    }
    expect(pairs).toBeGreaterThan(20);
    expect(inOrder / pairs).toBeGreaterThanOrEqual(0.95);
  });
});
