/**
 * Who is who: the calls around an account's email address and password, shared by job seekers,
 * employers and veterans. Sign-up answers the same for a new and a taken address (the owner of a
 * taken one gets an email instead); a password reset answers the same whether or not the address
 * has an account; the links carry single-use tokens that expire.
 */
import { text } from '@jobboard/i18n';
import { z } from 'zod';
import { emailSchema, passwordSchema } from './common';

/** The token of an emailed link (verification or password reset). */
export const emailLinkTokenSchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, text('The link is incomplete. Open it again from the email.'))
    .max(200, text('The link is malformed. Open it again from the email.')),
});
export type EmailLinkToken = z.infer<typeof emailLinkTokenSchema>;

/** What sign-up, a resend and a reset request answer: one message, the same whatever the address. */
export const accountRequestAcceptedSchema = z.object({ message: z.string() });
export type AccountRequestAccepted = z.infer<typeof accountRequestAcceptedSchema>;

/** What opening a verification link answers: the address now verified. */
export const emailVerifiedSchema = z.object({ email: z.string() });
export type EmailVerified = z.infer<typeof emailVerifiedSchema>;

/** "Forgot password?": the address to send a reset link to. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The reset link's page: its token and the new password. */
export const passwordResetSchema = emailLinkTokenSchema.extend({ newPassword: passwordSchema });
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** How long the emailed links work. */
export const accountLinkLifetimes = {
  passwordResetMinutes: 45,
  emailVerificationHours: 48,
} as const;

/** The texts of these calls and of their screens, one source for services, emails and portals. */
export const accountSecurityMessages = {
  signUpAccepted: 'Check your email: we sent a link to confirm your address. You can sign in and look around while you wait.',
  verificationResent: 'If your address still needs confirming, a new link is on its way. Check your email.',
  passwordResetRequested: 'If an account uses that address, a link to choose a new password is on its way. It works for 45 minutes, once.',
  passwordResetDone: 'Your password is changed and every other session is signed out. Sign in with your new password.',
  linkInvalid: 'This link has expired or was already used. Ask for a new one.',
  emailVerified: 'Your email address is confirmed.',
  emailNotVerified: 'Confirm your email address first: open the link we emailed you, or ask for a new one.',
  tooManyEmails: 'We already sent several emails to this address today. Please check your inbox (and spam folder) or try again tomorrow.',
  tooManyAccountRequests: 'Too many sign-ups or password resets from your network. Please wait a while and try again.',
} as const;
