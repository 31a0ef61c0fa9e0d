/**
 * Request bodies and queries, shared by the forms that send them and the
 * services that check them again.
 */
import { z } from 'zod';
import {
  emailSchema,
  jobTypeSchema,
  longText,
  pageOf,
  pageQuerySchema,
  passwordSchema,
  requiredText,
  text,
  textList,
} from './common';
import { jobSchema, userSchema } from './entities';
import {
  availabilities,
  companySizes,
  languageCodes,
  jobSeekerEducationLevels,
  jobSeekerIndustries,
  salaryExpectationBands,
  distanceFilters,
  employerIndustries,
  experienceLevels,
  jobSorts,
  jobTypes,
  militaryBranches,
  salaryFilters,
  securityClearances,
  veteranEducationLevels,
  type DistanceFilter,
  type JobType,
  type SalaryFilter,
} from './enums';

/** Optional text where the form sends "" for an empty field. */
const optionalText = (max = 200) =>
  text(max)
    .optional()
    .transform((value) => (value ? value : undefined));

const optionalUrl = optionalText(500).pipe(z.url('must be a valid URL').optional());

export const messages = {
  invalidEmail: 'Invalid email address',
  emailsDontMatch: "Email addresses don't match",
  missingLogin: 'Please enter both email and password.',
  invalidCredentials: 'Invalid email or password.',
  invalidAdminCredentials: 'Invalid username or password.',
  tooManyLoginAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  emailTaken: 'An account with this email already exists.',
  missingSignupInfo: 'Please fill in your name and email address.',
} as const;

/**
 * confirmEmail must equal email, shown on confirmEmail (spec 001 §5). Checked as soon as both
 * are valid addresses, so a mismatch shows in the same round as the form's other problems.
 */
const confirmEmailMatches = {
  message: messages.emailsDontMatch,
  path: ['confirmEmail'],
  when: ({ value }: { value: unknown }) => {
    const form = value as { email?: unknown; confirmEmail?: unknown };
    return emailSchema.safeParse(form.email).success && emailSchema.safeParse(form.confirmEmail).success;
  },
};

// Employer registration (spec 001 §5), plus a password (ARCHITECTURE "Deliberate changes").
export const employerRegistrationSchema = z.object({
  email: emailSchema,
  companyName: requiredText(200),
  contactName: requiredText(200),
  phone: optionalText(30),
  address: optionalText(300),
  city: requiredText(100),
  state: requiredText(100),
  zipCode: requiredText(10).regex(/^\d{5}(-\d{4})?$/, 'must be a 5-digit ZIP code'),
  website: optionalUrl,
  industry: z.enum(employerIndustries),
  companySize: z.enum(companySizes),
  description: optionalText(5000),
  password: passwordSchema,
});
export type EmployerRegistration = z.infer<typeof employerRegistrationSchema>;

/** The form adds confirmEmail, checked in the browser and never sent. */
export const employerRegistrationFormSchema = employerRegistrationSchema
  .extend({ confirmEmail: z.string().trim().toLowerCase().pipe(z.email(messages.invalidEmail)) })
  .refine((form) => form.email === form.confirmEmail, confirmEmailMatches);

export const loginSchema = z.object({
  email: z.string({ error: messages.missingLogin }).trim().toLowerCase().min(1, messages.missingLogin).max(254),
  password: z.string({ error: messages.missingLogin }).min(1, messages.missingLogin).max(128),
});
export type LoginBody = z.infer<typeof loginSchema>;

export const adminLoginSchema = z.object({
  username: z.string().trim().min(1, 'is required').max(50),
  password: z.string().min(1, 'is required').max(128),
});
export type AdminLoginBody = z.infer<typeof adminLoginSchema>;

/** Resume: only the file name is kept for veterans (spec 001 §5). */
export const resumeFileNameSchema = optionalText(255).refine(
  (name) => name === undefined || /\.(pdf|docx?)$/i.test(name),
  'Invalid File Type: Please upload a PDF, DOC, or DOCX file.',
);

// Veteran signup (spec 001 §3 and §5), plus a password.
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
  profileSummary: optionalText(5000).pipe(longText(5000).optional()),
  linkedinUrl: optionalUrl,
  availability: z.enum(availabilities).default('immediately'),
  password: passwordSchema,
});
export type VeteranRegistration = z.infer<typeof veteranRegistrationSchema>;

export const veteranRegistrationFormSchema = veteranRegistrationSchema
  .extend({ confirmEmail: z.string().trim().toLowerCase().pipe(z.email(messages.invalidEmail)) })
  .refine((form) => form.email === form.confirmEmail, confirmEmailMatches);

