import type { Job } from '@jobboard/contracts';
import type { Translator } from '@jobboard/i18n';
export { jobStatusLabels } from '@jobboard/contracts';
import { formatSalaryRange } from '@jobboard/domain';
import type { BadgeTone } from '@jobboard/ui';

export const jobStatusTone = (status: Job['status']): BadgeTone =>
  status === 'active' ? 'success' : status === 'paused' ? 'warning' : 'neutral';

/**
 * The dashboard says "Not specified" for a job without any salary (the search says "Salary not
 * specified"); `td` is the domain's translator, for the range's words ("From", "Up to").
 */
export const jobSalaryText = (job: Pick<Job, 'salaryMin' | 'salaryMax' | 'salaryPeriod'>, t: Translator['t'], td: Translator['t']): string =>
  job.salaryMin === undefined && job.salaryMax === undefined ? t('Not specified') : formatSalaryRange(job, td);
