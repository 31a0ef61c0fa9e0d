import { formatPracticeTime, nextQuestionIndex, practiceSecondsOf, previousQuestionIndex } from './interview-practice';

describe('interview practice', () => {
  it('keeps the question index within the list', () => {
    expect(nextQuestionIndex(0, 3)).toBe(1);
    expect(nextQuestionIndex(2, 3)).toBe(2);
    expect(nextQuestionIndex(0, 0)).toBe(0);
    expect(previousQuestionIndex(0)).toBe(0);
    expect(previousQuestionIndex(2)).toBe(1);
  });

  it('counts time spent on a question in seconds, at least one and at most the cap', () => {
    expect(practiceSecondsOf(200, 900)).toBe(1);
    expect(practiceSecondsOf(42_400, 900)).toBe(42);
    expect(practiceSecondsOf(3_600_000, 900)).toBe(900);
    expect(practiceSecondsOf(-5, 900)).toBe(1);
  });

  it('shows time spent as the progress card does', () => {
    expect(formatPracticeTime(45)).toBe('45s');
    expect(formatPracticeTime(12 * 60 + 5)).toBe('12m');
    expect(formatPracticeTime(3 * 3600 + 22 * 60)).toBe('3h 22m');
  });
});
