/** A job's own page: GET /api/jobs/:id/page, and the address of the page (`jobPagePath`). */
import { z } from 'zod';
import { objectIdSchema } from './common';
import { employerTrustSchema } from './employer-trust';
import { jobSchema } from './entities';
import { companyLogoKeys } from './enums';

/** GET /api/jobs/:id/page: `location` is where the visitor searched from, for the job's distance. */
export const jobPageQuerySchema = z.object({
  location: z
    .string()
    .trim()
    .max(200, 'must be at most 200 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type JobPageQuery = z.infer<typeof jobPageQuerySchema>;

/** Another open job of the same company, as the company card lists it. */
export const companyJobSchema = jobSchema.pick({ id: true, title: true, location: true, type: true });
export type CompanyJob = z.infer<typeof companyJobSchema>;

/** The company card of a job page. */
export const jobPageCompanySchema = z.object({
  employerId: objectIdSchema,
  name: z.string(),
  logo: z.enum(companyLogoKeys),
  /** Every open job of the company, this one included when it is open. */
  openJobCount: z.number().int().min(0),
  /** Up to five of its other open jobs, newest first. */
  otherOpenJobs: z.array(companyJobSchema),
});
export type JobPageCompany = z.infer<typeof jobPageCompanySchema>;

/**
 * The job page's data. A closed job (closed, paused, or past its deadline) is still shown, with
 * `acceptingApplications: false`, so a shared link or an old email explains itself.
 */
export const jobPageSchema = z.object({
  job: jobSchema,
  acceptingApplications: z.boolean(),
  company: jobPageCompanySchema,
  /** Up to five similar open jobs, most similar first. */
  similarJobs: z.array(jobSchema).max(5),
  /** Where the distance was measured from, when the visitor gave a location we know. */
  distanceFrom: z.string().optional(),
  /** What the employer attested and how it answers applicants (the company card's trust panel). */
  employerTrust: employerTrustSchema.optional(),
});
export type JobPage = z.infer<typeof jobPageSchema>;

/** What the job page says; one place for its texts. */
export const jobPageMessages = {
  notAccepting: 'This position is closed and no longer accepting applications.',
  notAcceptingHint: 'Here are similar jobs that are still open.',
  linkCopiedTitle: 'Link copied',
  linkCopiedDescription: 'The link to this job is on your clipboard.',
  copyFailedTitle: 'Could not copy the link',
  savedTitle: 'Job Saved',
  savedDescription: 'This job has been saved to your favorites.',
  savedAsGuestDescription: 'Saved in this browser. Sign in to keep it in your account.',
  unsavedTitle: 'Removed from saved jobs',
  saveFailedTitle: 'Could not save the job',
  noSimilarJobs: 'No similar open jobs right now.',
  /** 410: an admin took the job down; nothing of it is shown. */
  removedTitle: 'This job was removed',
  removed: 'This posting was removed by our moderators and is no longer available.',
} as const;
