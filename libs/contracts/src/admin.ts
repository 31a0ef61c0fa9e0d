/** The admin portal's requests: admins sign in with a username, not an email. */
import { text } from '@jobboard/i18n';
import { z } from 'zod';
import { isoDateSchema, objectIdSchema, pageOf, pageQuerySchema, requiredLongText } from './common';
import { applicationSchema, employerSchema, jobSchema, veteranProfileSchema } from './entities';
import { applicationStatuses, jobStatuses, militaryBranches, verificationStatuses } from './enums';
import { mustBeOneOf } from './field-messages';
import { plainQuery } from './job-search';

export const adminLoginSchema = z.object({
  username: z.string().trim().min(1, text('is required')).max(50),
  password: z.string().min(1, text('is required')).max(128),
});
export type AdminLoginBody = z.infer<typeof adminLoginSchema>;

/** Twenty rows a page on every admin list. */
export const adminListPageSize = 20;

const oneOf = (values: readonly string[]) => mustBeOneOf(values);

/** The tab's search box: words, each matching the start of a word of the row's searched fields. */
const searchBox = z
  .string()
  .trim()
  .max(100, text('must be at most 100 characters'))
  .optional()
  .transform((value) => (value ? value : undefined));

/** A filter value, or "" / "any" for none. */
const filterOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .trim()
    .pipe(z.enum(['', 'any', ...values] as const, { error: oneOf(['any', ...values]) }))
    .optional()
    .transform((value) => (value === '' || value === 'any' ? undefined : (value as T[number] | undefined)));

const sortOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: oneOf(values) }).default(values[0]);

export const adminJobSorts = ['newest', 'oldest', 'title', 'company'] as const;
export const adminApplicationSorts = ['newest', 'oldest', 'name'] as const;
export const adminEmployerSorts = ['newest', 'oldest', 'company'] as const;
export const adminVeteranSorts = ['newest', 'oldest', 'name'] as const;
export type AdminJobSort = (typeof adminJobSorts)[number];
export type AdminApplicationSort = (typeof adminApplicationSorts)[number];
export type AdminEmployerSort = (typeof adminEmployerSorts)[number];
export type AdminVeteranSort = (typeof adminVeteranSorts)[number];

/** GET /api/admin/jobs: search title and company; filter by status. */
export const adminJobQuerySchema = plainQuery(
  z.object({ q: searchBox, status: filterOf(jobStatuses), sort: sortOf(adminJobSorts), page: pageQuerySchema.shape.page }),
);
export type AdminJobQuery = z.infer<typeof adminJobQuerySchema>;

/** GET /api/applications: search applicant name, email and job title; filter by status. */
export const adminApplicationQuerySchema = plainQuery(
  z.object({ q: searchBox, status: filterOf(applicationStatuses), sort: sortOf(adminApplicationSorts), page: pageQuerySchema.shape.page }),
);
export type AdminApplicationQuery = z.infer<typeof adminApplicationQuerySchema>;

/** GET /api/employers: search company, contact and email; filter by verification. */
export const adminEmployerQuerySchema = plainQuery(
  z.object({
    q: searchBox,
    verification: filterOf(verificationStatuses),
    sort: sortOf(adminEmployerSorts),
    page: pageQuerySchema.shape.page,
  }),
);
export type AdminEmployerQuery = z.infer<typeof adminEmployerQuerySchema>;

/** GET /api/veterans: search name, email, branch and MOS; filter by branch. */
export const adminVeteranQuerySchema = plainQuery(
  z.object({ q: searchBox, branch: filterOf(militaryBranches), sort: sortOf(adminVeteranSorts), page: pageQuerySchema.shape.page }),
);
export type AdminVeteranQuery = z.infer<typeof adminVeteranQuerySchema>;

/** A row of the jobs tab (and its detail view). */
export const adminJobSchema = jobSchema
  .pick({
    id: true,
    employerId: true,
    title: true,
    companyName: true,
    department: true,
    location: true,
    type: true,
    experience: true,
    salaryMin: true,
    salaryMax: true,
    salaryPeriod: true,
    status: true,
    secondChanceEmployer: true,
    applicantCount: true,
    viewCount: true,
    posted: true,
    employerVerified: true,
    closedAt: true,
  })
  // Why an admin closed it: told to its employer and kept for admins, never in the public job answers.
  .extend({ closedReason: z.string().optional() });
export type AdminJob = z.infer<typeof adminJobSchema>;

/** A row of the applications tab: who applied to what, never the files themselves. */
export const adminApplicationSchema = applicationSchema
  .pick({
    id: true,
    jobId: true,
    userId: true,
    veteranId: true,
    applicantName: true,
    applicantEmail: true,
    jobTitle: true,
    companyName: true,
    status: true,
    pipelineStage: true,
    qualificationScore: true,
    veteranBonus: true,
    appliedAt: true,
    reviewedAt: true,
  })
  .extend({
    employerId: objectIdSchema,
    /** How many files came with it (resume and supporting documents); their bytes stay with the employer. */
    fileCount: z.number().int().min(0),
  });
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

/** A row of the employers tab. */
export const adminEmployerSchema = employerSchema
  .pick({
    id: true,
    email: true,
    companyName: true,
    contactName: true,
    phone: true,
    city: true,
    state: true,
    website: true,
    industry: true,
    companySize: true,
    verificationStatus: true,
    verificationReason: true,
    verificationDecidedAt: true,
    subscriptionStatus: true,
    subscriptionPlan: true,
    createdAt: true,
  })
  .extend({
    isActive: z.boolean(),
    /** Its jobs live in search now: for a pending employer, unvetted postings job seekers can see. */
    liveJobCount: z.number().int().min(0),
  });
