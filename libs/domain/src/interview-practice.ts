/** Interview practice: the question card's moves and the progress card's figures. */

/** The next question's index: Next and Skip stop at the last question. */
export const nextQuestionIndex = (index: number, total: number): number => Math.max(0, Math.min(index + 1, total - 1));

/** The previous question's index, never before the first. */
export const previousQuestionIndex = (index: number): number => Math.max(0, index - 1);

/** Time spent on one question, in whole seconds, at least 1 and at most `maxSeconds` (a tab left open adds no more). */
export const practiceSecondsOf = (elapsedMs: number, maxSeconds: number): number =>
  Math.max(1, Math.min(maxSeconds, Math.round(Math.max(0, elapsedMs) / 1000)));

/** "3h 22m", "12m", "45s": how the progress card shows time spent. */
export const formatPracticeTime = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole < 60) return `${whole}s`;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
};
