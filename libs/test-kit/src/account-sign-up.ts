import type { AccountRole } from '@jobboard/contracts';
import { EmployerModel, OutboxMessageModel, UserModel, VeteranProfileModel } from '@jobboard/db';
import type { JsonObject, TestClient } from './http-client';

const accountCalls = {
  jobseeker: { signUp: '/api/job-seekers/signup', logIn: '/api/job-seekers/login' },
  employer: { signUp: '/api/employers', logIn: '/api/employers/login' },
  veteran: { signUp: '/api/veterans', logIn: '/api/veterans/login' },
} as const;

/** Marks the account of this address verified, as opening its emailed link does. */
export const markEmailVerified = async (role: AccountRole, email: string, at = new Date()) => {
  const filter = { email: email.trim().toLowerCase() };
  const update = { $set: { emailVerifiedAt: at } };
  if (role === 'jobseeker') await UserModel.updateOne(filter, update);
  if (role === 'employer') await EmployerModel.updateOne(filter, update);
  if (role === 'veteran') await VeteranProfileModel.updateOne(filter, update);
};

/**
 * Signs an account up as its portal does: the sign-up (202, no session), the address verified
 * in the database unless `verified: false` (as its owner opening the emailed link), then a
 * sign-in with the same password, which gives `client` the session cookie. Answers the account
 * as the sign-in returns it (its `id`), with the email and password.
 */
export const signUpThroughApi = async <B extends { email: string; password: string }>(
  client: TestClient,
  role: AccountRole,
  body: B,
  { verified = true }: { verified?: boolean } = {},
) => {
  const calls = accountCalls[role];
  const signUp = await client.post(calls.signUp, body);
  if (signUp.status !== 202) throw new Error(`sign-up failed: ${signUp.status} ${signUp.text}`);
  if (verified) await markEmailVerified(role, body.email);
  const logIn = await client.post<JsonObject & { id: string }>(calls.logIn, { email: body.email, password: body.password });
  if (logIn.status !== 200) throw new Error(`sign-in after sign-up failed: ${logIn.status} ${logIn.text}`);
  return { ...logIn.body, id: logIn.body.id, email: body.email, password: body.password, account: logIn.body };
};

/**
 * The token of the newest account link (`email-verification` or `password-reset`) the outbox
 * holds for this address, read where the mail worker reads it.
 */
export const accountLinkFromOutbox = async (email: string, kind: 'email-verification' | 'password-reset'): Promise<string> => {
  const [message] = await OutboxMessageModel.find({ kind, to: email.trim().toLowerCase() }).sort({ createdAt: -1, _id: -1 }).limit(1).lean();
  const match = message?.text && /(?:verify-email|reset-password)\?token=([A-Za-z0-9_%.-]+)/.exec(message.text);
  if (!match) throw new Error(`no ${kind} email for ${email} in the outbox`);
  return decodeURIComponent(match[1]);
};
