import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRequirement, resumeLines } from './match';

/**
 * The hand-labelled requirement judgements (quality/requirement-judgements.json): the matcher must
 * call "met" precisely (>= 0.95) and find what is met (>= 0.90). 'partial' is its own class: a
 * partial answered "met" is a false met. The file must be there: a missing set fails.
 */
interface Judgement {
  requirement: string;
  evidence: string;
  verdict: 'met' | 'partial' | 'not-met';
}

const now = new Date('2025-06-15T12:00:00.000Z');
const judgements = JSON.parse(readFileSync(join(__dirname, '../quality/requirement-judgements.json'), 'utf8')) as Judgement[];

describe('the labelled requirement judgements', () => {
  const answers = judgements.map((judgement) => ({
    judgement,
    met: matchRequirement(judgement.requirement, resumeLines(judgement.evidence, { now })).verdict === 'met',
  }));
  const answeredMet = answers.filter((answer) => answer.met);
  const labelledMet = answers.filter((answer) => answer.judgement.verdict === 'met');

  it('has judgements to measure', () => {
    expect(judgements.length).toBeGreaterThan(100);
  });

  it('calls "met" with a precision of at least 0.95', () => {
    const precision = answeredMet.filter((answer) => answer.judgement.verdict === 'met').length / answeredMet.length;
    expect(precision).toBeGreaterThanOrEqual(0.95);
  });

  it('finds at least 0.90 of what is met', () => {
    const recall = labelledMet.filter((answer) => answer.met).length / labelledMet.length;
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });
});
