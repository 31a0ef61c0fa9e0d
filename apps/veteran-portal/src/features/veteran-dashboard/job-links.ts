import { jobPageApplyPath, jobPagePath } from '@jobboard/contracts';

/**
 * Where a recommended job opens: View Details its own page, Apply Now the same page with its
 * Apply dialog open (the public portal's `?apply=1`).
 */
export const jobDetailsLink = (jobId: string): string => jobPagePath(jobId);
export const applyNowLink = (jobId: string): string => jobPageApplyPath(jobId);
