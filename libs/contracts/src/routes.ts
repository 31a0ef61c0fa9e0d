/**
 * The routing table: every API call of the product (logins, logouts, sessions, the Stripe webhook
 * and config included), each declared once, here: the service that answers it, who may call it
 * (the guard), what it takes (params, query, JSON or multipart body) and what it answers per status.
 *
 * Both ends derive from a declaration: a service registers a handler by the call's key and takes
 * its guard and validation from here, the compiler checking what the handler returns
 * (server-kit `createServiceApp`); the browser client derives the URL and types (api-client
 * `apiPath`, `send`). The dev edge, the generated nginx config and Kubernetes routes, and each
 * service's OpenAPI document (`openapi.ts`) read the same rows.
 *
 * The statuses every call shares are added by `openapi.ts` from what the server kit does for all
 * routes: 400 for a request that breaks its schema, 404 for a path parameter that names nothing,
 * 403 for a cross-site POST/PUT/DELETE, 413 for a body over the limit, 401/403 from the guards.
 * A call lists only what its own use case adds (`refusals`).
 */
import { z } from 'zod';
import { accountRequestAcceptedSchema, emailLinkTokenSchema, emailVerifiedSchema, passwordResetRequestSchema, passwordResetSchema } from './account-security';
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
import {
  applicationAwaitingConfirmationSchema,
  applicationMessages,
  applicationFormFieldsSchema,
  applicationUploadLimits,
  submittedApplicationSchema,
} from './application-form';
import { followUpRequestSchema, trackedApplicationListSchema, trackedApplicationSchema } from './application-tracking';
import { appliedJobListSchema } from './applied-jobs';
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
import { credentialsUpdateSchema, employerProfileUpdateSchema, employerRegistrationSchema, employerSessionAnswerSchema } from './employers';
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
import {
  jobListPageSchema,
  jobListQuerySchema,
  jobSuggestionsQuerySchema,
  jobSuggestionsSchema,
  secondChancePageSchema,
  secondChanceQuerySchema,
} from './job-search';
import { jobPageQuerySchema, jobPageSchema } from './job-pages';
import { guestSavedJobListSchema, savedJobListSchema, savedJobParamsSchema, savedJobsMergeBodySchema } from './saved-jobs';
import { siteFiguresSchema } from './site-figures';
import { siteSessionSchema } from './site-session';
import { savedResumeFormFieldsSchema, savedResumeListSchema, savedResumeParamsSchema, savedResumesMessages } from './saved-resumes';
import { emailPreferencesQuerySchema, emailPreferencesSchema, emailPreferencesUpdateSchema, oneClickUnsubscribeSchema } from './email-preferences';
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
import { loginSchema } from './sign-in';
import {
  recommendedJobListSchema,
  veteranApplicationListSchema,
  veteranProfileUpdateSchema,
  veteranRegistrationSchema,
  veteranSessionAnswerSchema,
  veteranStatsSchema,
} from './veterans';
import { access, callsOf, fileDownload, json, noContent, type AccountRole, type HttpMethod, type RouteDeclaration } from './route-declaration';
import { accountDeletionSchema } from './own-data';

/** The login throttle answers 429 with Retry-After, per account and address. */
const loginRefusals = [401, 429] as const;

/**
 * The calls every kind of account has around its address and password, each declared once and
 * listed under each kind's path prefix: confirming the address from the emailed link, asking again
 * for that link (signed in), asking for a password reset link, and setting a new password with it.
 */
const verifyEmailCall = {
  summary: "Confirm the account's email address with the emailed link (single use)",
  access: access.anyone,
  body: emailLinkTokenSchema,
  success: json(200, 'The address now confirmed.', emailVerifiedSchema),
  refusals: [400],
} as const satisfies RouteDeclaration;
const resendVerificationCall = <R extends AccountRole>(role: R) =>
  ({
    summary: 'Email the signed-in account a new confirmation link (a few a day at most)',
    access: access.role(role),
    success: json(202, 'The same answer whether a link was sent or the address is already confirmed.', accountRequestAcceptedSchema),
    refusals: [429],
  }) as const satisfies RouteDeclaration;
const passwordResetRequestCall = {
  summary: 'Email a link to choose a new password (the same answer whether or not the address has an account)',
  access: access.anyone,
  body: passwordResetRequestSchema,
  success: json(202, 'The same answer for every address.', accountRequestAcceptedSchema),
  refusals: [429],
} as const satisfies RouteDeclaration;
const passwordResetCall = {
  summary: 'Set a new password with the emailed link (single use, expires); ends every session of the account',
  access: access.anyone,
  body: passwordResetSchema,
  success: noContent('The password is changed; every session of the account has ended.'),
  refusals: [400],
} as const satisfies RouteDeclaration;

/** Every account kind can download what is stored about it and delete itself (with its password). */
const dataExportCall = {
  summary: 'Download everything stored about the account: data.json and its files, in one ZIP',
  success: fileDownload('The ZIP (data.json and files/…).', 'application/zip'),
} as const satisfies Omit<RouteDeclaration, 'access'>;
const accountDeletionCall = {
  summary: 'Delete the account with its current password: files, analyses, saved jobs and alerts removed, applications anonymised; every session ends',
  body: accountDeletionSchema,
  success: noContent('The account is deleted and signed out everywhere.'),
  refusals: [400, 409, 429],
} as const satisfies Omit<RouteDeclaration, 'access'>;

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

