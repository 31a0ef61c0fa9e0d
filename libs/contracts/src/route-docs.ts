/**
 * What every row of the routing table takes and answers, for the OpenAPI document each service
 * publishes (`openapi.ts`). Built from the same schemas the handlers validate with and the use
 * cases answer with, so the document follows the code; `satisfies Record<RouteRowKey, RouteDoc>`
 * makes a row without a description a type error, and a test checks it too.
 *
 * The statuses every row shares are added by `openapi.ts` from what the server kit does for all
 * routes: 400 for a request that breaks its schema, 404 for a path parameter that names nothing,
 * 403 for a cross-site POST/PUT/DELETE, 413 for a body over the limit, 401/403 from the guards.
 * A row lists only what its own use case adds (`refusals`).
 */
import { z } from 'zod';
import {
  accountActivationResultSchema,
  accountActivationSchema,
  adminApplicationPageSchema,
  adminApplicationQuerySchema,
  adminAuditPageSchema,
  adminAuditQuerySchema,
  adminEmployerPageSchema,
  adminEmployerQuerySchema,
  adminEmployerSchema,
  adminJobClosingSchema,
  adminJobPageSchema,
  adminJobQuerySchema,
  adminJobSchema,
  adminLoginSchema,
  adminSummarySchema,
  adminVeteranPageSchema,
  adminVeteranQuerySchema,
  employerVerificationDecisionSchema,
} from './admin';
import { applicationAwaitingConfirmationSchema, applicationFormFieldsSchema, applicationUploadLimits, submittedApplicationSchema } from './application-form';
import { followUpRequestSchema, trackedApplicationListSchema, trackedApplicationSchema } from './application-tracking';
import {
  analysisHistorySchema,
  analysisReportQuerySchema,
  analysisReportSchema,
  documentAnalysisFormFieldsSchema,
  resumeAnalysisFormFieldsSchema,
} from './document-analysis';
import {
  billingConfigSchema,
  billingOverviewSchema,
  createPaymentIntentSchema,
  createSubscriptionResultSchema,
  createSubscriptionSchema,
  paymentIntentResultSchema,
  simulatePaymentSchema,
  statementParamsSchema,
  changePlanSchema,
  changePlanResultSchema,
  planChangePreviewQuerySchema,
  planChangePreviewSchema,
  subscriptionPlanListSchema,
} from './billing';
import { idParamsSchema } from './common';
import { confirmApplicationRequestSchema, confirmApplicationResultSchema } from './confirm-application';
import { fairChanceAttestationStatusSchema, fairChanceAttestationUpdateSchema } from './employer-trust';
import {
  credentialsUpdateSchema,
  employerProfileUpdateSchema,
  employerRegistrationSchema,
  employerSessionAnswerSchema,
} from './employers';
import { adminUserSchema, careerArticleSchema, employerSchema, jobSchema, veteranProfileSchema } from './entities';
import {
  applicationFileParamsSchema,
  applicationStatusUpdateSchema,
  employerApplicationDetailSchema,
  employerApplicationPageSchema,
  employerApplicationQuerySchema,
  employerApplicationSchema,
  employerJobListSchema,
  employerNotificationListSchema,
  employerStatsSchema,
  jobPostingSchema,
  notificationParamsSchema,
  pipelineUpdateSchema,
} from './hiring';
import { jobListPageSchema, jobListQuerySchema, secondChancePageSchema, secondChanceQuerySchema } from './job-search';
import { jobPageQuerySchema, jobPageSchema } from './job-pages';
import { savedJobListSchema, savedJobParamsSchema, savedJobsMergeBodySchema } from './saved-jobs';
import { emailPreferencesQuerySchema, emailPreferencesSchema, emailPreferencesUpdateSchema } from './email-preferences';
import {
  careerArticleListSchema,
  careerArticleQuerySchema,
  companyResearchResultSchema,
  companySearchParamsSchema,
  interviewQuestionListSchema,
  interviewQuestionQuerySchema,
  newsletterSubscribedSchema,
  newsletterSubscriptionSchema,
  practiceProgressSchema,
  practiceRecordSchema,
} from './career-tools';
import { jobAlertListSchema, jobAlertRequestSchema, jobAlertSchema, jobAlertTokenSchema } from './job-alerts';
import {
  availabilityUpdateSchema,
  employerInterviewListSchema,
  employerInterviewSchema,
  interviewUpdateSchema,
  scheduleInterviewSchema,
  weeklyAvailabilitySchema,
} from './interviews';
import { jobSeekerLoginSchema, jobSeekerSessionAnswerSchema, jobSeekerSessionSchema, jobSeekerSignupSchema } from './job-seekers';
import type { ServiceName, ServiceRouteKey } from './routes';
import { loginSchema } from './sign-in';
import {
  recommendedJobListSchema,
  veteranApplicationListSchema,
  veteranProfileUpdateSchema,
  veteranRegistrationSchema,
  veteranSessionAnswerSchema,
  veteranStatsSchema,
} from './veterans';

