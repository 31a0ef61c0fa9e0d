export { JobPostingsTab, type JobPostingsTabProps } from './job-postings-tab';
