import { text, type Translate } from '@jobboard/i18n';
import { z } from 'zod';
import { emailSchema, isPrintableLine, objectIdSchema } from './common';
import { applicationSchema } from './entities';
import { languageCodes } from './enums';
import { messages } from './messages';
import { contractsEnglish } from './texts';

const maxAnswers = 50;
const maxAnswerLength = 5000;
const answerListSchema = z.array(z.string().max(maxAnswerLength)).max(maxAnswers);

const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/** Multipart sends one string per field, so the answers travel as a JSON list; absent or blank is none. */
const screeningResponsesField = z
  .string()
  .optional()
  .transform((raw, context) => {
    if (raw === undefined || raw.trim() === '') return [];
    const answers = answerListSchema.safeParse(parseJson(raw));
    if (answers.success) return answers.data;
    context.issues.push({ code: 'custom', message: 'screeningResponses must be a JSON list of answer strings.', input: raw });
    return z.NEVER;
  });

const preferredLanguageField = z
  .string()
  .optional()
  .transform((raw) => raw?.trim() || 'en')
  .pipe(z.enum(languageCodes, { error: `preferredLanguage must be one of: ${languageCodes.join(', ')}.` }));

/**
 * The text fields of POST /api/jobs/:id/apply (multipart/form-data; the files, `resume` and
 * `supportingDocument_N`, are checked while they stream). Checked in this order, one problem at
 * a time. A blank name or email passes here on purpose: the application's rules name the first
 * missing field in their own order, and only then does `applicantSchema` check their format.
 */
export const applicationFormFieldsSchema = z.object({
  preferredLanguage: preferredLanguageField,
  screeningResponses: screeningResponsesField,
  applicantName: z.string().default(''),
  applicantEmail: z.string().default(''),
  coverLetter: z
    .string()
    .optional()
    .transform((raw) => raw?.trim() || undefined),
  /** A signed-in applicant's saved resume, sent instead of a `resume` file. */
  savedResumeId: objectIdSchema.optional(),
});
export type ApplicationFormFields = z.infer<typeof applicationFormFieldsSchema>;

/** The applicant, once the application's rules have passed: the email's format first, then the name's length. */
export const applicantSchema = z.object({
  applicantEmail: z.string().transform((raw, context) => {
    // Every way an address can be wrong reads the same to the applicant.
    const email = emailSchema.safeParse(raw);
    if (email.success) return email.data;
    context.issues.push({ code: 'custom', message: messages.invalidEmail, input: raw });
    return z.NEVER;
  }),
  applicantName: z
    .string()
    .trim()
    .max(200, text('Please keep your name under 200 characters.'))
    // Says `messages.invisibleCharacters` of the name, as one sentence.
    .refine(isPrintableLine, text('Your name must not contain control or text-direction characters.')),
});

/** The application's checks, in the order `checkApplication` runs them, and the modal's other texts. */
export const applicationMessages = {
  missingInformation: { title: 'Missing Information', message: 'Please fill in your name and email address.' },
  resumeRequired: { title: 'Resume Required', message: 'Please upload your resume to complete the application.' },
  incompleteScreening: {
    title: 'Incomplete Screening Questions',
    message: 'Please answer all screening questions to complete your application.',
  },
  employmentHistoryRequired: {
    title: 'Employment History Required',
    message: 'Please answer whether you have worked with this company before.',
  },
  transportationRequired: {
    title: 'Transportation Question Required',
    message: 'Please answer whether you have reliable transportation.',
  },
  acknowledgmentRequired: {
    title: 'Mandatory Acknowledgment Required',
    message: "Please acknowledge the final mandatory question by typing 'I understand'.",
  },
  /** Checked in the browser after the six rules, before any upload. */
  invalidEmail: { title: 'Invalid Email', message: messages.invalidEmail },
  tooManyFiles: { title: 'Too Many Files', message: 'Only one file is allowed for this upload.' },
  fileUploadError: 'File Upload Error',
  fileUploadSuccess: 'File Upload Success',
  filesUploaded: (count: number, t: Translate = contractsEnglish) => t('{{count}} file(s) uploaded successfully.', { count }),
  submitted: {
    title: 'Application Submitted',
    message: 'Your application has been submitted successfully. The employer will review it shortly.',
  },
  /** A crowd: the service answered "busy" and the same form is sent again by itself (the Submit button reads `title`). */
  busyRetrying: {
    title: 'Busy, retrying…',
    message: (seconds: number, nextTry: number, maxTries: number, t: Translate = contractsEnglish) =>
      t('Many people are applying right now. We will send your application again in {{count}} seconds (try {{nextTry}} of {{maxTries}}).', { singular: 'Many people are applying right now. We will send your application again in {{count}} second (try {{nextTry}} of {{maxTries}}).',
        count: seconds,
        nextTry,
        maxTries,
      }),
  },
  failedTitle: 'Application Failed',
  failedFallback: 'Failed to submit application. Please try again.',
  jobNotFound: 'Job not found',
  alreadyApplied: 'You have already applied to this job with this email address.',
  /** An application sent without an account (or with another address than the account's) waits for the emailed link. */
  checkEmail: {
    title: 'Check Your Email',
    message:
      'Check your email to confirm your application. The employer will see it once you confirm. To protect inboxes, we send only a few confirmation emails a day to one address.',
  },
  confirmed: { title: 'Application Confirmed', message: 'Your application is confirmed and has been sent to the employer.' },
  confirmationLinkInvalid: 'This confirmation link is invalid, has expired or has already been used.',
} as const;

/**
 * What POST /api/jobs/:id/apply answers (202) when the application waits for its applicant to
 * confirm the address by email. It reads the same whether or not that address applied before.
 */
export const applicationAwaitingConfirmationSchema = z.object({
  confirmationSent: z.literal(true),
  message: z.string(),
});
export type ApplicationAwaitingConfirmation = z.infer<typeof applicationAwaitingConfirmationSchema>;

/**
 * What POST /api/jobs/:id/apply answers (201) to a signed-in applicant: what was recorded, never
 * the employer's side of it (score, ranking evidence, pipeline notes).
 */
export const submittedApplicationSchema = applicationSchema.pick({
  id: true,
  jobId: true,
  jobTitle: true,
  companyName: true,
  status: true,
  appliedAt: true,
});
export type SubmittedApplication = z.infer<typeof submittedApplicationSchema>;

/** The application uploader's limits, applied in the browser and again while the upload streams. */
export const applicationUploadLimits = {
  maxFileBytes: 5 * 1024 * 1024,
  resumeExtensions: ['.pdf', '.doc', '.docx'],
  supportingExtensions: ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png'],
  /** A cap so one request cannot store an unbounded number of files. */
  maxSupportingDocuments: 5,
} as const;