/**
 * Who may call a row, as its guard decides: `session` answers 401 without a session of the
 * role; `role`, `owner` and `owner-or-admin` answer 401 without a session and 403 for another
 * role or another account.
 */
/** "METHOD /path" of each row of the routing table. */
export type RouteRowKey = ServiceRouteKey<ServiceName>;

export type RouteAccess = 'anyone' | 'session' | 'role' | 'owner' | 'owner-or-admin';

/** A body that is not JSON: a file download, or a page. */
export interface NonJsonContent {
  readonly contentType: 'application/pdf' | 'application/octet-stream' | 'text/html';
}

export interface RouteSuccess {
  readonly status: 200 | 201 | 202 | 204;
  readonly description: string;
  /** A zod schema (JSON), a non-JSON content, or nothing (204). */
  readonly body?: z.ZodType | NonJsonContent;
}

/** Statuses a use case adds to the shared ones. 503: payments not configured; 429: throttled. */
export type RouteRefusal = 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429 | 502 | 503;

export interface RouteDoc {
  readonly summary: string;
  readonly access: RouteAccess;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodType;
  /** A JSON body, or the fields of a multipart/form-data body. */
  readonly body?: z.ZodType;
  readonly multipart?: z.ZodObject;
  /** Request headers the route reads (the Stripe signature). */
  readonly headers?: z.ZodObject;
  readonly success?: RouteSuccess;
  /** Where one call answers success in more than one way (a signed-in applicant vs an anonymous one). */
  readonly otherSuccesses?: readonly RouteSuccess[];
  readonly refusals?: readonly RouteRefusal[];
  /** Not built yet: every call answers 501 with the common error body. */
  readonly planned?: true;
}

const json = (status: RouteSuccess['status'], description: string, body: z.ZodType): RouteSuccess => ({ status, description, body });
const noContent = (description: string): RouteSuccess => ({ status: 204, description });

/** The login throttle answers 429 with Retry-After, per account and address. */
const loginRefusals = [401, 429] as const;

const uploadedFile = z.file().meta({ description: 'A file part (multipart/form-data).' });
/** The apply form: its text fields as the contract reads them, and its file parts. */
const applicationFormSchema = applicationFormFieldsSchema.extend({
  resume: uploadedFile.optional(),
  ...Object.fromEntries(
    Array.from({ length: applicationUploadLimits.maxSupportingDocuments }, (_, index) => [`supportingDocument_${index}`, uploadedFile.optional()]),
  ),
});

const stripeWebhookReceiptSchema = z.object({ received: z.boolean(), duplicate: z.boolean().optional() });
const stripeSignatureHeaders = z.object({ 'stripe-signature': z.string().optional() });
const fileDownload = (description: string, contentType: NonJsonContent['contentType']): RouteSuccess => ({
  status: 200,
  description,
  body: { contentType },
});

/** The two rows each service has for its own document. */
const apiDocsRoutes = <S extends ServiceName>(service: S) =>
  ({
    [`GET /api/openapi/${service}.json`]: {
      summary: `This OpenAPI 3.1 document of ${service}`,
      access: 'anyone',
      success: json(200, 'The document, generated from the contracts.', z.record(z.string(), z.unknown())),
    },
    [`GET /api/openapi/${service}`]: {
      summary: `A page to read this document of ${service}`,
      access: 'anyone',
      success: { status: 200, description: 'The document as a plain HTML page (no scripts).', body: { contentType: 'text/html' } },
    },
  }) as Record<`GET /api/openapi/${S}.json` | `GET /api/openapi/${S}`, RouteDoc>;

