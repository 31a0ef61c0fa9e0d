/** Job seeker accounts: POST /api/job-seekers/signup and /login, GET /api/job-seekers/session. */
import { z } from 'zod';
import { blankAsMissing, emailSchema, jobTypeSchema, passwordSchema, requiredText, textList } from './common';
import { userSchema } from './entities';
import {
  availabilities,
  experienceLevels,
  jobSeekerEducationLevels,
  jobSeekerIndustries,
  languageCodes,
  salaryExpectationBands,
} from './enums';
import { optionalLongText, optionalText, optionalUrl } from './form-fields';
import { loginSchema, type LoginBody } from './sign-in';

/** Skills are de-duplicated; "React" and " react " are the same skill (the first spelling stays). */
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

// Job seeker signup. It also takes a password: job seekers have accounts they sign in to.
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
  profileSummary: optionalLongText(5000),
  preferredJobTypes: z
    .array(jobTypeSchema)
    .max(4)
    .default([])
    .transform((types) => [...new Set(types)]),
  salaryExpectation: z.enum(salaryExpectationBands).optional(),
  relocateWilling: z.boolean().default(false),
  availability: z.enum(availabilities).optional(),
  linkedinUrl: optionalUrl(),
  resumeUrl: optionalUrl(255),
});
export type JobSeekerSignup = z.infer<typeof jobSeekerSignupSchema>;

/** The fields without which the form refuses at once with "Missing Required Information". */
const jobSeekerRequiredFields = ['firstName', 'lastName', 'email'] as const;
export const isMissingJobSeekerRequiredInfo = (form: Partial<Record<(typeof jobSeekerRequiredFields)[number], string>>) =>
  jobSeekerRequiredFields.some((field) => !form[field]?.trim());

export const jobSeekerSignupFormSchema = blankAsMissing(jobSeekerSignupSchema);

export const jobSeekerLoginSchema = loginSchema;
export type JobSeekerLogin = LoginBody;

/** The signup and login answers: the account, never its password. */
export const jobSeekerSessionSchema = userSchema;
/**
 * GET /api/job-seekers/session: that account, or null when the visitor is not signed in as a job
 * seeker. Always 200: every page asks, and an error status would be logged for every visitor.
 */
export const jobSeekerSessionAnswerSchema = jobSeekerSessionSchema.nullable();
