/**
 * Finding jobs as job seekers do: search, the second-chance list, what they are told about each
 * employer (fair-chance attestation, responsiveness), and job alerts (saved searches sent as a
 * daily digest). public-api answers with it; the worker sends the digests and runs the sweeps of
 * lapsed attestations and unconfirmed alerts. The business rules themselves are in libs/domain.
 */
export * from './data-access/job-repository';
export * from './data-access/job-alert-repository';
export * from './data-access/employer-trust-repository';
export * from './domain/search-jobs';
export { jobSearchIndex, JobSearchIndex } from './search-index/job-search-index';
export * from './domain/second-chance-jobs';
export * from './domain/employer-trust';
export * from './domain/job-alerts';
export * from './domain/job-alert-links';
export * from './domain/send-job-alert-digests';
