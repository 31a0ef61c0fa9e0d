import type { ErrorCode } from '@jobboard/contracts';
import type { Translate } from '@jobboard/i18n';

interface AppErrorDetails {
  /** A heading for the message, where the browser shows the same rule with one (a toast's title). */
  title?: string;
  headers?: Record<string, string>;
  /** When a refused client should try again (503 busy): sent in the body and, in seconds, as Retry-After. */
  retryAfterMs?: number;
  /**
   * The message said in the reader's language, for a message built from values (a whole text is
   * found by its English already): `(t) => interviewClashMessage(name, when, t)`.
   */
  say?: (t: Translate) => string;
}

/** The one error type of every service: an HTTP status, a stable code, and a message a person can read. */
export class AppError extends Error {
  readonly title?: string;
  readonly headers: Record<string, string>;
  readonly retryAfterMs?: number;
  readonly say?: (t: Translate) => string;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    { title, headers = {}, retryAfterMs, say }: AppErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.title = title;
    this.say = say;
    this.retryAfterMs = retryAfterMs;
    this.headers = retryAfterMs === undefined ? headers : { ...headers, 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) };
  }

  static badRequest = (message: string, title?: string) => new AppError(400, 'validation_failed', message, { title });
  static unauthenticated = (message = 'Please sign in to continue.') => new AppError(401, 'unauthenticated', message);
  static forbidden = (message = 'You do not have access to this resource.') => new AppError(403, 'forbidden', message);
  static notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
  static conflict = (message: string) => new AppError(409, 'conflict', message);
  static gone = (message: string) => new AppError(410, 'gone', message);
  static tooManyRequests = (message: string, retryAfterSeconds: number) =>
    new AppError(429, 'too_many_requests', message, { headers: { 'Retry-After': String(retryAfterSeconds) } });
  static paymentRequired = (message: string) => new AppError(402, 'payment_required', message);
  static notImplemented = (message: string) => new AppError(501, 'not_implemented', message);
  /** 503: too busy for this request now; try again after `retryAfterMs`. */
  static busy = (message: string, retryAfterMs: number) => new AppError(503, 'service_unavailable', message, { retryAfterMs });
}
