import type { Job } from '@jobboard/contracts';
export { jobStatusLabels } from '@jobboard/contracts';
import { formatSalaryRange } from '@jobboard/domain';
import type { BadgeTone } from '@jobboard/ui';

export const jobStatusTone = (status: Job['status']): BadgeTone =>
  status === 'active' ? 'success' : status === 'paused' ? 'warning' : 'neutral';

/** The dashboard says "Not specified" for a job without any salary (the search says "Salary not specified"). */
export const jobSalaryText = (job: Pick<Job, 'salaryMin' | 'salaryMax' | 'salaryPeriod'>): string =>
  job.salaryMin === undefined && job.salaryMax === undefined ? 'Not specified' : formatSalaryRange(job);
