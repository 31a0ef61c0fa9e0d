/**
 * The address of a job's page (the page table's `/jobs/:id`), in a module of its own: job cards
 * link every job with it, and importing it does not bring the whole page table into a list's
 * first view. Re-exported by pages.ts, where the page table is.
 */
export const jobPagePath = (jobId: string): string => `/jobs/${encodeURIComponent(jobId)}`;

/** The query parameter that opens a job page's Apply dialog when it loads. */
export const jobPageApplyParam = 'apply';

/** A job's page that opens its Apply dialog at once (a recommendation's "Apply Now"). */
export const jobPageApplyPath = (jobId: string): string => `${jobPagePath(jobId)}?${jobPageApplyParam}=1`;

/** The AI Document Analyzer (/resume) with this job chosen: "Check my match" on a job's page and in the Apply dialog. */
export const checkMyMatchPath = (jobId: string): string => `/resume?tab=ai-analyzer&job=${encodeURIComponent(jobId)}`;