export const routeDocs = {
  // public-api
  'GET /api/jobs': {
    summary: 'Search active jobs, ten a page',
    access: 'anyone',
    query: jobListQuerySchema,
    success: json(200, 'One page of jobs; with a location, each carries its distance.', jobListPageSchema),
    refusals: [],
  },
  'GET /api/jobs/second-chance': {
    summary: 'Active jobs of second-chance employers',
    access: 'anyone',
    query: secondChanceQuerySchema,
    success: json(200, 'One page of second-chance jobs.', secondChancePageSchema),
  },
  'GET /api/jobs/:id': {
    summary: 'One active job (counts a view once per viewer a day)',
    access: 'anyone',
    params: idParamsSchema,
    success: json(200, 'The job.', jobSchema),
  },
  'GET /api/jobs/:id/page': {
    summary: "A job's page: the job whatever its status, its company, similar open jobs",
    access: 'anyone',
    params: idParamsSchema,
    query: jobPageQuerySchema,
    success: json(200, 'The job (with its distance from `location` when known), whether it takes applications, its company card and up to five similar open jobs.', jobPageSchema),
  },
  'GET /api/saved-jobs': {
    summary: "The signed-in job seeker's or veteran's saved jobs, newest first",
    access: 'role',
    success: json(200, 'Each saved job as it is now, marked closed when it no longer takes applications.', savedJobListSchema),
  },
  'POST /api/saved-jobs/merge': {
    summary: 'Add the jobs saved in this browser as a guest to the account (idempotent)',
    access: 'role',
    body: savedJobsMergeBodySchema,
    success: json(200, 'The saved jobs after the merge.', savedJobListSchema),
  },
  'PUT /api/saved-jobs/:jobId': {
    summary: 'Save a job (saving it again changes nothing)',
    access: 'role',
    params: savedJobParamsSchema,
    success: json(200, 'The saved jobs with this one.', savedJobListSchema),
    refusals: [404, 409],
  },
  'DELETE /api/saved-jobs/:jobId': {
    summary: 'Remove a saved job (removing one not saved changes nothing)',
    access: 'role',
    params: savedJobParamsSchema,
    success: json(200, 'The saved jobs without this one.', savedJobListSchema),
  },
  'POST /api/jobs/:id/apply': {
    summary: 'Apply for a job with a name, an email, a resume and answers (multipart/form-data)',
    access: 'anyone',
    params: idParamsSchema,
    multipart: applicationFormSchema,
    success: json(201, 'Signed in and applying with the account\'s own email: what was recorded (the employer\'s side stays private).', submittedApplicationSchema),
    otherSuccesses: [
      json(202, 'Anonymous: the application waits for the link sent to the email (the employer sees it once confirmed).', applicationAwaitingConfirmationSchema),
    ],
    refusals: [409, 429],
  },
  'POST /api/application-confirmations': {
    summary: 'Confirm an anonymous application with the link sent to its email',
    access: 'anyone',
    body: confirmApplicationRequestSchema,
    success: json(200, 'The application confirmed.', confirmApplicationResultSchema),
    refusals: [404, 409],
  },
  'POST /api/analyze-document': {
    summary: 'Analyze a document (PDF, DOC, DOCX or TXT up to 10 MB; multipart/form-data): findings, sub-scores, suggestions',
    access: 'anyone',
    multipart: documentAnalysisFormFieldsSchema.extend({ document: uploadedFile.optional() }),
    success: json(201, 'The analysis, stored (not the file); tied to the signed-in job seeker or veteran.', analysisReportSchema),
    refusals: [404, 422, 429],
  },
  'POST /api/resume/analyze': {
    summary: 'Analyze a resume (PDF, DOC or DOCX up to 5 MB; multipart/form-data): score and feedback',
    access: 'anyone',
    multipart: resumeAnalysisFormFieldsSchema.extend({ resume: uploadedFile.optional() }),
    success: json(201, 'The analysis, stored (not the file); tied to the signed-in job seeker or veteran.', analysisReportSchema),
    refusals: [404, 422, 429],
  },
  'GET /api/document-analyses': {
    summary: "The signed-in job seeker's or veteran's analyses, newest first, with the score trend",
    access: 'session',
    success: json(200, 'The history.', analysisHistorySchema),
  },
  'GET /api/document-analyses/:id/report.pdf': {
    summary: 'The detailed report of one analysis (PDF): its owner, or a guest with the key its answer gave',
    access: 'anyone',
    params: idParamsSchema,
    query: analysisReportQuerySchema,
    success: fileDownload('The report.', 'application/pdf'),
  },
  'GET /api/users/:id/applications': {
    summary: "The job seeker's applications, newest first",
    access: 'owner-or-admin',
    params: idParamsSchema,
    success: json(200, 'The applications as their applicant sees them.', trackedApplicationListSchema),
  },
  'POST /api/applications/:id/follow-up': {
    summary: 'Send the one follow-up of an open application',
    access: 'role',
    params: idParamsSchema,
    body: followUpRequestSchema,
    success: json(200, 'The application with its follow-up recorded.', trackedApplicationSchema),
    refusals: [409],
  },
  'GET /api/interview/questions': {
    summary: 'Interview practice questions, of one category when asked',
    access: 'anyone',
    query: interviewQuestionQuerySchema,
    success: json(200, 'The questions with their framework and tips.', interviewQuestionListSchema),
  },
  'GET /api/interview/practice': {
    summary: "The signed-in job seeker's or veteran's practice figures",
    access: 'role',
    success: json(200, 'Questions practised and time spent, across visits.', practiceProgressSchema),
  },
  'POST /api/interview/practice': {
    summary: 'Record one question practised and for how long',
    access: 'role',
    body: practiceRecordSchema,
    success: json(200, 'The figures with this practice counted.', practiceProgressSchema),
    refusals: [404],
  },
  'GET /api/companies/search/:name': {
    summary: 'Research a company by name (any case or accents, a typo or two)',
    access: 'anyone',
    params: companySearchParamsSchema,
    success: json(200, 'The company and its open jobs, or none and the nearest names.', companyResearchResultSchema),
  },
  'GET /api/career/articles': {
    summary: 'The newest career articles, of one topic when asked',
    access: 'anyone',
    query: careerArticleQuerySchema,
    success: json(200, 'The articles without their text, newest first.', careerArticleListSchema),
  },
  'GET /api/career/articles/:id': {
    summary: 'One career article with its text',
    access: 'anyone',
    params: idParamsSchema,
    success: json(200, 'The article.', careerArticleSchema),
    refusals: [404],
  },
  'POST /api/newsletter/subscribe': {
    summary: 'Subscribe an email to the career newsletter (twice is fine); a confirmation is emailed',
    access: 'anyone',
    body: newsletterSubscriptionSchema,
    success: json(200, 'The address subscribed.', newsletterSubscribedSchema),
    refusals: [429],
  },
  'POST /api/job-alerts': {
    summary: 'Save a job search as an email alert; a confirmation link is emailed unless a signed-in job seeker or veteran uses their own address',
    access: 'anyone',
    body: jobAlertRequestSchema,
    success: json(201, 'The alert, pending until its emailed link is opened (active at once for the account\'s own address).', jobAlertSchema),
    refusals: [409, 429],
  },
  'GET /api/job-alerts': {
    summary: "The signed-in job seeker's or veteran's job alerts",
    access: 'role',
    success: json(200, 'The alerts, newest first.', jobAlertListSchema),
  },
  'DELETE /api/job-alerts/:id': {
    summary: 'Remove one of your job alerts',
    access: 'role',
    params: idParamsSchema,
    success: noContent('Removed.'),
  },
  'POST /api/job-alerts/confirm': {
    summary: 'Confirm a job alert with the link emailed to its address',
    access: 'anyone',
    body: jobAlertTokenSchema,
    success: json(200, 'The alert, active.', jobAlertSchema),
    // 409: the address already holds the most confirmed alerts.
    refusals: [404, 409],
  },
  'POST /api/job-alerts/unsubscribe': {
    summary: 'Stop a job alert with the link in any of its emails (one click, no sign-in)',
    access: 'anyone',
    body: jobAlertTokenSchema,
    success: noContent('The alert is removed (also when it was already gone).'),
  },
  'POST /api/job-seekers/signup': {
    summary: 'Create a job seeker account and sign in',
    access: 'anyone',
    body: jobSeekerSignupSchema,
    success: json(201, 'The new account; the session cookie is set.', jobSeekerSessionSchema),
    refusals: [409],
  },
  'POST /api/job-seekers/login': {
    summary: 'Sign in as a job seeker',
    access: 'anyone',
    body: jobSeekerLoginSchema,
    success: json(200, 'The account; the session cookie is set.', jobSeekerSessionSchema),
    refusals: loginRefusals,
  },
  'POST /api/job-seekers/logout': {
    summary: 'Sign out (ends the session, if any)',
    access: 'anyone',
    success: noContent('Signed out.'),
  },
  'GET /api/email-preferences': {
    summary: 'Whether the address of an email-preferences link takes non-essential email',
    access: 'anyone',
    query: emailPreferencesQuerySchema,
    success: json(200, 'The address and its choice.', emailPreferencesSchema),
  },
  'PUT /api/email-preferences': {
    summary: 'Stop or resume non-essential email for the address of the link',
    access: 'anyone',
    body: emailPreferencesUpdateSchema,
    success: json(200, 'The address and its choice as saved.', emailPreferencesSchema),
  },
  'GET /api/job-seekers/session': {
    summary: 'The signed-in job seeker, or null',
    access: 'anyone',
    success: json(200, 'The account of the session, or null when not signed in as a job seeker.', jobSeekerSessionAnswerSchema),
  },

  // employer-api
  'POST /api/employers': {
    summary: 'Register an employer and sign in',
    access: 'anyone',
    body: employerRegistrationSchema,
    success: json(201, 'The new employer; the session cookie is set.', employerSchema),
    refusals: [409],
  },
  'POST /api/employers/login': {
    summary: 'Sign in as an employer',
    access: 'anyone',
    body: loginSchema,
    success: json(200, 'The employer; the session cookie is set.', employerSchema),
    refusals: loginRefusals,
  },
  'POST /api/employers/logout': { summary: 'Sign out', access: 'anyone', success: noContent('Signed out.') },
  'GET /api/employers/session': {
    summary: 'The signed-in employer, or null',
    access: 'anyone',
    success: json(200, 'The employer of the session, or null when not signed in as an employer.', employerSessionAnswerSchema),
  },
  'GET /api/employers/:id': {
    summary: 'An employer (its owner, or an admin)',
    access: 'owner-or-admin',
    params: idParamsSchema,
    success: json(200, 'The employer.', employerSchema),
  },
  'PUT /api/employers/:id': {
    summary: 'Update the company profile',
    access: 'owner',
    params: idParamsSchema,
    body: employerProfileUpdateSchema,
    success: json(200, 'The employer as saved.', employerSchema),
  },
  'PUT /api/employers/:id/fair-chance': {
    summary: 'Attest (or renew, or withdraw with no practices) the fair-chance practices the company follows',
    access: 'owner',
    params: idParamsSchema,
    body: fairChanceAttestationUpdateSchema,
    success: json(200, 'The attestation as saved (null when withdrawn), with when it must be confirmed again.', fairChanceAttestationStatusSchema),
  },
  'PUT /api/employers/:id/credentials': {
    summary: 'Change the sign-in email or password (with the current password)',
    access: 'owner',
    params: idParamsSchema,
    body: credentialsUpdateSchema,
    success: json(200, 'The employer as saved.', employerSchema),
    refusals: [409, 429],
  },
  'GET /api/employers/:id/stats': {
    summary: "The dashboard's figures and what the next post would use",
    access: 'owner-or-admin',
    params: idParamsSchema,
    success: json(200, 'The figures.', employerStatsSchema),
  },
  'GET /api/employers/:id/jobs': {
    summary: "Every job of the employer, newest first",
    access: 'owner-or-admin',
    params: idParamsSchema,
    success: json(200, 'The jobs, closed ones included.', employerJobListSchema),
  },
  'POST /api/employers/:id/jobs': {
    summary: 'Post a job (spends a plan post or a credit)',
    access: 'owner',
    params: idParamsSchema,
    body: jobPostingSchema,
    success: json(201, 'The job as posted.', jobSchema),
    refusals: [402],
  },
  'PUT /api/jobs/:id': {
    summary: 'Edit an open job of the signed-in employer',
    access: 'role',
    params: idParamsSchema,
    body: jobPostingSchema,
    success: json(200, 'The job as saved.', jobSchema),
    refusals: [409],
  },
  'DELETE /api/jobs/:id': {
    summary: 'Close a job of the signed-in employer',
    access: 'role',
    params: idParamsSchema,
    success: noContent('Closed (closing twice is fine).'),
  },
  'GET /api/employers/:id/applications': {
    summary: "The applications to the employer's jobs, newest first, twenty a page",
    access: 'owner-or-admin',
    params: idParamsSchema,
    query: employerApplicationQuerySchema,
    success: json(200, 'One page of applications.', employerApplicationPageSchema),
  },
  'GET /api/employers/:id/applications/ranked': {
    summary: "The applications to the employer's jobs, best qualified first",
    access: 'owner-or-admin',
    params: idParamsSchema,
    query: employerApplicationQuerySchema,
    success: json(200, 'One page of applications.', employerApplicationPageSchema),
  },
  'GET /api/applications/:id': {
    summary: 'One application, whole, for its employer',
    access: 'role',
    params: idParamsSchema,
    success: json(200, 'The application.', employerApplicationDetailSchema),
  },
  'GET /api/applications/:id/files/:fileId': {
    summary: "Download an application's file (its employer or applicant)",
    access: 'role',
    params: applicationFileParamsSchema,
    success: fileDownload('The file, as an attachment, with the content type its bytes were checked to be.', 'application/octet-stream'),
  },
  'PUT /api/applications/:id/status': {
    summary: "Set an application's status (the candidate sees it)",
    access: 'role',
    params: idParamsSchema,
    body: applicationStatusUpdateSchema,
    success: json(200, 'The application as saved.', employerApplicationSchema),
  },
  'PUT /api/applications/:id/pipeline': {
    summary: "Set an application's stage, rating, private notes and next follow-up",
    access: 'role',
    params: idParamsSchema,
    body: pipelineUpdateSchema,
    success: json(200, 'The application as saved.', employerApplicationSchema),
  },
  'GET /api/employers/:id/notifications': {
    summary: "The employer's notifications, newest first",
    access: 'owner-or-admin',
    params: idParamsSchema,
    success: json(200, 'The notifications and how many are unread.', employerNotificationListSchema),
  },
  'PUT /api/employers/:id/notifications/read-all': {
    summary: 'Mark every notification read',
    access: 'owner',
    params: idParamsSchema,
    success: noContent('All read.'),
  },
  'PUT /api/employers/:id/notifications/:notificationId/read': {
    summary: 'Mark one notification read',
    access: 'owner',
    params: notificationParamsSchema,
    success: noContent('Read.'),
  },
  'GET /api/employers/:id/availability': {
    summary: "The employer's weekly interview availability and its time zone",
    access: 'owner',
    params: idParamsSchema,
    success: json(200, 'One window per day at most (Monday to Friday 09:00-17:00 until changed).', weeklyAvailabilitySchema),
  },
  'PUT /api/employers/:id/availability': {
    summary: "Replace the employer's weekly interview availability",
    access: 'owner',
    params: idParamsSchema,
    body: availabilityUpdateSchema,
    success: json(200, 'The availability as saved.', weeklyAvailabilitySchema),
  },
  'GET /api/employers/:id/interviews': {
    summary: "The employer's interviews, soonest first",
    access: 'owner',
    params: idParamsSchema,
    success: json(200, 'Every interview, with its time zone and where it happens.', employerInterviewListSchema),
  },
  'POST /api/interviews': {
    summary: 'Schedule an interview for one of your applications; the candidate is emailed an invitation',
    access: 'role',
    body: scheduleInterviewSchema,
    success: json(201, 'The interview.', employerInterviewSchema),
    refusals: [404, 409],
  },
  'PUT /api/interviews/:id': {
    summary: 'Change status, feedback or rating, or reschedule (the same slot rules as booking)',
    access: 'role',
    params: idParamsSchema,
    body: interviewUpdateSchema,
    success: json(200, 'The interview as saved.', employerInterviewSchema),
    refusals: [404, 409],
  },
  'GET /api/subscription-plans': {
    summary: 'The active plans, cheapest first',
    access: 'anyone',
    success: json(200, 'The plans.', subscriptionPlanListSchema),
  },
  'GET /api/employers/:id/billing': {
    summary: 'The billing page: plan, credits, payments and statements',
    access: 'owner-or-admin',
    params: idParamsSchema,
    success: json(200, 'The billing overview.', billingOverviewSchema),
  },
  'POST /api/employers/:id/create-subscription': {
    summary: 'Start a plan (a free trial on some, once per employer); it grants posts once paid or trialing',
    access: 'owner',
    params: idParamsSchema,
    body: createSubscriptionSchema,
    success: json(200, 'The subscription as created.', createSubscriptionResultSchema),
    refusals: [409, 502, 503],
  },
  'POST /api/employers/:id/create-payment-intent': {
    summary: 'Start paying for one job post',
    access: 'owner',
    params: idParamsSchema,
    body: createPaymentIntentSchema,
    success: json(200, 'The payment to confirm in the browser.', paymentIntentResultSchema),
    refusals: [502, 503],
  },
  'POST /api/employers/:id/cancel-subscription': {
    summary: 'Cancel the plan at the end of its period',
    access: 'owner',
    params: idParamsSchema,
    success: json(200, 'The billing overview after cancelling.', billingOverviewSchema),
    refusals: [409, 502, 503],
  },
  'GET /api/employers/:id/plan-change-preview': {
    summary: 'What changing to a plan would charge, and when it takes effect',
    access: 'owner',
    params: idParamsSchema,
    query: planChangePreviewQuerySchema,
    success: json(200, 'The upcoming invoice of the change.', planChangePreviewSchema),
    refusals: [409, 502, 503],
  },
  'POST /api/employers/:id/change-plan': {
    summary: 'Change plan without cancelling: an upgrade once its prorated invoice is paid, a downgrade at the period end',
    access: 'owner',
    params: idParamsSchema,
    body: changePlanSchema,
    success: json(200, 'What the change did.', changePlanResultSchema),
    refusals: [409, 502, 503],
  },
  'POST /api/employers/:id/simulate-payment': {
    summary: 'Development with stripe-mock only: settle a payment as its webhook would',
    access: 'owner',
    params: idParamsSchema,
    body: simulatePaymentSchema,
    success: json(200, 'The billing overview after the payment.', billingOverviewSchema),
    refusals: [409],
  },
  'GET /api/employers/:id/statements/:statementId': {
    summary: 'Download a monthly statement (PDF)',
    access: 'owner-or-admin',
    params: statementParamsSchema,
    success: fileDownload('The statement.', 'application/pdf'),
  },
  'GET /api/billing/config': {
    summary: 'Whether payments work here, and how',
    access: 'anyone',
    success: json(200, 'The payment mode (and the publishable key with real Stripe).', billingConfigSchema),
  },
  'POST /api/stripe/webhook': {
    summary: "Stripe's events (signed; the raw body is checked)",
    access: 'anyone',
    headers: stripeSignatureHeaders,
    body: z.record(z.string(), z.unknown()).meta({ description: 'A Stripe event, exactly as Stripe signed it.' }),
    success: json(200, 'The event was applied (or was already).', stripeWebhookReceiptSchema),
    refusals: [503],
  },

  // veteran-api
  'POST /api/veterans': {
    summary: 'Register a veteran and sign in',
    access: 'anyone',
    body: veteranRegistrationSchema,
    success: json(201, 'The new profile; the session cookie is set.', veteranProfileSchema),
    refusals: [409],
  },
  'POST /api/veterans/login': {
    summary: 'Sign in as a veteran',
    access: 'anyone',
    body: loginSchema,
    success: json(200, 'The profile; the session cookie is set.', veteranProfileSchema),
    refusals: loginRefusals,
  },
  'POST /api/veterans/logout': { summary: 'Sign out', access: 'anyone', success: noContent('Signed out.') },
  'GET /api/veterans/session': {
    summary: 'The signed-in veteran, or null',
    access: 'anyone',
    success: json(200, 'The profile of the session, or null when not signed in as a veteran.', veteranSessionAnswerSchema),
  },
  'GET /api/veterans/:id': {
    summary: 'A veteran profile (its owner, or an admin)',
    access: 'owner-or-admin',
    params: idParamsSchema,
    success: json(200, 'The profile.', veteranProfileSchema),
  },
  'PUT /api/veterans/:id': {
    summary: 'Edit the profile: every signup field but the email and the password',
    access: 'owner',
    params: idParamsSchema,
    body: veteranProfileUpdateSchema,
    success: json(200, 'The profile as saved.', veteranProfileSchema),
  },
  'PUT /api/veterans/:id/credentials': {
    summary: 'Change the email or the password, with the current password',
    access: 'owner',
    params: idParamsSchema,
    body: credentialsUpdateSchema,
    success: json(200, 'The profile as saved.', veteranProfileSchema),
    refusals: [409, 429],
  },
  'GET /api/veterans/:id/stats': {
    summary: "The dashboard's four figures",
    access: 'owner',
    params: idParamsSchema,
    success: json(200, 'Counted on the server.', veteranStatsSchema),
  },
  'GET /api/veterans/:id/applications': {
    summary: "The veteran's applications, newest first",
    access: 'owner',
    params: idParamsSchema,
    success: json(200, 'Each with its status and interviews.', veteranApplicationListSchema),
  },
  'GET /api/veterans/:id/recommended-jobs': {
    summary: 'Active jobs for this veteran, best first, each with the reasons it was chosen',
    access: 'owner',
    params: idParamsSchema,
    success: json(200, 'At most 20.', recommendedJobListSchema),
  },

  // admin-api
  'GET /api/admin/user': {
    summary: 'The signed-in admin, or null',
    access: 'anyone',
    success: json(200, 'The admin of the session, or null when not signed in as an admin.', adminUserSchema.nullable()),
  },
  'POST /api/admin/login': {
    summary: 'Sign in as an admin',
    access: 'anyone',
    body: adminLoginSchema,
    success: json(200, 'The admin; the session cookie is set.', adminUserSchema),
    refusals: loginRefusals,
  },
  'POST /api/admin/logout': { summary: 'Sign out', access: 'anyone', success: noContent('Signed out.') },
  'GET /api/admin/jobs': {
    summary: 'Every job, for admins: search title and company, filter by status, sorted, twenty a page',
    access: 'role',
    query: adminJobQuerySchema,
    success: json(200, 'One page of jobs and the total.', adminJobPageSchema),
  },
  'GET /api/applications': {
    summary: 'Every application, for admins: search applicant name, email and job, filter by status, twenty a page',
    access: 'role',
    query: adminApplicationQuerySchema,
    success: json(200, 'One page of applications and the total; never file contents.', adminApplicationPageSchema),
  },
  'GET /api/employers': {
    summary: 'Every employer, for admins: search company, contact and email, filter by verification, twenty a page',
    access: 'role',
    query: adminEmployerQuerySchema,
    success: json(200, 'One page of employers and the total.', adminEmployerPageSchema),
  },
  'GET /api/veterans': {
    summary: 'Every veteran, for admins: search name, email, branch and MOS, filter by branch, twenty a page',
    access: 'role',
    query: adminVeteranQuerySchema,
    success: json(200, 'One page of veterans and the total.', adminVeteranPageSchema),
  },
  'GET /api/admin/summary': {
    summary: "The admin dashboard's summary cards",
    access: 'role',
    success: json(200, 'Counts across the platform.', adminSummarySchema),
  },
  'GET /api/admin/audit': {
    summary: 'The audit trail of admin actions, newest first, twenty a page (read-only: nothing changes an entry)',
    access: 'role',
    query: adminAuditQuerySchema,
    success: json(200, 'One page of audit entries and the total.', adminAuditPageSchema),
  },
  'PUT /api/admin/employers/:id/verification': {
    summary: 'Verify an employer, or reject it with a reason (shown to the employer)',
    access: 'role',
    params: idParamsSchema,
    body: employerVerificationDecisionSchema,
    success: json(200, 'The employer as it now is.', adminEmployerSchema),
    refusals: [404, 409],
  },
  'PUT /api/admin/jobs/:id/close': {
    summary: 'Close a job posting with a reason; its employer is notified',
    access: 'role',
    params: idParamsSchema,
    body: adminJobClosingSchema,
    success: json(200, 'The job as it now is.', adminJobSchema),
    refusals: [404, 409],
  },
  'PUT /api/admin/employers/:id/active': {
    summary: 'Deactivate or reactivate an employer account (its sessions end; its jobs leave search)',
    access: 'role',
    params: idParamsSchema,
    body: accountActivationSchema,
    success: json(200, 'The account state.', accountActivationResultSchema),
    refusals: [404, 409],
  },
  'PUT /api/admin/veterans/:id/active': {
    summary: 'Deactivate or reactivate a veteran account (its sessions end)',
    access: 'role',
    params: idParamsSchema,
    body: accountActivationSchema,
    success: json(200, 'The account state.', accountActivationResultSchema),
    refusals: [404, 409],
  },
  'PUT /api/admin/job-seekers/:id/active': {
    summary: 'Deactivate or reactivate a job seeker account (its sessions end)',
    access: 'role',
    params: idParamsSchema,
    body: accountActivationSchema,
    success: json(200, 'The account state.', accountActivationResultSchema),
    refusals: [404, 409],
  },

  ...apiDocsRoutes('public-api'),
  ...apiDocsRoutes('employer-api'),
  ...apiDocsRoutes('veteran-api'),
  ...apiDocsRoutes('admin-api'),
} satisfies Record<RouteRowKey, RouteDoc>;
