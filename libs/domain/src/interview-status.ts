import { interviewMessages, type InterviewStatus } from '@jobboard/contracts';

/**
 * Which status changes an interview may make:
 * - a cancelled interview stays cancelled (a new one is scheduled instead);
 * - completed and no-show describe what happened, so only once the start time has passed;
 * - one that took place (completed, no-show) is corrected between those two, not cancelled;
 * - back to scheduled (from completed or no-show) is a booking again: the caller re-runs every
 *   slot rule (`rebooks`), the time must be bookable and free, as for a new interview.
 */
export interface InterviewStatusChange {
  from: InterviewStatus;
  to: InterviewStatus;
  start: Date;
  now: Date;
}

/** The refusal's words, or undefined when the change is allowed. */
export const interviewStatusChangeProblem = ({ from, to, start, now }: InterviewStatusChange): string | undefined => {
  if (from === to) return undefined;
  if (from === 'cancelled') return interviewMessages.cancelledIsFinal;
  if ((to === 'completed' || to === 'no_show') && now.getTime() < start.getTime()) return interviewMessages.notStartedYet;
  if (to === 'cancelled' && from !== 'scheduled') return interviewMessages.pastIsNotCancelled;
  return undefined;
};

/** A change that makes the interview a booking again, so the slot and overlap rules run. */
export const interviewRebooks = (from: InterviewStatus, to: InterviewStatus): boolean => to === 'scheduled' && from !== 'scheduled';
