/** The veteran portal's requests. */
import { z } from 'zod';
import { emailSchema, jobTypeSchema, passwordSchema, requiredText, textList } from './common';
import { availabilities, militaryBranches, securityClearances, veteranEducationLevels } from './enums';
import { optionalLongText, optionalText, optionalUrl, withConfirmEmail } from './form-fields';

/** Resume: only the file name is kept for veterans; nothing is uploaded. */
export const resumeFileNameSchema = optionalText(255).refine(
  (name) => name === undefined || /\.(pdf|docx?)$/i.test(name),
  'Invalid File Type: Please upload a PDF, DOC, or DOCX file.',
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