/** The two calls each service has for its own OpenAPI document. */
const apiDocsCalls = <S extends ServiceName>(service: S) =>
  ({
    [`GET /api/openapi/${service}.json`]: {
      summary: `This OpenAPI 3.1 document of ${service}`,
      access: access.anyone,
      success: json(200, 'The document, generated from the contracts.', z.record(z.string(), z.unknown())),
    },
    [`GET /api/openapi/${service}`]: {
      summary: `A page to read this document of ${service}`,
      access: access.anyone,
      success: { status: 200, description: 'The document as a plain HTML page (no scripts).', body: { contentType: 'text/html' } },
    },
  }) as Record<`GET /api/openapi/${S}.json` | `GET /api/openapi/${S}`, RouteDeclaration>;

/** public-api: job seekers and public pages. */
const publicApiCalls = callsOf('public-api', {
  'GET /api/jobs': {
    summary: 'Search active jobs, ten a page',
    access: access.anyone,
    query: jobListQuerySchema,
    success: json(200, 'One page of jobs; near a place, each carries its distance; an unknown place answers no jobs and locationNotFound.', jobListPageSchema),
    refusals: [],
  },
  'GET /api/jobs/suggestions': {
    summary: 'Job titles, skills and credentials for the search box as a person types',
    access: access.anyone,
    query: jobSuggestionsQuerySchema,
    success: json(200, 'Up to eight suggestions, best first.', jobSuggestionsSchema),
  },
  'GET /api/jobs/second-chance': {
    summary: 'Active jobs of second-chance employers',
    access: access.anyone,
    query: secondChanceQuerySchema,
    success: json(200, 'One page of second-chance jobs.', secondChancePageSchema),
  },
  'GET /api/jobs/figures': {
    summary: "The home page's figures: open jobs, employers hiring, second-chance jobs",
    access: access.anyone,
    success: json(200, 'Counted from the data, reused for a minute.', siteFiguresSchema),
  },
  'GET /api/jobs/:id': {
    summary: 'One active job (counts a view once per viewer a day)',
    access: access.optionalSession,
    params: idParamsSchema,
    success: json(200, 'The job.', jobSchema),
    // 410: an admin took the job down; nothing of it is answered.
    refusals: [410],
  },
  'GET /api/jobs/:id/page': {
    summary: "A job's page: the job whatever its status, its company, similar open jobs",
    access: access.optionalSession,
    params: idParamsSchema,
    query: jobPageQuerySchema,
    success: json(
      200,
      'The job (with its distance from `location` when known), whether it takes applications, its company card and up to five similar open jobs.',
      jobPageSchema,
    ),
    // 410: an admin took the job down; nothing of it is answered.
    refusals: [410],
  },
  'GET /api/saved-jobs': {
    summary: "The signed-in job seeker's or veteran's saved jobs, newest first",
    access: access.role('jobseeker', 'veteran'),
    success: json(200, 'Each saved job as it is now, marked closed when it no longer takes applications.', savedJobListSchema),
  },
  'POST /api/saved-jobs/merge': {
    summary: 'Add the jobs saved in this browser as a guest to the account (idempotent)',
    access: access.role('jobseeker', 'veteran'),
    body: savedJobsMergeBodySchema,
    success: json(200, 'The saved jobs after the merge.', savedJobListSchema),
  },
  'POST /api/saved-jobs/lookup': {
    summary: 'The jobs a guest saved in this browser, as they are now',
    access: access.anyone,
    body: savedJobsMergeBodySchema,
    success: json(200, 'Each job asked for that still exists, in the order asked, marked closed when it no longer takes applications.', guestSavedJobListSchema),
  },
  'PUT /api/saved-jobs/:jobId': {
    summary: 'Save a job (saving it again changes nothing)',
    access: access.role('jobseeker', 'veteran'),
    params: savedJobParamsSchema,
    success: json(200, 'The saved jobs with this one.', savedJobListSchema),
    refusals: [404, 409],
  },
  'DELETE /api/saved-jobs/:jobId': {
    summary: 'Remove a saved job (removing one not saved changes nothing)',
    access: access.role('jobseeker', 'veteran'),
    params: savedJobParamsSchema,
    success: json(200, 'The saved jobs without this one.', savedJobListSchema),
  },
  'GET /api/saved-resumes': {
    summary: "The signed-in job seeker's or veteran's saved resumes, newest first",
    access: access.role('jobseeker', 'veteran'),
    success: json(200, 'The resumes, the most one keeps, and the one the Apply dialog picks first.', savedResumeListSchema),
  },
  'POST /api/saved-resumes': {
    summary: 'Save a resume in the profile (PDF, DOC or DOCX up to 5 MB, checked like an application resume; multipart/form-data)',
    access: access.role('jobseeker', 'veteran'),
    multipart: savedResumeFormFieldsSchema.extend({ resume: uploadedFile.optional() }),
    success: json(201, 'The saved resumes with this one.', savedResumeListSchema),
    // 409: the owner already keeps the most resumes.
    refusals: [409],
  },
  'PUT /api/saved-resumes/:resumeId': {
    summary: 'Replace a saved resume with a new file (checked like an upload; multipart/form-data)',
    access: access.role('jobseeker', 'veteran'),
    params: savedResumeParamsSchema,
    notFound: savedResumesMessages.notFound,
    multipart: savedResumeFormFieldsSchema.extend({ resume: uploadedFile.optional() }),
    success: json(200, 'The saved resumes with the new file.', savedResumeListSchema),
  },
  'DELETE /api/saved-resumes/:resumeId': {
    summary: 'Delete a saved resume and its file (applications sent with it keep their own copy)',
    access: access.role('jobseeker', 'veteran'),
    params: savedResumeParamsSchema,
    notFound: savedResumesMessages.notFound,
    success: json(200, 'The saved resumes without this one.', savedResumeListSchema),
  },
  'GET /api/saved-resumes/:resumeId/file': {
    summary: 'Download a saved resume (its owner only)',
    access: access.role('jobseeker', 'veteran'),
    params: savedResumeParamsSchema,
    notFound: savedResumesMessages.notFound,
    success: fileDownload('The file, as an attachment, with the content type its bytes were checked to be.', 'application/octet-stream'),
  },
  'GET /api/applied-jobs': {
    summary: "The jobs the signed-in job seeker or veteran applied to, with when (one call for every card of a page)",
    access: access.role('jobseeker', 'veteran'),
    success: json(200, 'Each job applied to with its application and date, newest first.', appliedJobListSchema),
  },
  'POST /api/jobs/:id/apply': {
    summary: 'Apply for a job with a name, an email, a resume and answers (multipart/form-data)',
    access: access.optionalSession,
    params: idParamsSchema,
    notFound: applicationMessages.jobNotFound,
    multipart: applicationFormSchema,
    success: json(
      201,
      "Signed in and applying with the account's own email: what was recorded (the employer's side stays private).",
      submittedApplicationSchema,
    ),
    otherSuccesses: [
      json(
        202,
        'Anonymous: the application waits for the link sent to the email (the employer sees it once confirmed).',
        applicationAwaitingConfirmationSchema,
      ),
    ],
    refusals: [409, 429],
  },
  'POST /api/application-confirmations': {
    summary: 'Confirm an anonymous application with the link sent to its email',
    access: access.anyone,
    body: confirmApplicationRequestSchema,
    success: json(200, 'The application confirmed.', confirmApplicationResultSchema),
    refusals: [404, 409],
  },
  'POST /api/analyze-document': {
    summary: 'Analyze a document (PDF, DOC, DOCX or TXT up to 10 MB; multipart/form-data): findings, sub-scores, suggestions',
    access: access.optionalSession,
    multipart: documentAnalysisFormFieldsSchema.extend({ document: uploadedFile.optional() }),
    success: json(201, 'The analysis, stored (not the file); tied to the signed-in job seeker or veteran.', analysisReportSchema),
    refusals: [404, 422, 429],
  },
  'POST /api/resume/analyze': {
    summary: 'Analyze a resume (PDF, DOC or DOCX up to 5 MB; multipart/form-data): score and feedback',
    access: access.optionalSession,
    multipart: resumeAnalysisFormFieldsSchema.extend({ resume: uploadedFile.optional() }),
    success: json(201, 'The analysis, stored (not the file); tied to the signed-in job seeker or veteran.', analysisReportSchema),
    refusals: [404, 422, 429],
  },
  'GET /api/document-analyses': {
    summary: "The signed-in job seeker's or veteran's analyses, newest first, with the score trend",
    access: access.role('jobseeker', 'veteran'),
    success: json(200, 'The history.', analysisHistorySchema),
  },
  'GET /api/document-analyses/:id/report.pdf': {
    summary: 'The detailed report of one analysis (PDF): its owner, or a guest with the key its answer gave',
    access: access.optionalSession,
    params: idParamsSchema,
    query: analysisReportQuerySchema,
    success: fileDownload('The report.', 'application/pdf'),
  },
  'GET /api/users/:id/applications': {
    summary: "The job seeker's applications, newest first",
    access: access.ownerOrAdmin('jobseeker'),
    params: idParamsSchema,
    success: json(200, 'The applications as their applicant sees them.', trackedApplicationListSchema),
  },
  'POST /api/applications/:id/follow-up': {
    summary: 'Send the one follow-up of an open application',
    access: access.role('jobseeker'),
    params: idParamsSchema,
    body: followUpRequestSchema,
    success: json(200, 'The application with its follow-up recorded.', trackedApplicationSchema),
    refusals: [409],
  },
  'GET /api/interview/questions': {
    summary: 'Interview practice questions, of one category when asked',
    access: access.anyone,
    query: interviewQuestionQuerySchema,
    success: json(200, 'The questions with their framework and tips.', interviewQuestionListSchema),
  },
  'GET /api/interview/practice': {
    summary: "The signed-in job seeker's or veteran's practice figures",
    access: access.role('jobseeker', 'veteran'),
    success: json(200, 'Questions practised and time spent, across visits.', practiceProgressSchema),
  },
  'POST /api/interview/practice': {
    summary: 'Record one question practised and for how long',
    access: access.role('jobseeker', 'veteran'),
    body: practiceRecordSchema,
    success: json(200, 'The figures with this practice counted.', practiceProgressSchema),
    refusals: [404],
  },
  'GET /api/companies/search/:name': {
    summary: 'Research a company by name (any case or accents, a typo or two)',
    access: access.anyone,
    params: companySearchParamsSchema,
    success: json(200, 'The company and its open jobs, or none and the nearest names.', companyResearchResultSchema),
  },
  'GET /api/career/articles': {
    summary: 'The newest career articles, of one topic when asked',
    access: access.anyone,
    query: careerArticleQuerySchema,
    success: json(200, 'The articles without their text, newest first.', careerArticleListSchema),
  },
  'GET /api/career/articles/:id': {
    summary: 'One career article with its text',
    access: access.anyone,
    params: idParamsSchema,
    success: json(200, 'The article.', careerArticleSchema),
    refusals: [404],
  },
  'POST /api/newsletter/subscribe': {
    summary: 'Subscribe an email to the career newsletter (twice is fine); a confirmation is emailed',
    access: access.anyone,
    body: newsletterSubscriptionSchema,
    success: json(200, 'The address subscribed.', newsletterSubscribedSchema),
    refusals: [429],
  },
  'POST /api/job-alerts': {
    summary: 'Save a job search as an email alert; a confirmation link is emailed unless a signed-in job seeker or veteran uses their own, confirmed address',
    access: access.optionalSession,
    body: jobAlertRequestSchema,
    success: json(201, "The alert, pending until its emailed link is opened (active at once for the account's own, confirmed address).", jobAlertSchema),
    refusals: [409, 429],
  },
  'GET /api/job-alerts': {
    summary: "The signed-in job seeker's or veteran's job alerts",
    access: access.role('jobseeker', 'veteran'),
    success: json(200, 'The alerts, newest first.', jobAlertListSchema),
  },
  'DELETE /api/job-alerts/:id': {
    summary: 'Remove one of your job alerts',
    access: access.role('jobseeker', 'veteran'),
    params: idParamsSchema,
    success: noContent('Removed.'),
  },
  'POST /api/job-alerts/confirm': {
    summary: 'Confirm a job alert with the link emailed to its address',
    access: access.anyone,
    body: jobAlertTokenSchema,
    success: json(200, 'The alert, active.', jobAlertSchema),
    // 409: the address already holds the most confirmed alerts.
    refusals: [404, 409],
  },
  'POST /api/job-alerts/unsubscribe': {
    summary: 'Stop a job alert with the link in any of its emails (one click, no sign-in)',
    access: access.anyone,
    body: jobAlertTokenSchema,
    success: noContent('The alert is removed (also when it was already gone).'),
  },
  'POST /api/job-seekers/signup': {
    summary: 'Create a job seeker account (then sign in); a taken address gets an email instead, with the same answer',
    access: access.anyone,
    body: jobSeekerSignupSchema,
    success: json(202, 'The same answer for a new and a taken address; no session is started.', accountRequestAcceptedSchema),
    refusals: [429],
  },
  'POST /api/job-seekers/verify-email': verifyEmailCall,
  'POST /api/job-seekers/verify-email/resend': resendVerificationCall('jobseeker'),
  'POST /api/job-seekers/password-reset': passwordResetRequestCall,
  'POST /api/job-seekers/password-reset/complete': passwordResetCall,
  'POST /api/job-seekers/login': {
    summary: 'Sign in as a job seeker',
    access: access.anyone,
    body: jobSeekerLoginSchema,
    success: json(200, 'The account; the session cookie is set.', jobSeekerSessionSchema),
    refusals: loginRefusals,
  },
  'POST /api/job-seekers/logout': {
    summary: 'Sign out (ends the session, if any)',
    access: access.anyone,
    success: noContent('Signed out.'),
  },
  'GET /api/email-preferences': {
    summary: 'Whether the address of an email-preferences link takes non-essential email',
    access: access.anyone,
    query: emailPreferencesQuerySchema,
    success: json(200, 'The address and its choice.', emailPreferencesSchema),
  },
  'PUT /api/email-preferences': {
    summary: 'Stop or resume non-essential email for the address of the link',
    access: access.anyone,
    body: emailPreferencesUpdateSchema,
    success: json(200, 'The address and its choice as saved.', emailPreferencesSchema),
  },
  'POST /api/email-preferences/one-click': {
    summary: "One-click unsubscribe (RFC 8058), the List-Unsubscribe address of every non-essential email: stops them for the link's address",
    access: access.anyone,
    query: emailPreferencesQuerySchema,
    body: oneClickUnsubscribeSchema,
    crossSiteForm: true,
    success: noContent('The address takes no more non-essential email (also when it had stopped already).'),
  },
  'GET /api/job-seekers/data-export': { ...dataExportCall, access: access.role('jobseeker') },
  'DELETE /api/job-seekers/account': { ...accountDeletionCall, access: access.role('jobseeker') },
  'GET /api/job-seekers/session': {
    summary: 'The signed-in job seeker, or null',
    access: access.sessionOf('jobseeker'),
    success: json(200, 'The account of the session, or null when not signed in as a job seeker.', jobSeekerSessionAnswerSchema),
  },
  'GET /api/session': {
    summary: 'Who is signed in, whatever the role: the one session read of every page',
    access: access.sessionOfAnyRole,
    success: json(200, "The session's role and its account (an admin only by role), or role null when nobody is signed in.", siteSessionSchema),
  },
  ...apiDocsCalls('public-api'),
});

