import { messages, type ErrorBody } from '@jobboard/contracts';
import { isDuplicateKeyError } from '@jobboard/db';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import mongoose from 'mongoose';
import { AppError } from './app-error';
import { answerTranslator } from './answer-language';
import { ValidationError } from './validate';

/** Errors thrown by body-parser and other http-errors users carry these. */
interface HttpishError {
  status?: number;
  type?: string;
  expose?: boolean;
}

/** What the MongoDB driver throws while the database cannot be reached; mongoose reconnects on its own. */
const databaseUnreachableErrors = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoPoolClearedError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
]);
const databaseRetryAfterSeconds = 5;

const toAppError = (error: unknown): AppError | undefined => {
  if (error instanceof AppError) return error;
  if (error instanceof Error && databaseUnreachableErrors.has(error.name)) {
    return new AppError(503, 'service_unavailable', messages.databaseUnavailable, {
      headers: { 'Retry-After': String(databaseRetryAfterSeconds) },
    });
  }
  if (error instanceof mongoose.Error.ValidationError) {
    const fields = Object.values(error.errors).map((problem) => ({ path: problem.path, message: problem.message }));
    return new ValidationError(fields);
  }
  if (error instanceof mongoose.Error.CastError) {
    return new ValidationError([{ path: error.path, message: `is not a valid ${error.kind}` }]);
  }
  if (isDuplicateKeyError(error)) {
    const keys = Object.keys((error as { keyPattern?: Record<string, unknown> }).keyPattern ?? {});
    return AppError.conflict(`A record with this ${keys.join(' and ') || 'value'} already exists.`);
  }
  const httpish = error as HttpishError;
  if (httpish?.type === 'entity.too.large') {
    return new AppError(413, 'payload_too_large', 'The request body is too large.');
  }
  if (httpish?.type === 'entity.parse.failed') return AppError.badRequest('The request body is not valid JSON.');
  if (typeof httpish?.status === 'number' && httpish.status >= 400 && httpish.status < 500 && httpish.expose) {
    return new AppError(httpish.status, 'validation_failed', (error as Error).message);
  }
  return undefined;
};

/** Unknown /api paths answer JSON, so the browser's fetcher always has a message to show. */
export const apiNotFound: RequestHandler = (req, _res, next) =>
  next(new AppError(404, 'route_not_found', `No API route for ${req.method} ${req.path}`));

/** The client closed the connection before its request was read: nothing failed on our side. */
export class RequestAbortedError extends Error {
  constructor() {
    super('The client aborted the request before it was read.');
    this.name = 'RequestAbortedError';
  }
}

/** A deliberate 5xx answer (501 not built yet, 503 not configured) as the request log shows it: no stack, nothing broke. */
const answeredOnPurpose = (known: AppError): Error => {
  const logged = new Error(known.message);
  logged.name = known.code;
  logged.stack = undefined;
  return logged;
};

/**
 * Answers every error as JSON. The request log (pino-http, one line per request) carries the
 * error: set on `res.err`, it is logged once there, with the stack only for unknown errors.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => answerWithError(req, res, error);

/** Answers a request with the error's status and body (the error handler, and answers given outside a route). */
export const answerWithError = (req: Request, res: Response, error: unknown): void => {
  // Answered already (the answer deadline spoke first): the late outcome is only logged.
  if (res.headersSent) {
    if (!(error instanceof AppError)) req.log?.error({ err: error }, 'a request failed after it was answered');
    return;
  }
  if (error instanceof RequestAbortedError || req.readableAborted) {
    // No one is left to answer; the request log already says "request aborted".
    res.destroy();
    return;
  }
  const known = toAppError(error);
  const requestId = String(req.id ?? '');
  if (!known) {
    res.err = error instanceof Error ? error : new Error(String(error));
    const body: ErrorBody = { message: 'Something went wrong on our side. Please try again.', code: 'internal', requestId };
    res.status(500).json(body);
    return;
  }
  if (known.status >= 500) res.err = answeredOnPurpose(known);
  // In the request's language: the same code, the message and title a person reads translated.
  const t = answerTranslator(req);
  const body: ErrorBody = {
    message: known.say ? known.say(t) : t(known.message),
    title: known.title && t(known.title),
    code: known.code,
    requestId,
    retryAfterMs: known.retryAfterMs,
  };
  if (known instanceof ValidationError) {
    body.fields = known.fields.map(({ path, message, say }) => ({ path, message: say ? say(t) : t(message) }));
    body.message = body.fields.map((field) => `${field.path}: ${field.message}`).join('; ');
  }
  res.set(known.headers).status(known.status).json(body);
};