export type AdminEmployer = z.infer<typeof adminEmployerSchema>;

/** A row of the veterans tab. */
export const adminVeteranSchema = veteranProfileSchema.pick({
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  phone: true,
  location: true,
  militaryBranch: true,
  rank: true,
  serviceYears: true,
  mos: true,
  securityClearance: true,
  skills: true,
  certifications: true,
  availability: true,
  isActive: true,
  profileViews: true,
  createdAt: true,
});
export type AdminVeteran = z.infer<typeof adminVeteranSchema>;

export const adminJobPageSchema = pageOf(adminJobSchema);
export const adminApplicationPageSchema = pageOf(adminApplicationSchema);
export const adminEmployerPageSchema = pageOf(adminEmployerSchema);
export const adminVeteranPageSchema = pageOf(adminVeteranSchema);
export type AdminJobPage = z.infer<typeof adminJobPageSchema>;
export type AdminApplicationPage = z.infer<typeof adminApplicationPageSchema>;
export type AdminEmployerPage = z.infer<typeof adminEmployerPageSchema>;
export type AdminVeteranPage = z.infer<typeof adminVeteranPageSchema>;

/** GET /api/admin/summary: the dashboard's cards, counted on the server. */
export const adminSummarySchema = z.object({
  activeJobs: z.number().int().min(0),
  applicationsThisWeek: z.number().int().min(0),
  applicationsTotal: z.number().int().min(0),
  employersByVerification: z.object(
    Object.fromEntries(verificationStatuses.map((status) => [status, z.number().int().min(0)])) as Record<
      (typeof verificationStatuses)[number],
      z.ZodNumber
    >,
  ),
  veterans: z.number().int().min(0),
  jobSeekers: z.number().int().min(0),
  /** Live jobs of employers not verified yet (labelled "Unverified employer"): what the verification queue holds up. */
  unverifiedLiveJobs: z.number().int().min(0),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

/** Why an admin acted: shown to the employer (rejection, closed job) and kept in the audit trail. */
const reasonSchema = requiredLongText(1000);
const optionalReasonSchema = z
  .string()
  .trim()
  .max(1000, text('must be at most 1000 characters'))
  .optional()
  .transform((value) => (value ? value : undefined));

/** PUT /api/admin/employers/:id/verification: verify, or reject with a reason. */
export const employerVerificationDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('verified'), reason: optionalReasonSchema }),
  z.object({ decision: z.literal('rejected'), reason: reasonSchema }),
]);
export type EmployerVerificationDecision = z.input<typeof employerVerificationDecisionSchema>;

/** PUT /api/admin/jobs/:id/close: the reason reaches the employer as a notification. */
export const adminJobClosingSchema = z.object({ reason: reasonSchema });
export type AdminJobClosing = z.infer<typeof adminJobClosingSchema>;

/** The accounts an admin can deactivate and reactivate. */
export const moderatedAccountKinds = ['employer', 'veteran', 'jobseeker'] as const;
export type ModeratedAccountKind = (typeof moderatedAccountKinds)[number];

/** PUT /api/admin/{employers,veterans,job-seekers}/:id/active */
export const accountActivationSchema = z.object({ active: z.boolean(), reason: reasonSchema });
export type AccountActivation = z.infer<typeof accountActivationSchema>;

/** What the answer of an activation change says. */
export const accountActivationResultSchema = z.object({ id: objectIdSchema, kind: z.enum(moderatedAccountKinds), isActive: z.boolean() });
export type AccountActivationResult = z.infer<typeof accountActivationResultSchema>;

/** Everything an admin does, as the audit trail names it. */
export const adminAuditActions = [
  'login',
  'logout',
  'employer.verified',
  'employer.rejected',
  'job.closed',
  'account.deactivated',
  'account.reactivated',
  'admin.created',
  'admin.password-reset',
] as const;
export type AdminAuditAction = (typeof adminAuditActions)[number];
export const adminAuditActionLabels: Record<AdminAuditAction, string> = {
  login: 'Signed in',
  logout: 'Signed out',
  'employer.verified': 'Verified employer',
  'employer.rejected': 'Rejected employer',
  'job.closed': 'Closed job',
  'account.deactivated': 'Deactivated account',
  'account.reactivated': 'Reactivated account',
  'admin.created': 'Created admin',
  'admin.password-reset': 'Reset admin password',
};
export const adminAuditTargetTypes = ['admin', 'employer', 'veteran', 'jobseeker', 'job'] as const;

/** One entry of the audit trail: who did what to which record, when, and why. Never changed. */
export const adminAuditEntrySchema = z.object({
  id: objectIdSchema,
  /** Absent when the action came from the server's command line (create-admin), named "command line". */
  adminId: objectIdSchema.optional(),
  adminUsername: z.string(),
  action: z.enum(adminAuditActions),
  targetType: z.enum(adminAuditTargetTypes),
  targetId: objectIdSchema,
  /** The target as it was named at the time (a company, a job title, a person). */
  targetLabel: z.string(),
  reason: z.string().optional(),
  createdAt: isoDateSchema,
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** GET /api/admin/audit: newest first, optionally one action. */
export const adminAuditQuerySchema = plainQuery(z.object({ action: filterOf(adminAuditActions), page: pageQuerySchema.shape.page }));
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;
export const adminAuditPageSchema = pageOf(adminAuditEntrySchema);
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;
