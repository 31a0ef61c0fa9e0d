/**
 * Applications as job seekers send them: their records and files, the deletion of unconfirmed
 * ones whose link expired, and the closing of those left without a decision after their job
 * closed. public-api takes and confirms applications with it; the worker runs the sweeps. A job's
 * closing (by its employer, an admin or its deadline) has the same effects on its applicants
 * whichever service closes it: employer-api, admin-api and the worker all apply `closeJobForApplicants`.
 */
export * from './data-access/application-repository';
export * from './data-access/application-files';
export * from './data-access/saved-resume-repository';
export * from './data-access/resume-text';
export { createExtractionQueue, ExtractionRefused } from './data-access/extraction-queue';
export * from './domain/expire-pending-applications';
export * from './domain/close-unanswered-applications';
export * from './domain/interview-mail';
export * from './domain/close-job';
export * from './domain/score-application';
