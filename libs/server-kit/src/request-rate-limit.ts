import { isDuplicateKeyError, RequestRateLimitModel } from '@jobboard/db';
import type { RequestHandler } from 'express';
import { AppError } from './app-error';

export interface RequestRateLimitRule {
  /** Which action is counted (`apply`...), so two limited routes count apart. */
  scope: string;
  /** Requests one client address may make per window. */
  maxRequests: number;
  windowMs: number;
  /** What a refused client reads (from the contracts). */
  message: string;
}

/**
 * The client address a request is counted under. An IPv6 client usually holds a whole /64, so
 * it is counted by that prefix; IPv4 (and IPv4-mapped IPv6) by the address.
 */
export const rateLimitAddressOf = (ip: string | undefined): string => {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.split('%')[0].split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array.from({ length: Math.max(0, missing) }, () => '0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
};

/**
 * Limits how often one client address may make a request, counted in the shared database so
 * every instance of a service sees the same counts. Each request is counted by one atomic
 * `$inc` that returns the new count, before anything else of the request is read (its body or
 * upload), so requests sent in parallel are all counted and a refused one costs one update.
 * Fixed windows: a window that has run out starts again with the next request.
 */
export const createRequestRateLimit = (rule: RequestRateLimitRule): RequestHandler => {
  const count = async (key: string, now: number) => {
    // Of concurrent resets of a run-out window, only the first matches.
    await RequestRateLimitModel.updateOne(
      { _id: key, windowStartedAt: { $lte: new Date(now - rule.windowMs) } },
      { $set: { requests: 0, windowStartedAt: new Date(now) } },
    );
    const increment = () =>
      RequestRateLimitModel.findOneAndUpdate(
        { _id: key },
        { $inc: { requests: 1 }, $setOnInsert: { windowStartedAt: new Date(now) } },
        { upsert: true, returnDocument: 'after', projection: { requests: 1, windowStartedAt: 1 } },
      ).lean();
    try {
      return await increment();
    } catch (error) {
      // Two first requests at once: one inserts, the other's upsert collides; counting again finds it.
      if (isDuplicateKeyError(error)) return increment();
      throw error;
    }
  };

  return async (req, _res, next) => {
    try {
      const now = Date.now();
      const counted = await count(`${rule.scope}:${rateLimitAddressOf(req.ip)}`, now);
      const requests = counted?.requests ?? 1;
      if (requests <= rule.maxRequests) return next();
      const windowEndsAt = (counted?.windowStartedAt?.getTime() ?? now) + rule.windowMs;
      req.log?.warn({ scope: rule.scope, requests }, 'request rate limit reached');
      // Capped at the window: a concurrent request may have started the window a moment after this one's clock.
      const retryAfterSeconds = Math.min(Math.ceil(rule.windowMs / 1000), Math.max(1, Math.ceil((windowEndsAt - now) / 1000)));
      next(AppError.tooManyRequests(rule.message, retryAfterSeconds));
    } catch (error) {
      next(error);
    }
  };
};
