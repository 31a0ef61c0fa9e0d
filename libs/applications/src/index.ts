/**
 * Applications as job seekers send them: their records and files, the deletion of unconfirmed
 * ones whose link expired, and the closing of those left without a decision after their job
 * closed. public-api takes and confirms applications with it; the worker runs the two sweeps.
 */
export * from './data-access/application-repository';
export * from './data-access/application-files';
export * from './domain/expire-pending-applications';
export * from './domain/close-unanswered-applications';
