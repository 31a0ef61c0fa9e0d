import { z } from 'zod';
import { jobTypes } from './enums';
import { fieldMessages } from './field-messages';
import { messages } from './messages';

// A field left out (or a choice left on its empty option) reads "is required" everywhere, in
// forms and in API errors alike, unless its schema gives its own message.
z.config({
  // In the browser the site's Content-Security-Policy forbids eval: without this, zod probes
  // for it with `Function("")` and the browser reports a policy violation on every page.
  jitless: 'document' in globalThis,
  customError: (issue) =>
    (issue.code === 'invalid_type' || issue.code === 'invalid_value') && (issue.input === undefined || issue.input === '')
      ? fieldMessages.required
      : undefined,
});

/** A MongoDB ObjectId as 24 hex characters; anything else is "not found", never a cast error. */
export const objectIdSchema = z.string().regex(/^[0-9a-fA-F]{24}$/, fieldMessages.invalidId);
export const idParamsSchema = z.object({ id: objectIdSchema });

/** Dates travel as ISO strings in JSON. */
export const isoDateSchema = z.iso.datetime({ offset: true });

// Control characters (C0, DEL, C1: Unicode's Cc) and the bidi overrides and isolates that can
// make a name display as something else. A line break or a tab belongs in a multi-line field only.
const notInSingleLine = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
const notInMultiLine = /[^\P{Cc}\t\n\r]|[\u202a-\u202e\u2066-\u2069]/u;
const refusing = (unprintable: RegExp) => (value: string) => !unprintable.test(value);
/** Whether a text of one line holds no control or text-direction characters (for schemas that word their own refusal). */
export const isPrintableLine = refusing(notInSingleLine);

/**
 * Free text of one line (names, titles, places): trimmed, bounded so a hostile body cannot store
 * megabytes in a name, and refused when it holds control or text-direction characters.
 */
export const text = (max = 200) => z.string().trim().max(max).refine(refusing(notInSingleLine), messages.invisibleCharacters);
export const requiredText = (max = 200) =>
  z.string().trim().min(1, fieldMessages.required).max(max).refine(refusing(notInSingleLine), messages.invisibleCharacters);
/** Free text of several lines (descriptions, notes): line breaks and tabs are kept, other controls refused. */
export const longText = (max = 10_000) =>
  z.string().trim().max(max).refine(refusing(notInMultiLine), messages.invisibleCharacters);
export const requiredLongText = (max = 10_000) =>
  z.string().trim().min(1, fieldMessages.required).max(max).refine(refusing(notInMultiLine), messages.invisibleCharacters);

/** A link people will follow from a profile: http or https only, never javascript: or data:. */
export const webUrlSchema = z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: messages.webAddressOnly });

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email(messages.invalidEmail));

/** Passwords are never trimmed; bounded to keep hashing cheap for hostile input. */
export const passwordSchema = z
  .string()
  .min(8, fieldMessages.passwordTooShort)
  .max(128, fieldMessages.passwordTooLong);

/** Forms send "" for a blank field or an unchosen select: read as not given, as the API reads an absent field. */
export const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (form) =>
      typeof form === 'object' && form !== null
        ? Object.fromEntries(Object.entries(form).map(([field, value]) => [field, value === '' ? undefined : value]))
        : form,
    schema,
  );

/** Lists typed one entry at a time: entries trimmed, empty ones ignored. */
export const textList = (maxItems = 50, maxLength = 500) =>
  z
    .array(z.string().max(maxLength).refine(refusing(notInSingleLine), messages.invisibleCharacters))
    .max(maxItems)
    .transform((items) => items.map((item) => item.trim()).filter((item) => item.length > 0));

/** The posting form sends "Full-time"; the search sends "full-time". */
const lowerCased = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
export const jobTypeSchema = z.preprocess(lowerCased, z.enum(jobTypes));

/** Every error body the APIs send: a message the UI can show, and a stable code for programs. */
export const errorBodySchema = z.object({
  message: z.string(),
  /** The heading to show above the message, where the rule has one (the application's toasts). */
  title: z.string().optional(),
  code: z.string(),
  requestId: z.string().optional(),
  /** For 400s: every field that failed, so a form can show each message beside its field. */
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** For 503s from a busy service: when to try again, in milliseconds (the Retry-After header rounds it up to seconds). */
  retryAfterMs: z.number().int().min(0).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const errorCodes = [
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'cross_site_request',
  'not_found',
  'gone',
  'route_not_found',
  'conflict',
  'payload_too_large',
  'too_many_requests',
  'not_implemented',
  'payment_required',
  'service_unavailable',
  'gateway_timeout',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** A page of results (jobs come ten a page: `jobsPageSize`). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