/** employer-api: employers and billing. */
const employerApiCalls = callsOf('employer-api', {
  'POST /api/employers': {
    summary: 'Register an employer (then sign in); a taken address gets an email instead, with the same answer',
    access: access.anyone,
    body: employerRegistrationSchema,
    success: json(202, 'The same answer for a new and a taken address; no session is started.', accountRequestAcceptedSchema),
    refusals: [429],
  },
  'POST /api/employers/verify-email': verifyEmailCall,
  'POST /api/employers/verify-email/resend': resendVerificationCall('employer'),
  'POST /api/employers/password-reset': passwordResetRequestCall,
  'POST /api/employers/password-reset/complete': passwordResetCall,
  'POST /api/employers/login': {
    summary: 'Sign in as an employer',
    access: access.anyone,
    body: loginSchema,
    success: json(200, 'The employer; the session cookie is set.', employerSchema),
    refusals: loginRefusals,
  },
  'POST /api/employers/logout': { summary: 'Sign out', access: access.anyone, success: noContent('Signed out.') },
  'GET /api/employers/session': {
    summary: 'The signed-in employer, or null',
    access: access.sessionOf('employer'),
    success: json(200, 'The employer of the session, or null when not signed in as an employer.', employerSessionAnswerSchema),
  },
  'GET /api/employers/:id': {
    summary: 'An employer (its owner, or an admin)',
    access: access.ownerOrAdmin('employer'),
    params: idParamsSchema,
    success: json(200, 'The employer.', employerSchema),
  },
  'PUT /api/employers/:id': {
    summary: 'Update the company profile',
    access: access.owner('employer'),
    params: idParamsSchema,
    body: employerProfileUpdateSchema,
    success: json(200, 'The employer as saved.', employerSchema),
  },
  'GET /api/employers/:id/data-export': { ...dataExportCall, access: access.owner('employer'), params: idParamsSchema },
  'DELETE /api/employers/:id': { ...accountDeletionCall, access: access.owner('employer'), params: idParamsSchema },
  'PUT /api/employers/:id/fair-chance': {
    summary: 'Attest (or renew, or withdraw with no practices) the fair-chance practices the company follows',
    access: access.owner('employer'),
    params: idParamsSchema,
    body: fairChanceAttestationUpdateSchema,
    success: json(200, 'The attestation as saved (null when withdrawn), with when it must be confirmed again.', fairChanceAttestationStatusSchema),
  },
  'PUT /api/employers/:id/credentials': {
    summary: 'Change the sign-in email or password (with the current password)',
    access: access.owner('employer'),
    params: idParamsSchema,
    body: credentialsUpdateSchema,
    success: json(200, 'The employer as saved.', employerSchema),
    refusals: [409, 429],
  },
  'GET /api/employers/:id/stats': {
    summary: "The dashboard's figures and what the next post would use",
    access: access.ownerOrAdmin('employer'),
    params: idParamsSchema,
    success: json(200, 'The figures.', employerStatsSchema),
  },
  'GET /api/employers/:id/jobs': {
    summary: 'Every job of the employer, newest first',
    access: access.ownerOrAdmin('employer'),
    params: idParamsSchema,
    success: json(200, 'The jobs, closed ones included.', employerJobListSchema),
  },
  'POST /api/employers/:id/jobs': {
    summary: 'Post a job (spends a plan post or a credit)',
    access: access.owner('employer'),
    params: idParamsSchema,
    body: jobPostingSchema,
    success: json(201, 'The job as posted.', jobSchema),
    // 403 also when the employer may not publish: its email unconfirmed, or rejected by an admin.
    refusals: [402, 403],
  },
  'PUT /api/jobs/:id': {
    summary: 'Edit an open job of the signed-in employer',
    access: access.role('employer'),
    params: idParamsSchema,
    body: jobPostingSchema,
    success: json(200, 'The job as saved.', jobSchema),
    refusals: [403, 409],
  },
  'DELETE /api/jobs/:id': {
    summary: 'Close a job of the signed-in employer',
    access: access.role('employer'),
    params: idParamsSchema,
    success: noContent('Closed (closing twice is fine).'),
  },
  'GET /api/employers/:id/applications': {
    summary: "The applications to the employer's jobs, newest first, twenty a page",
    access: access.ownerOrAdmin('employer'),
    params: idParamsSchema,
    query: employerApplicationQuerySchema,
    success: json(200, 'One page of applications.', employerApplicationPageSchema),
  },
  'GET /api/employers/:id/applications/ranked': {
    summary: "The applications to the employer's jobs, best qualified first",
    access: access.ownerOrAdmin('employer'),
    params: idParamsSchema,
    query: employerApplicationQuerySchema,
    success: json(200, 'One page of applications.', employerApplicationPageSchema),
  },
  'GET /api/applications/:id': {
    summary: 'One application, whole, for its employer',
    access: access.role('employer'),
    params: idParamsSchema,
    success: json(200, 'The application.', employerApplicationDetailSchema),
  },
  'GET /api/applications/:id/files/:fileId': {
    summary: "Download an application's file (its employer or applicant)",
    access: access.role('employer', 'jobseeker', 'veteran'),
    params: applicationFileParamsSchema,
    success: fileDownload('The file, as an attachment, with the content type its bytes were checked to be.', 'application/octet-stream'),
  },
  'PUT /api/applications/:id/status': {
    summary: "Set an application's status (the candidate sees it)",
    access: access.role('employer'),
    params: idParamsSchema,
    body: applicationStatusUpdateSchema,
    success: json(200, 'The application as saved.', employerApplicationSchema),
  },
  'POST /api/applications/:id/scoring': {
    summary: 'Score an application again after its scoring failed',
    access: access.role('employer'),
    params: idParamsSchema,
    success: json(202, 'The application, waiting for its score again.', employerApplicationSchema),
    refusals: [409],
  },
  'PUT /api/applications/:id/pipeline': {
    summary: "Set an application's stage, rating, private notes and next follow-up",
    access: access.role('employer'),
    params: idParamsSchema,
    body: pipelineUpdateSchema,
    success: json(200, 'The application as saved.', employerApplicationSchema),
  },
  'GET /api/employers/:id/notifications': {
    summary: "The employer's notifications, newest first",
    access: access.ownerOrAdmin('employer'),
    params: idParamsSchema,
    success: json(200, 'The notifications and how many are unread.', employerNotificationListSchema),
  },
  'PUT /api/employers/:id/notifications/read-all': {
    summary: 'Mark every notification read',
    access: access.owner('employer'),
    params: idParamsSchema,
    success: noContent('All read.'),
  },
  'PUT /api/employers/:id/notifications/:notificationId/read': {
    summary: 'Mark one notification read',
    access: access.owner('employer'),
    params: notificationParamsSchema,
    success: noContent('Read.'),
  },
  'GET /api/employers/:id/availability': {
    summary: "The employer's weekly interview availability and its time zone",
    access: access.owner('employer'),
    params: idParamsSchema,
    success: json(200, 'One window per day at most (Monday to Friday 09:00-17:00 until changed).', weeklyAvailabilitySchema),
  },
  'PUT /api/employers/:id/availability': {
    summary: "Replace the employer's weekly interview availability",
    access: access.owner('employer'),
    params: idParamsSchema,
    body: availabilityUpdateSchema,
    success: json(200, 'The availability as saved.', weeklyAvailabilitySchema),
  },
  'GET /api/employers/:id/interviews': {
    summary: "The employer's interviews, soonest first",
    access: access.owner('employer'),
    params: idParamsSchema,
    success: json(200, 'Every interview, with its time zone and where it happens.', employerInterviewListSchema),
  },
  'POST /api/interviews': {
    summary: 'Schedule an interview for one of your applications; the candidate is emailed an invitation',
    access: access.role('employer'),
    body: scheduleInterviewSchema,
    success: json(201, 'The interview.', employerInterviewSchema),
    refusals: [404, 409],
  },
  'PUT /api/interviews/:id': {
    summary: 'Change status, feedback or rating, or reschedule (the same slot rules as booking)',
    access: access.role('employer'),
    params: idParamsSchema,
    body: interviewUpdateSchema,
    success: json(200, 'The interview as saved.', employerInterviewSchema),
    refusals: [404, 409],
  },
  'GET /api/subscription-plans': {
    summary: 'The active plans, cheapest first',
    access: access.anyone,
    success: json(200, 'The plans.', subscriptionPlanListSchema),
  },
  'GET /api/employers/:id/billing': {
    summary: 'The billing page: plan, credits, payments and statements',
    access: access.ownerOrAdmin('employer'),
    params: idParamsSchema,
    success: json(200, 'The billing overview.', billingOverviewSchema),
  },
  'POST /api/employers/:id/create-subscription': {
    summary: 'Start a plan (a free trial on some, once per employer); it grants posts once paid or trialing',
    access: access.owner('employer'),
    params: idParamsSchema,
    body: createSubscriptionSchema,
    success: json(200, 'The subscription as created.', createSubscriptionResultSchema),
    refusals: [409, 502, 503],
  },
  'POST /api/employers/:id/create-payment-intent': {
    summary: 'Start paying for one job post',
    access: access.owner('employer'),
    params: idParamsSchema,
    body: createPaymentIntentSchema,
    success: json(200, 'The payment to confirm in the browser.', paymentIntentResultSchema),
    refusals: [502, 503],
  },
  'POST /api/employers/:id/cancel-subscription': {
    summary: 'Cancel the plan at the end of its period',
    access: access.owner('employer'),
    params: idParamsSchema,
    success: json(200, 'The billing overview after cancelling.', billingOverviewSchema),
    refusals: [409, 502, 503],
  },
  'GET /api/employers/:id/plan-change-preview': {
    summary: 'What changing to a plan would charge, and when it takes effect',
    access: access.owner('employer'),
    params: idParamsSchema,
    query: planChangePreviewQuerySchema,
    success: json(200, 'The upcoming invoice of the change.', planChangePreviewSchema),
    refusals: [409, 502, 503],
  },
  'POST /api/employers/:id/change-plan': {
    summary: 'Change plan without cancelling: an upgrade once its prorated invoice is paid, a downgrade at the period end',
    access: access.owner('employer'),
    params: idParamsSchema,
    body: changePlanSchema,
    success: json(200, 'What the change did.', changePlanResultSchema),
    refusals: [409, 502, 503],
  },
  'POST /api/employers/:id/simulate-payment': {
    summary: 'Development with stripe-mock only: settle a payment as its webhook would',
    access: access.owner('employer'),
    params: idParamsSchema,
    body: simulatePaymentSchema,
    success: json(200, 'The billing overview after the payment.', billingOverviewSchema),
    refusals: [409],
  },
  'GET /api/employers/:id/statements/:statementId': {
    summary: 'Download a monthly statement (PDF)',
    access: access.ownerOrAdmin('employer'),
    params: statementParamsSchema,
    success: fileDownload('The statement.', 'application/pdf'),
  },
  'GET /api/billing/config': {
    summary: 'Whether payments work here, and how',
    access: access.anyone,
    success: json(200, 'The payment mode (and the publishable key with real Stripe).', billingConfigSchema),
  },
  'POST /api/stripe/webhook': {
    summary: "Stripe's events (signed; the raw body is checked)",
    access: access.anyone,
    headers: stripeSignatureHeaders,
    rawBody: true,
    body: z.record(z.string(), z.unknown()).meta({ description: 'A Stripe event, exactly as Stripe signed it.' }),
    success: json(200, 'The event was applied (or was already).', stripeWebhookReceiptSchema),
    refusals: [503],
  },
  ...apiDocsCalls('employer-api'),
});

