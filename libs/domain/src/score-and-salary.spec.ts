import { formatSalaryRange, salaryBandBounds, yearlySalary } from './salary';
import { displayedScore, matchVerdict, resumeVerdict, scoreBand, scoreBands, scoreColour, scoreLabel } from './score';

describe('score bands', () => {
  it.each([
    [100, 'Excellent', 'green', 'Excellent resume!', 'Excellent match'],
    [90, 'Excellent', 'green', 'Excellent resume!', 'Excellent match'],
    [89, 'Good', 'green', 'Good resume: a few improvements will make it stronger', 'Good match'],
    [88, 'Good', 'green', 'Good resume: a few improvements will make it stronger', 'Good match'],
    [80, 'Good', 'green', 'Good resume: a few improvements will make it stronger', 'Good match'],
    [79, 'Fair', 'yellow', 'Fair resume with room for improvement', 'Fair match'],
    [70, 'Fair', 'yellow', 'Fair resume with room for improvement', 'Fair match'],
    [69, 'Needs Improvement', 'yellow', 'Your resume needs improvement before you send it', 'Partial match'],
    [60, 'Needs Improvement', 'yellow', 'Your resume needs improvement before you send it', 'Partial match'],
    [59, 'Poor', 'red', 'Needs significant improvement', 'Weak match'],
    [0, 'Poor', 'red', 'Needs significant improvement', 'Weak match'],
  ])('a score of %i is %s, %s: "%s", "%s"', (score, label, colour, resumeMessage, matchMessage) => {
    expect(scoreLabel(score)).toBe(label);
    expect(scoreColour(score)).toBe(colour);
    expect(resumeVerdict(score)).toBe(resumeMessage);
    expect(matchVerdict(score)).toBe(matchMessage);
  });

  it('covers 0 to 100 with bands in order, each label and message used once', () => {
    expect(scoreBands.map((band) => band.min)).toEqual([...scoreBands.map((band) => band.min)].sort((a, b) => b - a));
    expect(scoreBands[scoreBands.length - 1].min).toBe(0);
    for (const key of ['label', 'resumeMessage', 'matchMessage'] as const) {
      expect(new Set(scoreBands.map((band) => band[key])).size).toBe(scoreBands.length);
    }
    for (let score = 0; score <= 100; score += 1) expect(scoreBand(score)).toBe(scoreBands.find((band) => score >= band.min));
  });

  it("never praises a resume beyond its label (the word of the verdict is the label's)", () => {
    for (let score = 0; score <= 100; score += 1) {
      const { label } = scoreBand(score);
      if (label !== 'Excellent') expect(resumeVerdict(score)).not.toMatch(/excellent/i);
      if (label === 'Poor') expect(resumeVerdict(score)).not.toMatch(/good/i);
    }
  });

  it('adds the veteran bonus to the qualification score, a missing one counting as 0', () => {
    expect(displayedScore({ qualificationScore: 72, veteranBonus: 10 })).toBe(82);
    expect(displayedScore({ veteranBonus: 5 })).toBe(5);
    expect(displayedScore({})).toBe(0);
  });
});

describe('salary display', () => {
  it.each([
    [{ salaryMin: 45000, salaryMax: 60000 }, '$45k - $60k'],
    [{ salaryMin: 52500, salaryMax: 60000, salaryPeriod: 'yearly' as const }, '$52.5k - $60k'],
    [{ salaryMin: 18, salaryMax: 22, salaryPeriod: 'hourly' as const }, '$18/hr - $22/hr'],
    [{ salaryMin: 45000 }, 'From $45k'],
    [{ salaryMax: 60000 }, 'Up to $60k'],
    [{ salaryMin: 20, salaryPeriod: 'hourly' as const }, 'From $20/hr'],
    [{}, 'Salary not specified'],
  ])('%p reads %s', (job, text) => {
    expect(formatSalaryRange(job)).toBe(text);
  });

  it('compares hourly pay as yearly and reads the filter bands', () => {
    expect(yearlySalary(20, 'hourly')).toBe(41600);
    expect(yearlySalary(50000, 'yearly')).toBe(50000);
    expect(salaryBandBounds('any')).toEqual({});
    expect(salaryBandBounds('30000-50000')).toEqual({ min: 30000, max: 50000 });
    expect(salaryBandBounds('100000+')).toEqual({ min: 100000 });
  });
});
