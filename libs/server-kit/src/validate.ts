import type { Translate } from '@jobboard/i18n';
import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { AppError } from './app-error';

export interface FieldProblem {
  path: string;
  message: string;
  /** The message said in the reader's language, when it is built from values (see AppError's `say`). */
  say?: (t: Translate) => string;
}

/** One readable line per problem, naming the field: "companyName: is required". */
export const describeIssues = (issues: readonly z.core.$ZodIssue[]): FieldProblem[] =>
  issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(body)', message: issue.message }));

export class ValidationError extends AppError {
  constructor(readonly fields: FieldProblem[]) {
    super(400, 'validation_failed', fields.map((field) => `${field.path}: ${field.message}`).join('; '));
  }
}

interface Schemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** The 404's message for a path that names nothing. */
  notFound?: string;
}

// Express 5 defines req.query as a getter; replace it with the parsed value.
const replace = (target: object, key: 'body' | 'query' | 'params', value: unknown) =>
  Object.defineProperty(target, key, { value, writable: true, configurable: true, enumerable: true });

/**
 * Checks and parses the request against the shared contracts before the handler runs.
 * A malformed path parameter cannot name anything, so it is a 404, not a 400.
 */
export const validate =
  (schemas: Schemas): RequestHandler =>
  (req, _res, next) => {
    if (schemas.params) {
      const parsed = schemas.params.safeParse(req.params);
      if (!parsed.success) return next(AppError.notFound(schemas.notFound));
      replace(req, 'params', parsed.data);
    }
    for (const part of ['query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const parsed = schema.safeParse(req[part] ?? {});
      if (!parsed.success) return next(new ValidationError(describeIssues(parsed.error.issues)));
      replace(req, part, parsed.data);
    }
    next();
  };

/**
 * Parses `input`, or refuses it with the first problem's message alone: for forms whose checks
 * run in a set order and are answered one at a time, the way the browser shows them.
 */
export const parseOrRefuse = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw AppError.badRequest(parsed.error.issues[0]?.message ?? 'The request is not valid.');
  return parsed.data;
};
