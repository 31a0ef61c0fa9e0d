export { CompanyCard } from './company-card';
export { JobDetails } from './job-details';
export { JobSummaryCard, type JobSummaryCardProps } from './job-summary-card';
export { SimilarJobs } from './similar-jobs';
