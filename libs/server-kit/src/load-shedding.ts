import type { RequestHandler } from 'express';
import { AppError } from './app-error';

export interface LoadSheddingRule {
  /** Requests of this route the process works on at once; the next ones are refused. */
  maxInFlight: number;
  /** When a refused client should try again. */
  retryAfterSeconds: number;
  /** What a refused client reads (from the contracts). */
  message: string;
}

/**
 * Sheds load early: past `maxInFlight` requests of the route in this process, the next is
 * answered 503 with Retry-After at once, before its body is read. A crowd then costs each extra
 * request one short answer instead of a slot in a queue that grows until the edge gives up
 * waiting (a 502/504 that says nothing about whether the request was done).
 */
export const createLoadShedding = ({ maxInFlight, retryAfterSeconds, message }: LoadSheddingRule) => {
  let inFlight = 0;
  const handler: RequestHandler = (_req, res, next) => {
    if (inFlight >= maxInFlight) {
      // The body is not wanted: close the connection after the answer rather than read it.
      res.set('Connection', 'close');
      return next(new AppError(503, 'service_unavailable', message, { headers: { 'Retry-After': String(retryAfterSeconds) } }));
    }
    inFlight += 1;
    res.once('close', () => (inFlight -= 1));
    next();
  };
  return Object.assign(handler, { inFlight: () => inFlight });
};
