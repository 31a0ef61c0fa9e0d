import { ApiError, fieldErrorsOf } from '@jobboard/api-client';
import { messages } from '@jobboard/contracts';
import type { Translate } from '@jobboard/i18n';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first problem of each top-level field, keyed by the field's name (a form's errors from a zod result). */
export const fieldErrorsFrom = <F extends string>(issues: readonly Issue[]): FieldErrors<F> => {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors as FieldErrors<F>;
};

/**
 * The server's words for the fields it refused: a taken email (409) under the email field,
 * and each field of a 400 under its own field.
 */
export const serverFieldErrors = <F extends string>(error: unknown): FieldErrors<F> => {
  if (!(error instanceof ApiError)) return {};
  if (error.status === 409) return { email: error.serverMessage ?? messages.emailTaken } as FieldErrors<F>;
  // A 400's fields by path ("skills.2"), each under its top-level field; anything else names none.
  return fieldErrorsFrom<F>(Object.entries(fieldErrorsOf(error)).map(([path, message = '']) => ({ path: path.split('.'), message })));
};

/**
 * Contract messages such as "is required" read after the field's label: "City is required". The
 * label comes translated by the caller; the message is said in the reader's language by `tc`, the
 * contracts' translator (a server's message, already in that language, stays as it is).
 */
export const describeFieldError = (label: string, message: string | undefined, tc: Translate = (english) => english) => {
  if (!message) return undefined;
  return /^[a-z]/.test(message) ? `${label} ${tc(message)}` : tc(message);
};
