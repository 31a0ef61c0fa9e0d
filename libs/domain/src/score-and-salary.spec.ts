import { formatSalaryRange, salaryBandBounds, yearlySalary } from './salary';
import { displayedScore, resumeVerdict, scoreColour, scoreLabel } from './score';

describe('score labels, colours and verdicts', () => {
  it.each([
    [100, 'Excellent', 'green'],
    [90, 'Excellent', 'green'],
    [89, 'Good', 'green'],
    [80, 'Good', 'green'],
    [79, 'Fair', 'yellow'],
    [70, 'Fair', 'yellow'],
    [69, 'Needs Improvement', 'yellow'],
    [60, 'Needs Improvement', 'yellow'],
    [59, 'Poor', 'red'],
    [0, 'Poor', 'red'],
  ])('a score of %i is %s and %s', (score, label, colour) => {
    expect(scoreLabel(score)).toBe(label);
    expect(scoreColour(score)).toBe(colour);
  });

  it('gives the basic verdicts at 80 and 60', () => {
    expect([resumeVerdict(80), resumeVerdict(79), resumeVerdict(60), resumeVerdict(59)]).toEqual([
      'Excellent resume!',
      'Good resume with room for improvement',
      'Good resume with room for improvement',
      'Needs significant improvement',
    ]);
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
