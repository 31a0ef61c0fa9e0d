import type { ApplicationStatus } from '@jobboard/contracts';

/**
 * Status news reaches an applicant at most once per window of this length: every change within
 * a window rewrites the same queued email, sent when the window ends with the latest status.
 */
export const statusEmailWindowMinutes = 60;

/** What an applicant knows before any status email: their application was received. */
export const statusKnownAtApplying: ApplicationStatus = 'pending';

/** The window a change falls in (counted from the epoch, so every service agrees) and when its email is due. */
export const statusEmailWindowOf = (now: Date): { index: number; endsAt: Date } => {
  const length = statusEmailWindowMinutes * 60_000;
  const index = Math.floor(now.getTime() / length);
  return { index, endsAt: new Date((index + 1) * length) };
};