/** veteran-api: veterans. */
const veteranApiCalls = callsOf('veteran-api', {
  'POST /api/veterans': {
    summary: 'Register a veteran (then sign in); a taken address gets an email instead, with the same answer',
    access: access.anyone,
    body: veteranRegistrationSchema,
    success: json(202, 'The same answer for a new and a taken address; no session is started.', accountRequestAcceptedSchema),
    refusals: [429],
  },
  'POST /api/veterans/verify-email': verifyEmailCall,
  'POST /api/veterans/verify-email/resend': resendVerificationCall('veteran'),
  'POST /api/veterans/password-reset': passwordResetRequestCall,
  'POST /api/veterans/password-reset/complete': passwordResetCall,
  'POST /api/veterans/login': {
    summary: 'Sign in as a veteran',
    access: access.anyone,
    body: loginSchema,
    success: json(200, 'The profile; the session cookie is set.', veteranProfileSchema),
    refusals: loginRefusals,
  },
  'POST /api/veterans/logout': { summary: 'Sign out', access: access.anyone, success: noContent('Signed out.') },
  'GET /api/veterans/session': {
    summary: 'The signed-in veteran, or null',
    access: access.sessionOf('veteran'),
    success: json(200, 'The profile of the session, or null when not signed in as a veteran.', veteranSessionAnswerSchema),
  },
  'GET /api/veterans/:id': {
    summary: 'A veteran profile (its owner, or an admin)',
    access: access.ownerOrAdmin('veteran'),
    params: idParamsSchema,
    success: json(200, 'The profile.', veteranProfileSchema),
  },
  'PUT /api/veterans/:id': {
    summary: 'Edit the profile: every signup field but the email and the password',
    access: access.owner('veteran'),
    params: idParamsSchema,
    body: veteranProfileUpdateSchema,
    success: json(200, 'The profile as saved.', veteranProfileSchema),
  },
  'PUT /api/veterans/:id/credentials': {
    summary: 'Change the email or the password, with the current password',
    access: access.owner('veteran'),
    params: idParamsSchema,
    body: credentialsUpdateSchema,
    success: json(200, 'The profile as saved.', veteranProfileSchema),
    refusals: [409, 429],
  },
  'GET /api/veterans/:id/data-export': { ...dataExportCall, access: access.owner('veteran'), params: idParamsSchema },
  'DELETE /api/veterans/:id': { ...accountDeletionCall, access: access.owner('veteran'), params: idParamsSchema },
  'GET /api/veterans/:id/stats': {
    summary: "The dashboard's four figures",
    access: access.owner('veteran'),
    params: idParamsSchema,
    success: json(200, 'Counted on the server.', veteranStatsSchema),
  },
  'GET /api/veterans/:id/applications': {
    summary: "The veteran's applications, newest first",
    access: access.owner('veteran'),
    params: idParamsSchema,
    success: json(200, 'Each with its status and interviews.', veteranApplicationListSchema),
  },
  'GET /api/veterans/:id/recommended-jobs': {
    summary: 'Active jobs for this veteran, best first, each with the reasons it was chosen',
    access: access.owner('veteran'),
    params: idParamsSchema,
    success: json(200, 'At most 20.', recommendedJobListSchema),
  },
  ...apiDocsCalls('veteran-api'),
});

