/**
 * Field helpers shared by the registration and signup schemas of every portal. Internal to
 * this lib: index.ts does not re-export this file.
 */
import { z } from 'zod';
import { blankAsMissing, emailSchema, longText, text, webUrlSchema } from './common';
import { messages } from './messages';

/** Optional text of one line where the form sends "" for an empty field. */
export const optionalText = (max = 200) =>
  text(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** Optional text of several lines (a text area) where the form sends "" for an empty field. */
export const optionalLongText = (max = 5000) =>
  longText(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** Every link field of every form (website, LinkedIn, resume link): blank is none, else http(s) only. */
export const optionalUrl = (max = 500) => optionalText(max).pipe(webUrlSchema.optional());

const emailsMatch = (form: object) => {
  const { email, confirmEmail } = form as { email: string; confirmEmail: string };
  return email === confirmEmail;
};

/**
 * A registration form's rules: the account's fields, blank ones read as not given, plus
 * confirmEmail, which must equal email and is checked in the browser, never sent. The match is
 * checked as soon as both are valid addresses, so a mismatch shows in the same round as the
 * form's other problems.
 */
export const withConfirmEmail = <Shape extends { email: typeof emailSchema }>(registration: z.ZodObject<Shape>) =>
  blankAsMissing(
    registration
      .extend({ confirmEmail: z.string().trim().toLowerCase().pipe(z.email(messages.invalidEmail)) })
      .refine((form) => emailsMatch(form), {
        message: messages.emailsDontMatch,
        path: ['confirmEmail'],
        when: ({ value }) => {
          const form = value as { email?: unknown; confirmEmail?: unknown };
          return emailSchema.safeParse(form.email).success && emailSchema.safeParse(form.confirmEmail).success;
        },
      }),
  );
