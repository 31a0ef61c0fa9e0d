/**
 * The one table of score bands: every score shown with a word (the resume analyzer's label and
 * verdict, a job match, the pipeline's colours) reads its band here, so a label and a message
 * beside the same score never disagree.
 */
export type ScoreColour = 'green' | 'yellow' | 'red';
export type ScoreLabel = 'Excellent' | 'Good' | 'Fair' | 'Needs Improvement' | 'Poor';

export interface ScoreBand {
  /** The lowest score in the band (inclusive); the band runs up to the next band's minimum. */
  readonly min: number;
  readonly label: ScoreLabel;
  readonly colour: ScoreColour;
  /** The resume analyzer's verdict for a resume in this band. */
  readonly resumeMessage: string;
  /** What a job match in this band says. */
  readonly matchMessage: string;
}

/** Highest band first. */
export const scoreBands: readonly ScoreBand[] = [
  { min: 90, label: 'Excellent', colour: 'green', resumeMessage: 'Excellent resume!', matchMessage: 'Excellent match' },
  {
    min: 80,
    label: 'Good',
    colour: 'green',
    resumeMessage: 'Good resume: a few improvements will make it stronger',
    matchMessage: 'Good match',
  },
  { min: 70, label: 'Fair', colour: 'yellow', resumeMessage: 'Fair resume with room for improvement', matchMessage: 'Fair match' },
  {
    min: 60,
    label: 'Needs Improvement',
    colour: 'yellow',
    resumeMessage: 'Your resume needs improvement before you send it',
    matchMessage: 'Partial match',
  },
  { min: 0, label: 'Poor', colour: 'red', resumeMessage: 'Needs significant improvement', matchMessage: 'Weak match' },
];

/** The band of a score (scores below 0 count as 0). */
export const scoreBand = (score: number): ScoreBand => scoreBands.find((band) => score >= band.min) ?? scoreBands[scoreBands.length - 1];

export const scoreLabel = (score: number): ScoreLabel => scoreBand(score).label;

/** Green at 80 and above, yellow 60 to 79, red below 60 (resume scores and match scores alike). */
export const scoreColour = (score: number): ScoreColour => scoreBand(score).colour;

/** The resume analyzer's verdict: the message of the score's band. */
export const resumeVerdict = (score: number): string => scoreBand(score).resumeMessage;

/** A job match's words: the message of the score's band. */
export const matchVerdict = (score: number): string => scoreBand(score).matchMessage;

/** The displayed score is qualificationScore + veteranBonus, a missing one counting as 0. */
export const displayedScore = (application: { qualificationScore?: number | null; veteranBonus?: number | null }): number =>
  (application.qualificationScore ?? 0) + (application.veteranBonus ?? 0);
