import { createHash } from 'node:crypto';
import type { SessionSettings } from '@jobboard/server-kit';
import type { Request, Response } from 'express';

/**
 * Who is viewing, for counting job views once per viewer: the signed-in account, else this
 * browser's visitor cookie. A first visit (no cookie yet) is keyed by a keyed hash of its address
 * and browser, and the cookie is set to that same key, so neither a reload with the cookie nor
 * one without it counts again. Not a session and not a secret: it only de-duplicates counts.
 */
export const visitorCookieName = 'jb_visitor';
const visitorKeyPattern = /^[A-Za-z0-9_-]{16,64}$/;
const lifetimeMs = 365 * 24 * 60 * 60 * 1000;

export const viewerKeyOf = (req: Request, res: Response, settings: SessionSettings, subjectId?: string): string => {
  if (subjectId) return `account-${subjectId}`;
  const cookie: unknown = req.cookies?.[visitorCookieName];
  if (typeof cookie === 'string' && visitorKeyPattern.test(cookie)) return cookie;
  const key = createHash('sha256')
    .update(`${settings.secret}|${req.ip ?? ''}|${req.get('user-agent') ?? ''}`)
    .digest('base64url')
    .slice(0, 32);
  res.cookie(visitorCookieName, key, { httpOnly: true, sameSite: 'lax', secure: settings.secure, path: '/api', maxAge: lifetimeMs });
  return key;
};
