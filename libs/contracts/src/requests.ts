/**
 * Request bodies and queries, shared by the forms that send them and the
 * services that check them again.
 */
import { z } from 'zod';
import {
  emailSchema,
  jobTypeSchema,
  longText,
  pageQuerySchema,
  passwordSchema,
  requiredText,
  text,
  textList,
} from './common';
import {
  availabilities,
  companySizes,
  employerIndustries,
  militaryBranches,
  securityClearances,
  veteranEducationLevels,
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

/** GET /api/jobs in this first version: one page of active jobs, newest first. */
export const jobListQuerySchema = pageQuerySchema;
export type JobListQuery = z.infer<typeof jobListQuerySchema>;
