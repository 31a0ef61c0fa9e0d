/**
 * The employer's working day: job postings, the applications to them, the ranked pipeline,
 * notifications and the dashboard's figures. What the employer-api takes and answers, and the
 * texts both sides show.
 */
import { text, type Translate } from '@jobboard/i18n';
import { z } from 'zod';
import { blankAsMissing, isoDateSchema, jobTypeSchema, longText, objectIdSchema, pageOf, requiredLongText, requiredText, textList } from './common';
import { applicationSchema, employerNotificationSchema, jobSchema, storedFileSchema } from './entities';
import { applicationScoringStates, applicationStatuses, experienceLevels, pipelineStages, salaryPeriods, securityClearances, type ApplicationStatus } from './enums';
import { mustBeOneOf } from './field-messages';
import { optionalLongText, optionalText } from './form-fields';
import { contractsEnglish } from './texts';

/** The posting form offers this many screening questions at most (the always-asked ones come on top). */
export const maxScreeningQuestions = 10;

/** How many applications a page of the employer's lists holds. */
export const employerApplicationsPageSize = 20;

/** Cover letters are cut to this many characters in lists; the whole letter shows when one is opened. */
export const coverLetterPreviewLength = 100;

/** The statuses an employer may set (any of them, in any order). */
export const employerApplicationStatuses = [
  'pending',
  'reviewed',
  'shortlisted',
  'rejected',
  'hired',
] as const satisfies readonly ApplicationStatus[];
export type EmployerApplicationStatus = (typeof employerApplicationStatuses)[number];

export const employerStatusLabels: Record<EmployerApplicationStatus, string> = {
  pending: 'Pending',
  reviewed: 'Reviewed',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
  hired: 'Hired',
};

export type PipelineStage = (typeof pipelineStages)[number];
export const pipelineStageLabels: Record<PipelineStage, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

const lowerCased = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** A whole number of dollars; the form sends what was typed, so numeric text is read as a number. */
const wholeDollars = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
  z.number({ error: text('must be a whole number') }).int(text('must be a whole number')).min(0, text('must not be negative')).max(10_000_000),
);

/** A calendar day (YYYY-MM-DD, as a date input gives it) or a full ISO instant. */
export const calendarDaySchema = z.union([z.iso.date(), isoDateSchema], { error: text('must be a date') });

/** The refusal of a posting with more screening questions than the form offers. */
const tooManyScreeningQuestions = (t: Translate = contractsEnglish) => t('at most {{max}} screening questions', { max: maxScreeningQuestions });

/** A list field of the posting form: at least one non-blank entry. */
const requiredList = (maxItems: number, maxLength: number) =>
  textList(maxItems, maxLength).refine((items) => items.length > 0, text('must have at least one item'));

/**
 * POST /api/employers/:id/jobs and PUT /api/jobs/:id: the Post New Job dialog. Blank screening
 * questions are dropped, then at most ten remain; the always-asked questions (the mandatory
 * acknowledgement last) are added by the server for every applicant and never stored from here.
 */
const jobPostingFieldsSchema = z.object({
  title: requiredText(200),
  department: optionalText(100),
  location: requiredText(200),
  type: jobTypeSchema,
  experience: z.preprocess(lowerCased, z.enum(experienceLevels)),
  salaryMin: wholeDollars.optional(),
  salaryMax: wholeDollars.optional(),
  salaryPeriod: z.enum(salaryPeriods).default('yearly'),
  description: requiredLongText(20_000),
  schedule: requiredText(200),
  requirements: requiredList(30, 500),
  responsibilities: requiredList(30, 500),
  benefits: requiredList(30, 500),
  applicationDeadline: calendarDaySchema.optional(),
  screeningQuestions: textList(50, 500)
    .default([])
    .refine((questions) => questions.length <= maxScreeningQuestions, tooManyScreeningQuestions()),
  // No secondChanceEmployer: a job's second-chance marker follows its employer's fair-chance
  // attestation (PUT /api/employers/:id/fair-chance); a value sent here is ignored.
  /** The clearance a candidate must hold; "None" or absent: none (stored as absent). */
  clearanceRequired: z.enum(securityClearances, { error: mustBeOneOf(securityClearances) }).optional(),
});
/** What the dialog sends. */
export type JobPosting = z.input<typeof jobPostingFieldsSchema>;
/** What the server stores from it: trimmed, blank list entries dropped, labels lower-cased. */
export type ValidJobPosting = z.output<typeof jobPostingFieldsSchema>;

export const jobPostingSchema = blankAsMissing(
  jobPostingFieldsSchema.refine((job) => job.salaryMin === undefined || job.salaryMax === undefined || job.salaryMax >= job.salaryMin, {
    message: text('must not be less than the minimum salary'),
    path: ['salaryMax'],
  }),
);

/** GET /api/employers/:id/jobs: every job of the employer, newest first, closed ones included. */
export const employerJobListSchema = z.array(jobSchema);

