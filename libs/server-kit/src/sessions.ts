import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { objectIdSchema, roles, type Role } from '@jobboard/contracts';
import { retentionPeriods } from '@jobboard/domain';
import { AdminSessionModel, AdminUserModel, EmployerModel, SessionModel, UserModel, VeteranProfileModel } from '@jobboard/db';
import type { Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { z } from 'zod';

export const sessionCookieName = 'jb_session';
const algorithm = 'HS256';
const issuer = 'jobboard';

/** How long a sign-in lasts. Admin sessions are short; the others are remembered for a week. */
export const sessionLifetimeMs: Record<Role, number> = {
  admin: 8 * 60 * 60 * 1000,
  employer: retentionPeriods.sessionDays * 24 * 60 * 60 * 1000,
  veteran: retentionPeriods.sessionDays * 24 * 60 * 60 * 1000,
  jobseeker: retentionPeriods.sessionDays * 24 * 60 * 60 * 1000,
};

/** An admin session also ends after this long without a request; others only expire. */
export const adminIdleLimitMs = 30 * 60 * 1000;
/** How stale the recorded last request may get before a request records it again (one write a minute at most). */
const lastSeenPrecisionMs = 60 * 1000;

const claimsSchema = z.object({ sub: objectIdSchema, role: z.enum(roles), sid: z.string().min(1).max(64) });
export type SessionClaims = { subjectId: string; role: Role; sessionId: string };

/**
 * The signing key of a secret, made once: given the secret as a string, the token library tries
 * to read it as a public key first and fails, on every request (about half a millisecond each).
 */
const signingKeys = new Map<string, KeyObject>();
const signingKeyOf = (secret: string): KeyObject => {
  let key = signingKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    signingKeys.set(secret, key);
  }
  return key;
};

export interface SessionSettings {
  secret: string;
  secure: boolean;
}

/**
 * Stores the session (admin sessions in AdminSession, the others in
 * Session) and sets the signed cookie. The store is what makes logout and expiry final.
 */
export const startSession = async (
  res: Response,
  settings: SessionSettings,
  subject: { subjectId: string; role: Role },
): Promise<SessionClaims> => {
  const expiresAt = new Date(Date.now() + sessionLifetimeMs[subject.role]);
  let sessionId: string;
  if (subject.role === 'admin') {
    const session = await AdminSessionModel.create({ adminUserId: subject.subjectId, expiresAt });
    sessionId = String(session._id);
  } else {
    sessionId = randomBytes(24).toString('base64url');
    await SessionModel.create({ _id: sessionId, sess: { subjectId: subject.subjectId, role: subject.role }, expire: expiresAt });
  }
  const token = jwt.sign({ role: subject.role, sid: sessionId }, signingKeyOf(settings.secret), {
    algorithm,
    issuer,
    subject: subject.subjectId,
    expiresIn: Math.floor(sessionLifetimeMs[subject.role] / 1000),
  });
  res.cookie(sessionCookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
    expires: expiresAt,
  });
  return { ...subject, sessionId };
};

/**
 * Whether the account behind a session may still act: it exists and is not deactivated. Read on
 * every request by id (one indexed read), so deleting or deactivating an account ends its
 * sessions at once instead of when they expire.
 */
const accountCanAct = async (role: Role, subjectId: string): Promise<boolean> => {
  switch (role) {
    case 'admin':
      return (await AdminUserModel.exists({ _id: subjectId, isActive: true })) !== null;
    case 'veteran':
      return (await VeteranProfileModel.exists({ _id: subjectId, isActive: { $ne: false } })) !== null;
    case 'employer':
      return (await EmployerModel.exists({ _id: subjectId, isActive: { $ne: false } })) !== null;
    case 'jobseeker':
      return (await UserModel.exists({ _id: subjectId, isActive: { $ne: false } })) !== null;
  }
};

/** The verified, still-stored session of this request, if any, while its account may still act. */
export const readSession = async (req: Request, settings: SessionSettings): Promise<SessionClaims | undefined> => {
  const token: unknown = req.cookies?.[sessionCookieName];
  if (typeof token !== 'string' || token.length === 0 || token.length > 2048) return undefined;
  let payload: unknown;
  try {
    // The algorithm is pinned: a token signed any other way (or "none") is refused.
    payload = jwt.verify(token, signingKeyOf(settings.secret), { algorithms: [algorithm], issuer });
  } catch {
    return undefined;
  }
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) return undefined;
  const { sub, role, sid } = claims.data;
  const now = new Date();
  if (role === 'admin') {
    if (!objectIdSchema.safeParse(sid).success) return undefined;
    const session = await AdminSessionModel.findById(sid).lean();
    if (!session || session.expiresAt <= now || String(session.adminUserId) !== sub) return undefined;
    const lastSeen = session.lastSeenAt ?? session.createdAt;
    if (lastSeen && now.getTime() - lastSeen.getTime() > adminIdleLimitMs) return undefined;
    if (!lastSeen || now.getTime() - lastSeen.getTime() > lastSeenPrecisionMs) {
      await AdminSessionModel.updateOne({ _id: sid }, { $set: { lastSeenAt: now } });
    }
  } else {
    const session = await SessionModel.findById(sid).lean();
    if (!session || session.expire <= now || String(session.sess.subjectId) !== sub || session.sess.role !== role) {
      return undefined;
    }
  }
  if (!(await accountCanAct(role, sub))) return undefined;
  return { subjectId: sub, role, sessionId: sid };
};

/** Revokes the stored session at once and clears the cookie. */
export const endSession = async (req: Request, res: Response, settings: SessionSettings): Promise<void> => {
  const session = req.session ?? (await readSession(req, settings));
  if (session?.role === 'admin') await AdminSessionModel.deleteOne({ _id: session.sessionId });
  else if (session) await SessionModel.deleteOne({ _id: session.sessionId });
  res.clearCookie(sessionCookieName, { httpOnly: true, sameSite: 'lax', secure: settings.secure, path: '/' });
};
