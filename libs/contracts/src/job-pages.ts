/** A job's own page: GET /api/jobs/:id/page, and the address of the page (`jobPagePath`). */
import { text } from '@jobboard/i18n';
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
    .max(200, text('must be at most 200 characters'))
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

// Its texts live in a zod-free module, so a job page's first view loads no schema.
export { jobPageMessages } from './job-page-messages';