// ---------------------------------------------------------------------------------------------
// Job seeker accounts (POST /api/job-seekers/signup, /login; GET /api/job-seekers/session)
// ---------------------------------------------------------------------------------------------

/** Spec 000 §5: skills are de-duplicated; "React" and " react " are the same skill (the first spelling stays). */
const uniqueSkills = textList(50, 100).transform((skills) => {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    const key = skill.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
});

/** Adds a typed skill to the list unless it is blank or already there (any case). */
export const addSkill = (skills: readonly string[], typed: string): string[] => {
  const skill = typed.trim();
  const known = skills.some((entry) => entry.toLowerCase() === skill.toLowerCase());
  return skill && !known ? [...skills, skill] : [...skills];
};

// Job seeker signup (spec 000 §3 and §5), plus a password (ARCHITECTURE "Deliberate changes").
export const jobSeekerSignupSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailSchema,
  password: passwordSchema,
  phone: optionalText(30),
  location: optionalText(200),
  preferredLanguage: z.enum(languageCodes).default('en'),
  experienceLevel: z.enum(experienceLevels).optional(),
  currentJobTitle: optionalText(200),
  industry: z.enum(jobSeekerIndustries).optional(),
  skills: uniqueSkills.default([]),
  education: z.enum(jobSeekerEducationLevels).optional(),
  profileSummary: optionalText(5000),
  preferredJobTypes: z
    .array(jobTypeSchema)
    .max(4)
    .default([])
    .transform((types) => [...new Set(types)]),
  salaryExpectation: z.enum(salaryExpectationBands).optional(),
  relocateWilling: z.boolean().default(false),
  availability: z.enum(availabilities).optional(),
  linkedinUrl: optionalUrl,
  resumeUrl: optionalText(255).pipe(z.url('must be a valid URL').optional()),
});
export type JobSeekerSignup = z.infer<typeof jobSeekerSignupSchema>;

/** The fields without which the form refuses at once with "Missing Required Information". */
export const jobSeekerRequiredFields = ['firstName', 'lastName', 'email'] as const;
export const isMissingJobSeekerRequiredInfo = (form: Partial<Record<(typeof jobSeekerRequiredFields)[number], string>>) =>
  jobSeekerRequiredFields.some((field) => !form[field]?.trim());

/** The form sends "" for a blank field or an unchosen select; those read as not given. */
export const jobSeekerSignupFormSchema = z.preprocess(
  (form) =>
    typeof form === 'object' && form !== null
      ? Object.fromEntries(Object.entries(form).map(([field, value]) => [field, value === '' ? undefined : value]))
      : form,
  jobSeekerSignupSchema,
);

export const jobSeekerLoginSchema = loginSchema;
export type JobSeekerLogin = LoginBody;

/** GET /api/job-seekers/session, and the signup and login answers: the account, never its password. */
export const jobSeekerSessionSchema = userSchema;
export type JobSeekerSession = z.infer<typeof jobSeekerSessionSchema>;

// ---------------------------------------------------------------------------------------------
// Job search (GET /api/jobs, GET /api/jobs/second-chance)
// ---------------------------------------------------------------------------------------------

/**
 * Query strings are plain text. An operator object (`?q[$gt]=`, which Express's simple parser
 * hands over as a key with brackets, or an object with the extended one) and a repeated key
 * (an array) are refused with the field named; other unknown keys (tracking tags) are ignored.
 */
const plainQuery = <T extends z.ZodType<unknown, Record<string, unknown>>>(schema: T) =>
  z
    .record(z.string(), z.unknown())
    .superRefine((raw, ctx) => {
      for (const [key, value] of Object.entries(raw)) {
        if (/[[\]$]/.test(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'is not a search parameter' });
        else if (Array.isArray(value)) ctx.addIssue({ code: 'custom', path: [key], message: 'must be given only once' });
        else if (typeof value === 'object' && value !== null) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'must be plain text' });
        }
      }
    })
    .pipe(schema);

/** Search text: trimmed, bounded, and "" read as absent. */
const searchText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

const oneOf = (values: readonly (string | number)[]) => `must be one of ${values.join(', ')}`;

const anyOr = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['any', ...values] as const, { error: oneOf(['any', ...values]) }))
    .optional()
    .transform((value) => (value === 'any' ? undefined : (value as T[number] | undefined)));

