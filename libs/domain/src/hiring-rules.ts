import { coverLetterPreviewLength, type ApplicationStatus, type PipelineStage } from '@jobboard/contracts';
import { alwaysAskedQuestions } from './application-rules';

const normalised = (question: string) => question.trim().replace(/\s+/g, ' ').toLowerCase();
const alwaysAsked = new Set(alwaysAskedQuestions.map(normalised));

/**
 * The questions a job stores as its own: blank ones and repeats dropped, and never a copy of
 * an always-asked question (those, the mandatory acknowledgement last, are added for every
 * applicant by `applicationScreeningQuestions`, so a client cannot move or reword them).
 */
export const ownScreeningQuestions = (questions: readonly string[]): string[] => {
  const seen = new Set<string>();
  const own: string[] = [];
  for (const question of questions) {
    const key = normalised(question);
    if (!key || alwaysAsked.has(key) || seen.has(key)) continue;
    seen.add(key);
    own.push(question.trim());
  }
  return own;
};

/** A cover letter as lists show it: its first 100 characters, and whether it was cut. */
export const coverLetterPreview = (letter: string | undefined | null): { text?: string; truncated: boolean } => {
  if (!letter) return { truncated: false };
  if (letter.length <= coverLetterPreviewLength) return { text: letter, truncated: false };
  return { text: letter.slice(0, coverLetterPreviewLength), truncated: true };
};

// In a module of its own, without the contracts' schemas: the job search's rules in the job list read it too.
export { isRemoteLocation } from './remote-work';

/** A job's view counts once per viewer in this window: reloading the page adds nothing. */
export const jobViewWindowMs = 24 * 60 * 60 * 1000;

/**
 * An application's status (what its applicant is told) and its pipeline stage (the employer's
 * board) move together: every change of either goes through `withStatus` or `withStage`.
 * The stage each status belongs to; a closed application (closed without a decision) keeps its stage.
 */
export const stageOfStatus: Record<ApplicationStatus, PipelineStage | undefined> = {
  pending: 'applied',
  reviewed: 'applied',
  shortlisted: 'screening',
  interviewing: 'interview',
  accepted: 'offer',
  hired: 'hired',
  rejected: 'rejected',
  closed: undefined,
};

/** The status an application takes when it is moved to a stage (unless its status already belongs there). */
export const statusOfStage: Record<PipelineStage, ApplicationStatus> = {
  applied: 'pending',
  screening: 'shortlisted',
  interview: 'interviewing',
  offer: 'accepted',
  hired: 'hired',
  rejected: 'rejected',
};

export interface StatusAndStage {
  status: ApplicationStatus;
  pipelineStage: PipelineStage;
}

/** A new status, with the stage it belongs to. */
export const withStatus = (current: StatusAndStage, status: ApplicationStatus): StatusAndStage => ({
  status,
  pipelineStage: stageOfStatus[status] ?? current.pipelineStage,
});

/** A new stage, with its status: a status that already belongs to the stage is kept (reviewed stays reviewed in "applied"). */
export const withStage = (current: StatusAndStage, pipelineStage: PipelineStage): StatusAndStage => ({
  pipelineStage,
  status: stageOfStatus[current.status] === pipelineStage ? current.status : statusOfStage[pipelineStage],
});

const stagesBeforeInterview: readonly PipelineStage[] = ['applied', 'screening'];

/** Booking an interview moves an application not yet that far to the interview stage; one further along stays. */
export const withInterviewBooked = (current: StatusAndStage): StatusAndStage =>
  stagesBeforeInterview.includes(current.pipelineStage) && current.status !== 'closed' ? withStage(current, 'interview') : current;