/** admin-api: admins: their cross-platform lists keep their historical paths, except all jobs, because GET /api/jobs is the public search. */
const adminApiCalls = callsOf('admin-api', {
  'GET /api/admin/user': {
    summary: 'The signed-in admin, or null',
    access: access.sessionOf('admin'),
    success: json(200, 'The admin of the session, or null when not signed in as an admin.', adminUserSchema.nullable()),
  },
  'POST /api/admin/login': {
    summary: 'Sign in as an admin',
    access: access.anyone,
    body: adminLoginSchema,
    success: json(200, 'The admin; the session cookie is set.', adminUserSchema),
    refusals: loginRefusals,
  },
  'POST /api/admin/logout': { summary: 'Sign out', access: access.sessionOf('admin'), success: noContent('Signed out.') },
  'GET /api/admin/jobs': {
    summary: 'Every job, for admins: search title and company, filter by status, sorted, twenty a page',
    access: access.role('admin'),
    query: adminJobQuerySchema,
    success: json(200, 'One page of jobs and the total.', adminJobPageSchema),
  },
  'GET /api/applications': {
    summary: 'Every application, for admins: search applicant name, email and job, filter by status, twenty a page',
    access: access.role('admin'),
    query: adminApplicationQuerySchema,
    success: json(200, 'One page of applications and the total; never file contents.', adminApplicationPageSchema),
  },
  'GET /api/employers': {
    summary: 'Every employer, for admins: search company, contact and email, filter by verification, twenty a page',
    access: access.role('admin'),
    query: adminEmployerQuerySchema,
    success: json(200, 'One page of employers and the total.', adminEmployerPageSchema),
  },
  'GET /api/veterans': {
    summary: 'Every veteran, for admins: search name, email, branch and MOS, filter by branch, twenty a page',
    access: access.role('admin'),
    query: adminVeteranQuerySchema,
    success: json(200, 'One page of veterans and the total.', adminVeteranPageSchema),
  },
  'GET /api/admin/summary': {
    summary: "The admin dashboard's summary cards",
    access: access.role('admin'),
    success: json(200, 'Counts across the platform.', adminSummarySchema),
  },
  'GET /api/admin/audit': {
    summary: 'The audit trail of admin actions, newest first, twenty a page (read-only: nothing changes an entry)',
    access: access.role('admin'),
    query: adminAuditQuerySchema,
    success: json(200, 'One page of audit entries and the total.', adminAuditPageSchema),
  },
  'PUT /api/admin/employers/:id/verification': {
    summary: 'Verify an employer, or reject it with a reason (shown to the employer)',
    access: access.role('admin'),
    params: idParamsSchema,
    body: employerVerificationDecisionSchema,
    success: json(200, 'The employer as it now is.', adminEmployerSchema),
    refusals: [404, 409],
  },
  'PUT /api/admin/jobs/:id/close': {
    summary: 'Close a job posting with a reason; its employer is notified',
    access: access.role('admin'),
    params: idParamsSchema,
    body: adminJobClosingSchema,
    success: json(200, 'The job as it now is.', adminJobSchema),
    refusals: [404, 409],
  },
  'PUT /api/admin/employers/:id/active': {
    summary: 'Deactivate or reactivate an employer account (its sessions end; its jobs leave search)',
    access: access.role('admin'),
    params: idParamsSchema,
    body: accountActivationSchema,
    success: json(200, 'The account state.', accountActivationResultSchema),
    refusals: [404, 409],
  },
  'PUT /api/admin/veterans/:id/active': {
    summary: 'Deactivate or reactivate a veteran account (its sessions end)',
    access: access.role('admin'),
    params: idParamsSchema,
    body: accountActivationSchema,
    success: json(200, 'The account state.', accountActivationResultSchema),
    refusals: [404, 409],
  },
  'PUT /api/admin/job-seekers/:id/active': {
    summary: 'Deactivate or reactivate a job seeker account (its sessions end)',
    access: access.role('admin'),
    params: idParamsSchema,
    body: accountActivationSchema,
    success: json(200, 'The account state.', accountActivationResultSchema),
    refusals: [404, 409],
  },
  ...apiDocsCalls('admin-api'),
});

