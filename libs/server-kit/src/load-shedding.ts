import { requestStartedAt, requestStartHeader, spreadRetryAfterMs } from '@jobboard/contracts';
import type { RequestHandler } from 'express';
import { AppError } from './app-error';
import { answerWithError } from './error-handler';

export interface LoadSheddingRule {
  /** Requests the process works on at once (of the route, or of the whole service); the next ones are refused. */
  maxInFlight: number;
  /**
   * When a refused client should try again. Each answer adds up to as much again at random, so
   * a crowd refused together does not come back together.
   */
  retryAfterMs: number;
  /** What a refused client reads (from the contracts). */
  message: string;
  /** Requests that are never refused (health checks, metrics). */
  exempt?: (path: string) => boolean;
}

/**
 * Sheds load early: past `maxInFlight` requests in this process, the next is answered 503 at once,
 * before its body is read, with `retryAfterMs` in the body and Retry-After (seconds) in the
 * headers. A crowd then costs each extra request one short answer instead of a slot in a queue
 * that grows until the edge gives up waiting (a 502/504 that says nothing about whether the
 * request was done).
 */
export const createLoadShedding = ({ maxInFlight, retryAfterMs, message, exempt }: LoadSheddingRule) => {
  let inFlight = 0;
  const handler: RequestHandler = (req, res, next) => {
    if (exempt?.(req.path)) return next();
    if (inFlight >= maxInFlight) {
      // The body is not wanted: close the connection after the answer rather than read it.
      res.set('Connection', 'close');
      return next(AppError.busy(message, spreadRetryAfterMs(retryAfterMs)));
    }
    inFlight += 1;
    res.once('close', () => (inFlight -= 1));
    next();
  };
  return Object.assign(handler, { inFlight: () => inFlight });
};

export interface QueueWaitRule {
  /** The longest a request may have waited between the edge and this service before its work starts. */
  maxWaitMs: number;
  retryAfterMs: number;
  message: string;
  exempt?: (path: string) => boolean;
  /** The clock (tests move it). */
  now?: () => number;
}

/**
 * Sheds the requests that already waited too long before reaching the service: the edge stamps
 * when it received each one (`x-request-start`), and when the service's CPU is the bottleneck the
 * wait grows in queues the in-flight count cannot see (the edge's, the connection backlog, this
 * process's event loop). Past `maxWaitMs` the request is answered 503 at once, before its body
 * is read, so the wait stops growing and every answer stays quick. Without the stamp (a request
 * not sent through an edge) nothing is shed.
 */
export const shedLateRequests = ({ maxWaitMs, retryAfterMs, message, exempt, now = Date.now }: QueueWaitRule): RequestHandler => {
  return (req, res, next) => {
    const startedAt = requestStartedAt(req.headers[requestStartHeader]);
    if (startedAt === undefined || exempt?.(req.path) || now() - startedAt <= maxWaitMs) return next();
    res.set('Connection', 'close');
    next(AppError.busy(message, spreadRetryAfterMs(retryAfterMs)));
  };
};

export interface AnswerDeadlineRule {
  /** The longest a request may wait for its answer once it has arrived whole. */
  deadlineMs: number;
  message: string;
  retryAfterMs: number;
  /** Requests never answered early (health checks): they are quick anyway. */
  exempt?: (path: string) => boolean;
}

/**
 * Bounds how long the service keeps a client waiting: a request not answered `deadlineMs` after
 * its body arrived (at once for a request without one) is answered 503 with Retry-After; its work
 * goes on and its own answer is dropped. The edges wait longer than this (60 s), so they never
 * answer 502/504 for a service that is slow but alive. The clock starts when the body has
 * arrived, so a slow upload on a weak network is not cut off.
 */
export const answerDeadline = ({ deadlineMs, message, retryAfterMs, exempt }: AnswerDeadlineRule): RequestHandler => {
  return (req, res, next) => {
    if (exempt?.(req.path)) return next();
    // No listener on the answer (a request's answer already has many): a timer that finds it
    // answered does nothing, and an unref'd one holds no process open.
    const start = () =>
      setTimeout(() => {
        if (!res.headersSent && !res.writableEnded && !res.destroyed) answerWithError(req, res, AppError.busy(message, retryAfterMs));
      }, deadlineMs).unref();
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody) req.once('end', start);
    else start();
    next();
  };
};
