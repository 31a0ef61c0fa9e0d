/** The veteran portal's requests. */
import { text } from '@jobboard/i18n';
import { z } from 'zod';
import { emailSchema, jobTypeSchema, passwordSchema, requiredText, textList } from './common';
import { jobSchema, veteranProfileSchema } from './entities';
import { candidateInterviewSchema } from './interviews';
import { applicationStatuses, availabilities, militaryBranches, securityClearances, veteranEducationLevels } from './enums';
import { optionalLongText, optionalText, optionalUrl, withConfirmEmail } from './form-fields';

/** Resume: only the file name is kept for veterans; nothing is uploaded. */
export const resumeFileNameSchema = optionalText(255).refine(
  (name) => name === undefined || /\.(pdf|docx?)$/i.test(name),
  text('Invalid File Type: Please upload a PDF, DOC, or DOCX file.'),
);

// Veteran signup, with a password so the veteran can sign in again.
export const veteranRegistrationSchema = z.object({
  email: emailSchema,
  firstName: requiredText(100),
  lastName: requiredText(100),
  phone: optionalText(30),
  location: optionalText(200),
  militaryBranch: z.enum(militaryBranches),
  rank: optionalText(100),
  serviceYears: optionalText(50),
  deployments: textList(30, 200).default([]),
  securityClearance: z.enum(securityClearances).optional(),
  mos: optionalText(100),
  skills: textList(50, 100).default([]),
  certifications: textList(30, 200).default([]),
  education: z.enum(veteranEducationLevels).optional(),
  preferredJobTypes: z.array(jobTypeSchema).max(4).default([]),
  salaryExpectation: optionalText(100),
  relocateWilling: z.boolean().default(false),
  resumeUrl: resumeFileNameSchema,
  profileSummary: optionalLongText(5000),
  linkedinUrl: optionalUrl(),
  availability: z.enum(availabilities).default('immediately'),
  password: passwordSchema,
});
export type VeteranRegistration = z.infer<typeof veteranRegistrationSchema>;

export const veteranRegistrationFormSchema = withConfirmEmail(veteranRegistrationSchema);

/**
 * GET /api/veterans/session: the signed-in veteran, or null when the visitor is not signed in
 * as one. Always 200: the header asks on every page.
 */
export const veteranSessionAnswerSchema = veteranProfileSchema.nullable();

/** PUT /api/veterans/:id (Edit Profile): every signup field but the email and the password. */
export const veteranProfileUpdateSchema = veteranRegistrationSchema.omit({ email: true, password: true });
export type VeteranProfileUpdate = z.input<typeof veteranProfileUpdateSchema>;

/** GET /api/veterans/:id/stats: the dashboard's four cards, counted on the server. */
export const veteranStatsSchema = z.object({
  applicationsSent: z.number().int().min(0),
  /** Applications still pending. */
  pendingReviews: z.number().int().min(0),
  /** Applications shortlisted: the dashboard counts these as interviews. */
  interviews: z.number().int().min(0),
  /** How many times employers opened an application that carries the profile. */
  profileViews: z.number().int().min(0),
});
export type VeteranStats = z.infer<typeof veteranStatsSchema>;

/** GET /api/veterans/:id/applications: the veteran's own, newest first. */
export const veteranApplicationSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  appliedAt: z.string(),
  status: z.enum(applicationStatuses),
  /** The job closed (by its employer, an admin or its deadline): an undecided application is shown as "Position closed". */
  positionClosed: z.boolean(),
  interviews: z.array(candidateInterviewSchema),
});
export type VeteranApplication = z.infer<typeof veteranApplicationSchema>;
export const veteranApplicationListSchema = z.array(veteranApplicationSchema);

/** GET /api/veterans/:id/recommended-jobs: the best jobs for this veteran first, each with why. */
export const recommendedJobSchema = z.object({
  job: jobSchema,
  score: z.number(),
  reasons: z.array(z.string()),
});
export type RecommendedJob = z.infer<typeof recommendedJobSchema>;
export const recommendedJobListSchema = z.array(recommendedJobSchema);

