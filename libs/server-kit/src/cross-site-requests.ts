import { messages } from '@jobboard/contracts';
import type { Request, RequestHandler } from 'express';
import { AppError } from './app-error';

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin the browser addressed: through the edge, its X-Forwarded-Proto and -Host (trusted per `trust proxy`). */
const ownOrigin = (req: Request): string | undefined => {
  if (!req.host) return undefined;
  try {
    // URL drops a default port (":443" on https), as browsers do in Origin.
    return new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    return undefined;
  }
};

/**
 * Refuses state-changing requests a browser sent from another site with the victim's cookies
 * (SameSite=Lax does not stop sibling subdomains, and top-level form posts are only part of it).
 * Allowed: Sec-Fetch-Site "same-origin"; an Origin that is this site's own or a configured one;
 * and requests with neither header, which browsers never send for these methods (curl, Stripe).
 * `openPostPaths` are POSTs any site may send (a one-click unsubscribe: a signed token in the URL,
 * no cookie read), let through whatever their headers.
 */
export const refuseCrossSiteRequests = (allowedOrigins: readonly string[] = [], openPostPaths: readonly string[] = []): RequestHandler => {
  const allowed = new Set(allowedOrigins);
  const open = new Set(openPostPaths);
  return (req, _res, next) => {
    if (!stateChangingMethods.has(req.method)) return next();
    if (req.method === 'POST' && open.has(req.path)) return next();
    const fetchSite = req.get('sec-fetch-site');
    const origin = req.get('origin');
    if (fetchSite === 'same-origin') return next();
    if (origin === undefined && fetchSite === undefined) return next();
    if (origin !== undefined && (allowed.has(origin) || origin === ownOrigin(req))) return next();
    req.log?.warn({ origin, fetchSite }, 'cross-site request refused');
    next(new AppError(403, 'cross_site_request', messages.crossSiteRequest));
  };
};
