/**
 * How long a guest's resume or document analysis is kept. A guest has no account to see it in
 * again, only the report link their answer carried; after this it is deleted with its report, so
 * results nobody can come back to do not pile up. A signed-in person's analyses are kept.
 */
export const guestAnalysisRetentionDays = 30;

/** Guest analyses made before this are deleted by the next sweep. */
export const guestAnalysesExpiredBefore = (now: Date): Date => new Date(now.getTime() - guestAnalysisRetentionDays * 24 * 60 * 60 * 1000);