/** Where the next post would come from: the plan's posts this period, a bought credit, or nowhere. */
export const postingEntitlementSchema = z.object({
  canPost: z.boolean(),
  source: z.enum(['plan', 'credit', 'none']),
  /** Posts left in the plan's current period; null when the plan is unlimited or there is no plan. */
  planPostsLeft: z.number().int().min(0).nullable(),
  credits: z.number().int().min(0),
  /** Short words for the dialog: "4 posts left this month", "1 job post credit". */
  summary: z.string(),
});
export type PostingEntitlement = z.infer<typeof postingEntitlementSchema>;

/** GET /api/employers/:id/stats: the four stat cards, counted on the server, and what posting would use. */
export const employerStatsSchema = z.object({
  activeJobs: z.number().int().min(0),
  totalApplications: z.number().int().min(0),
  totalViews: z.number().int().min(0),
  unreadNotifications: z.number().int().min(0),
  posting: postingEntitlementSchema,
});
export type EmployerStats = z.infer<typeof employerStatsSchema>;

/** Why an application scored what it did: every point the employer sees has its evidence. */
export const scoreFactorSchema = z.object({
  name: z.enum(['requirements', 'title', 'experience', 'screening']),
  label: z.string(),
  points: z.number().min(0),
  maxPoints: z.number().min(0),
  detail: z.string(),
});
export const qualificationExplanationSchema = z.object({
  /** False when neither the resume nor the cover letter gave text to score: then there is no score. */
  readable: z.boolean(),
  requirementsMet: z.array(z.object({ requirement: z.string(), evidence: z.string() })),
  /** Requirements partly shown ("Excel" for "routing software and Excel"), with the line(s) shown; each is also in requirementsMissing. */
  requirementsPartial: z.array(z.object({ requirement: z.string(), evidence: z.string() })).optional(),
  requirementsMissing: z.array(z.string()),
  factors: z.array(scoreFactorSchema),
});
export type QualificationExplanation = z.infer<typeof qualificationExplanationSchema>;

/** One application as its employer sees it in a list (the cover letter cut to 100 characters). */
export const employerApplicationSchema = applicationSchema.omit({ resumeUrl: true }).extend({
  coverLetterTruncated: z.boolean(),
  displayedScore: z.number(),
  /** The applicant is a registered veteran (what earns the veteran bonus). */
  isVeteran: z.boolean(),
  rejectionReason: z.string().optional(),
  jobStatus: z.string().optional(),
  explanation: qualificationExplanationSchema.optional(),
  /** `pending` until the worker has scored it (seconds after it arrives); `failed` until the employer retries. */
  scoring: z.enum(applicationScoringStates),
});
export type EmployerApplication = z.infer<typeof employerApplicationSchema>;

/** GET /api/applications/:id: the whole application, for its employer. */
export const employerApplicationDetailSchema = employerApplicationSchema.extend({
  screening: z.array(z.object({ question: z.string(), answer: z.string() })),
  followUpMessage: z.string().optional(),
});
export type EmployerApplicationDetail = z.infer<typeof employerApplicationDetailSchema>;

export const employerApplicationPageSchema = pageOf(employerApplicationSchema);
export type EmployerApplicationPage = z.infer<typeof employerApplicationPageSchema>;

/** GET /api/employers/:id/applications and .../ranked: optional job and status filters, a page of 20. */
export const employerApplicationQuerySchema = z.object({
  jobId: objectIdSchema.optional().or(z.literal('').transform(() => undefined)),
  status: z
    .enum(applicationStatuses)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type EmployerApplicationQuery = z.infer<typeof employerApplicationQuerySchema>;

/** PUT /api/applications/:id/status: notes and a rejection reason are both shown to the candidate. */
const applicationStatusChangeSchema = z.object({
  status: z.enum(employerApplicationStatuses),
  notes: optionalLongText(5000),
  rejectionReason: optionalLongText(1000),
});
export type ApplicationStatusUpdate = z.input<typeof applicationStatusChangeSchema>;
export const applicationStatusUpdateSchema = blankAsMissing(applicationStatusChangeSchema);

/** PUT /api/applications/:id/pipeline: private to the employer. A null date clears it. */
export const pipelineUpdateSchema = z.object({
  pipelineStage: z.enum(pipelineStages),
  employerRating: z.number().int(text('must be a whole number')).min(0).max(5),
  employerNotes: longText(5000).optional(),
  nextFollowUpDate: calendarDaySchema.nullable().optional(),
});
export type PipelineUpdate = z.input<typeof pipelineUpdateSchema>;

/** GET /api/employers/:id/notifications: newest first, with how many are unread. */
export const employerNotificationListSchema = z.object({
  items: z.array(employerNotificationSchema),
  unread: z.number().int().min(0),
});
export type EmployerNotificationList = z.infer<typeof employerNotificationListSchema>;

export const notificationParamsSchema = z.object({ id: objectIdSchema, notificationId: objectIdSchema });
export const applicationFileParamsSchema = z.object({ id: objectIdSchema, fileId: objectIdSchema });

/** What an employer's own download answers carry, for the Content-Disposition of a stored file. */
export const downloadableFileSchema = storedFileSchema;
