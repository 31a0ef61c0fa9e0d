import { objectIdSchema } from '@jobboard/contracts';
import type { SessionSettings } from '@jobboard/server-kit';
import type { Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { claimApplications } from '../domain/job-seekers/claim-applications';

/**
 * Applying needs only a name and an email, no account. This signed cookie remembers which applications
 * this browser sent anonymously, so the account signed up or into here next can claim them;
 * knowing an applicant's email alone claims nothing.
 */
export const applicationsCookieName = 'jb_applications';
const algorithm = 'HS256';
const issuer = 'jobboard';
// Not a session: a token minted for one purpose is never accepted for the other.
const audience = 'application-claim';
const lifetimeMs = 30 * 24 * 60 * 60 * 1000;
const maxRemembered = 20;
const cookiePath = '/api';

const claimsSchema = z.object({ applications: z.array(objectIdSchema).max(maxRemembered) });

/** The application ids of a valid cookie; anything forged, expired or malformed reads as none. */
export const readRememberedApplications = (req: Request, settings: SessionSettings): string[] => {
  const token: unknown = req.cookies?.[applicationsCookieName];
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return [];
  try {
    const claims = claimsSchema.safeParse(jwt.verify(token, settings.secret, { algorithms: [algorithm], issuer, audience }));
    return claims.success ? claims.data.applications : [];
  } catch {
    return [];
  }
};

/** Adds an anonymous application to this browser's list, keeping the latest 20. */
export const rememberApplication = (req: Request, res: Response, settings: SessionSettings, applicationId: string) => {
  const applications = [...readRememberedApplications(req, settings).filter((id) => id !== applicationId), applicationId].slice(
    -maxRemembered,
  );
  const token = jwt.sign({ applications }, settings.secret, {
    algorithm,
    issuer,
    audience,
    expiresIn: Math.floor(lifetimeMs / 1000),
  });
  res.cookie(applicationsCookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: cookiePath,
    maxAge: lifetimeMs,
  });
};

/**
 * After signup or login: the remembered applications sent with this account's email become
 * the account's, and the cookie is cleared. A failure here must not fail the sign-in itself
 * (the account exists by now), so it is logged and the cookie kept for the next sign-in.
 */
export const claimRememberedApplications = async (
  req: Request,
  res: Response,
  settings: SessionSettings,
  account: { id: string; email: string },
) => {
  if (req.cookies?.[applicationsCookieName] === undefined) return;
  try {
    const claimed = await claimApplications(account, readRememberedApplications(req, settings));
    req.log.info({ claimed, userId: account.id }, 'applications sent before signing in were claimed');
  } catch (error) {
    req.log.error({ err: error, userId: account.id }, 'could not claim the applications sent before signing in');
    return;
  }
  res.clearCookie(applicationsCookieName, { httpOnly: true, sameSite: 'lax', secure: settings.secure, path: cookiePath });
};
