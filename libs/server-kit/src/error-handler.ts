import type { ErrorBody } from '@jobboard/contracts';
import { isDuplicateKeyError } from '@jobboard/db';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import mongoose from 'mongoose';
import { AppError } from './app-error';
import { ValidationError } from './validate';

/** Errors thrown by body-parser and other http-errors users carry these. */
interface HttpishError {
  status?: number;
  type?: string;
  expose?: boolean;
}

const toAppError = (error: unknown): AppError | undefined => {
  if (error instanceof AppError) return error;
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

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known = toAppError(error);
  const requestId = String(req.id ?? '');
  if (!known) {
    req.log?.error({ err: error }, 'unhandled error');
    const body: ErrorBody = { message: 'Something went wrong on our side. Please try again.', code: 'internal', requestId };
    res.status(500).json(body);
    return;
  }
  if (known.status >= 500) req.log?.error({ err: error }, known.message);
  const body: ErrorBody = { message: known.message, title: known.title, code: known.code, requestId };
  if (known instanceof ValidationError) body.fields = known.fields;
  res.set(known.headers).status(known.status).json(body);
};
