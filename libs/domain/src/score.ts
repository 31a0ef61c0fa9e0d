/** One set of thresholds for labels, colours and the verdict, so they never disagree. */
export type ScoreColour = 'green' | 'yellow' | 'red';
export type ScoreLabel = 'Excellent' | 'Good' | 'Fair' | 'Needs Improvement' | 'Poor';

export const scoreLabel = (score: number): ScoreLabel => {
  if (score >= 90) return 'Excellent';
  if (score >= 80) return 'Good';
  if (score >= 70) return 'Fair';
  if (score >= 60) return 'Needs Improvement';
  return 'Poor';
};

/** Green at 80 and above, yellow 60 to 79, red below 60 (resume scores and match scores alike). */
export const scoreColour = (score: number): ScoreColour => {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
};

/** The basic resume tool's verdict. */
export const resumeVerdict = (score: number): string => {
  if (score >= 80) return 'Excellent resume!';
  if (score >= 60) return 'Good resume with room for improvement';
  return 'Needs significant improvement';
};

/** The displayed score is qualificationScore + veteranBonus, a missing one counting as 0. */
export const displayedScore = (application: {
  qualificationScore?: number | null;
  veteranBonus?: number | null;
}): number => (application.qualificationScore ?? 0) + (application.veteranBonus ?? 0);
