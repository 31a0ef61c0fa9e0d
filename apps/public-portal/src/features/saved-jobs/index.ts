export { SaveJobButton, type SaveJobButtonProps } from './save-job-button';
export { SavedJobs, savedJobsPath } from './saved-jobs';