/** `type` is comma-joined ("full-time,contract"); an empty list means every type. */
const isJobType = (value: string): value is JobType => (jobTypes as readonly string[]).includes(value);
const jobTypeList = z
  .string()
  .max(200, 'must be at most 200 characters')
  .transform((value, ctx) => {
    const types = [
      ...new Set(
        value
          .split(',')
          .map((part) => part.trim().toLowerCase())
          .filter((part) => part.length > 0),
      ),
    ];
    const unknown = types.filter((type) => !isJobType(type));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', input: value, message: `${oneOf(jobTypes)} (not ${unknown.join(', ')})` });
      return z.NEVER;
    }
    return types.length > 0 ? types.filter(isJobType) : undefined;
  })
  .optional();

const distanceValues = distanceFilters.map(String) as [string, ...string[]];

/**
 * GET /api/jobs: the spec's filters (location, type, experience, salary, distance; "any" or
 * absent means no filter) plus a keyword `q`, a `sort` and a 1-based `page` of ten.
 * `distance` only applies with a location (25 miles when not given).
 */
export const jobListQuerySchema = plainQuery(
  z.object({
    q: searchText(200),
    location: searchText(200),
    type: jobTypeList,
    experience: anyOr(experienceLevels),
    salary: anyOr(salaryFilters.filter((value) => value !== 'any') as [SalaryBand, ...SalaryBand[]]),
    distance: z
      .enum(distanceValues, { error: oneOf(distanceFilters) })
      .transform((value) => Number(value) as DistanceFilter)
      .optional(),
    sort: z.enum(jobSorts, { error: oneOf(jobSorts) }).default('recent'),
    page: pageQuerySchema.shape.page,
  }),
);
export type JobListQuery = z.infer<typeof jobListQuerySchema>;
export type SalaryBand = Exclude<SalaryFilter, 'any'>;

/** Where a distance search was made from, as the gazetteer resolved it. */
export const searchOriginSchema = z.object({
  /** "Austin, TX", or "78701 (Austin, TX)" for a ZIP code. */
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The radius searched, in miles. */
  radius: z.number(),
});
export type SearchOrigin = z.infer<typeof searchOriginSchema>;

/** GET /api/jobs answers one page; with a location, each job carries its `distance` in miles. */
export const jobListPageSchema = pageOf(jobSchema).extend({ origin: searchOriginSchema.optional() });
export type JobListPage = z.infer<typeof jobListPageSchema>;

/**
 * GET /api/jobs/second-chance: the spec's browser filters, on the server: `q` a substring of the
 * title, `location` a substring of the location, `type` one job type ("all" or "" for every one).
 */
export const secondChanceQuerySchema = plainQuery(
  z.object({
    q: searchText(200),
    location: searchText(200),
    type: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['all', '', ...jobTypes] as const, { error: oneOf(['all', ...jobTypes]) }))
      .optional()
      .transform((value) => (value === 'all' || value === '' ? undefined : (value as JobType | undefined))),
    page: pageQuerySchema.shape.page,
  }),
);
export type SecondChanceQuery = z.infer<typeof secondChanceQuerySchema>;

/** A page of second-chance jobs, newest first, and how many employers offer them (the subtitle). */
export const secondChancePageSchema = pageOf(jobSchema).extend({ employerCount: z.number().int().min(0) });
export type SecondChancePage = z.infer<typeof secondChancePageSchema>;

/** A title and a message: the toast the browser shows and the `{ message }` the server answers. */
export interface TitledMessage {
  title: string;
  message: string;
}

/** The application's checks in the spec's order, and its other texts (spec 000 §5, §8). */
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
  /** Not in the spec's list: checked in the browser after the six rules, before any upload. */
  invalidEmail: { title: 'Invalid Email', message: messages.invalidEmail },
  tooManyFiles: { title: 'Too Many Files', message: 'Only one file is allowed for this upload.' },
  fileUploadError: 'File Upload Error',
  fileUploadSuccess: 'File Upload Success',
  filesUploaded: (count: number) => `${count} file(s) uploaded successfully.`,
  submitted: {
    title: 'Application Submitted',
    message: 'Your application has been submitted successfully. The employer will review it shortly.',
  },
  failedTitle: 'Application Failed',
  failedFallback: 'Failed to submit application. Please try again.',
  serverFallback: 'Application submission failed',
  jobNotFound: 'Job not found',
  alreadyApplied: 'You have already applied to this job with this email address.',
} as const;

/** The application uploader's limits (spec 000 §5 "Application file uploader"). */
export const applicationUploadLimits = {
  maxFileBytes: 5 * 1024 * 1024,
  resumeExtensions: ['.pdf', '.doc', '.docx'],
  supportingExtensions: ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png'],
  /** Not in the spec: a cap so one request cannot store an unbounded number of files. */
  maxSupportingDocuments: 5,
} as const;