export const services = ['public-api', 'employer-api', 'veteran-api', 'admin-api'] as const;
export type ServiceName = (typeof services)[number];

/** Every call of the product by its key, "METHOD /path". */
export const apiRoutes = { ...publicApiCalls, ...employerApiCalls, ...veteranApiCalls, ...adminApiCalls };
export type ApiRoutes = typeof apiRoutes;
export type RouteKey = keyof ApiRoutes & `${HttpMethod} /api/${string}`;
/** The declaration of one call. */
export type RouteOf<K extends RouteKey> = ApiRoutes[K];
/** The keys of one service's calls, so a service cannot register a call it does not own. */
export type ServiceRouteKey<S extends ServiceName> = { [K in RouteKey]: ApiRoutes[K]['service'] extends S ? K : never }[RouteKey];

/** One row as the routers read it: method, path and the service that answers. */
export interface Route {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly service: ServiceName;
  readonly key: RouteKey;
}

const rowOf = (key: RouteKey): Route => {
  const [method, path] = key.split(' ') as [HttpMethod, `/api/${string}`];
  return { method, path, service: apiRoutes[key].service, key };
};

/** Every row, in the order the calls are declared. */
export const routeTable: readonly Route[] = (Object.keys(apiRoutes) as RouteKey[]).map(rowOf);

