/** The employer portal's requests. */
import { text } from '@jobboard/i18n';
import { z } from 'zod';
import { blankAsMissing, emailSchema, passwordSchema, requiredText } from './common';
import { employerSchema } from './entities';
import { companySizes, employerIndustries } from './enums';
import { optionalLongText, optionalText, optionalUrl, withConfirmEmail } from './form-fields';

// Employer registration. It also takes a password, since employers sign in with one.
export const employerRegistrationSchema = z.object({
  email: emailSchema,
  companyName: requiredText(200),
  contactName: requiredText(200),
  phone: optionalText(30),
  address: optionalText(300),
  city: requiredText(100),
  state: requiredText(100),
  zipCode: requiredText(10).regex(/^\d{5}(-\d{4})?$/, text('must be a 5-digit ZIP code')),
  website: optionalUrl(),
  industry: z.enum(employerIndustries),
  companySize: z.enum(companySizes),
  description: optionalLongText(5000),
  password: passwordSchema,
});
export type EmployerRegistration = z.infer<typeof employerRegistrationSchema>;

export const employerRegistrationFormSchema = withConfirmEmail(employerRegistrationSchema);

/**
 * GET /api/employers/session: the signed-in employer, or null when the visitor is not signed in
 * as one. Always 200: the header asks on every page, and an error status would be logged for
 * every visitor.
 */
export const employerSessionAnswerSchema = employerSchema.nullable();

/** An IANA time zone this runtime knows ("America/Chicago"). */
export const timeZoneSchema = z.string().trim().max(64).refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/');
  } catch {
    return false;
  }
}, text('must be a time zone such as America/Chicago'));

/**
 * PUT /api/employers/:id (Settings): every registration field but the email and the password,
 * and the time zone interviews are booked in (left out: unchanged).
 */
export const employerProfileUpdateSchema = employerRegistrationSchema
  .omit({ email: true, password: true })
  .extend({ timeZone: timeZoneSchema.optional() });
export type EmployerProfileUpdate = z.input<typeof employerProfileUpdateSchema>;
export const employerProfileFormSchema = blankAsMissing(employerProfileUpdateSchema);

const credentialsChangeSchema = z.object({
  currentPassword: z.string({ error: text('is required') }).min(1, text('is required')).max(128),
  email: emailSchema.optional(),
  newPassword: passwordSchema.optional(),
});
export type CredentialsUpdate = z.infer<typeof credentialsChangeSchema>;

/**
 * PUT /api/employers/:id/credentials: a new email, a new password or both, each only with the
 * current password.
 */
export const credentialsUpdateSchema = blankAsMissing(
  credentialsChangeSchema.refine((change) => change.email !== undefined || change.newPassword !== undefined, {
    message: text('Enter a new email address or a new password.'),
    path: ['email'],
  }),
);