/** The declaration of a row. */
export const declarationOf = (route: Route): RouteDeclaration & { readonly service: ServiceName } => apiRoutes[route.key];

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment.length > 0);
const isParam = (segment: string) => segment.startsWith(':');

/**
 * More specific patterns first: at the first segment where two patterns differ,
 * a literal wins over a parameter (`/api/jobs/second-chance` before `/api/jobs/:id`).
 */
const compareRouteSpecificity = (a: Route, b: Route): number => {
  const left = segmentsOf(a.path);
  const right = segmentsOf(b.path);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const leftParam = isParam(left[index]);
    const rightParam = isParam(right[index]);
    if (leftParam !== rightParam) return leftParam ? 1 : -1;
  }
  return right.length - left.length;
};

/** Rows in matching order: the order every router (Express, the edge, nginx) must use. */
export const routesInMatchOrder = (rows: readonly Route[] = routeTable): Route[] => [...rows].sort(compareRouteSpecificity);

export const routesOf = <S extends ServiceName>(service: S) =>
  routesInMatchOrder(routeTable.filter((route) => route.service === service)) as (Route & { readonly service: S })[];

/** A regular expression for a path pattern; a parameter is one non-empty segment. */
export const pathPatternSource = (path: string): string =>
  '^' +
  segmentsOf(path)
    .map((segment) => (isParam(segment) ? '/[^/]+' : '/' + segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')))
    .join('') +
  '/?$';

const compiled = routesInMatchOrder().map((route) => ({ route, pattern: new RegExp(pathPatternSource(route.path)) }));

/** Which row answers this request, if any. The query string is ignored. */
export const matchRoute = (method: string, url: string): Route | undefined => {
  const path = url.split('?')[0];
  const upper = method.toUpperCase();
  // HEAD is answered by the GET route, as Express does.
  const effective = upper === 'HEAD' ? 'GET' : upper;
  return compiled.find(({ route, pattern }) => route.method === effective && pattern.test(path))?.route;
};
