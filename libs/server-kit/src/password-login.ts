import { messages } from '@jobboard/contracts';
import { isDuplicateKeyError, SessionModel } from '@jobboard/db';
import { AppError } from './app-error';
import type { LoginAttempt, LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { ValidationError } from './validate';

/** Creates an account that signs in with a password; an email already taken is a 409. */
export const createAccountWithPassword = async <A>(password: string, create: (passwordHash: string) => Promise<A>): Promise<A> => {
  const passwordHash = await hashPassword(password);
  try {
    return await create(passwordHash);
  } catch (error) {
    if (isDuplicateKeyError(error)) throw AppError.conflict(messages.emailTaken);
    throw error;
  }
};

/**
 * The sign-in story shared by every portal: count the attempt and refuse it when throttled
 * (before any hashing), check the password (taking as long when the account does not exist),
 * and answer a wrong email and a wrong password with the same 401.
 */
export const authenticateWithPassword = async <A extends { passwordHash?: string }>(options: {
  throttle: LoginThrottle;
  attempt: LoginAttempt;
  password: string;
  findAccount: () => Promise<A | null | undefined>;
  invalidMessage: string;
}): Promise<Omit<A, 'passwordHash'>> => {
  const { throttle, attempt } = options;
  await throttle.reserveAttempt(attempt);
  const account = await options.findAccount();
  const valid = await verifyPassword(options.password, account?.passwordHash);
  if (!account || !valid) throw AppError.unauthenticated(options.invalidMessage);
  await throttle.recordSuccess(attempt);
  const { passwordHash: _omitted, ...rest } = account;
  return rest;
};

/**
 * A new email or password for a signed-in account, only with its current password (counted by
 * the login throttle, so the form cannot be used to guess it). A new password ends every other
 * session of the account. A new email is unconfirmed (`save` unsets its verification) and
 * `onEmailChanged` sends it a confirmation link. Answers the account as saved (or as it was,
 * when nothing changed).
 */
export const changeCredentials = async <A>(options: {
  role: 'employer' | 'veteran' | 'jobseeker';
  accountId: string;
  change: { currentPassword: string; email?: string; newPassword?: string };
  context: { clientIp: string; sessionId: string; throttle: LoginThrottle };
  findPasswordHash: () => Promise<{ email: string; passwordHash: string } | null>;
  save: (update: { email?: string; passwordHash?: string }) => Promise<A | null>;
  current: () => Promise<A>;
  onEmailChanged?: (email: string) => Promise<unknown>;
  messages: { notFound: string; wrongCurrentPassword: string };
}): Promise<A> => {
  const { change, context } = options;
  const account = await options.findPasswordHash();
  if (!account) throw AppError.notFound(options.messages.notFound);
  const attempt = { scope: options.role, account: account.email, ip: context.clientIp };
  await context.throttle.reserveAttempt(attempt);
  if (!(await verifyPassword(change.currentPassword, account.passwordHash))) {
    throw new ValidationError([{ path: 'currentPassword', message: options.messages.wrongCurrentPassword }]);
  }
  await context.throttle.recordSuccess(attempt);
  const update: { email?: string; passwordHash?: string } = {};
  if (change.email && change.email !== account.email) update.email = change.email;
  if (change.newPassword) update.passwordHash = await hashPassword(change.newPassword);
  if (Object.keys(update).length === 0) return options.current();
  let saved: A | null;
  try {
    saved = await options.save(update);
  } catch (error) {
    if (isDuplicateKeyError(error)) throw AppError.conflict(messages.emailTaken);
    throw error;
  }
  if (!saved) throw AppError.notFound(options.messages.notFound);
  if (update.passwordHash) {
    await SessionModel.deleteMany({ 'sess.subjectId': options.accountId, 'sess.role': options.role, _id: { $ne: context.sessionId } });
  }
  if (update.email) await options.onEmailChanged?.(update.email);
  return saved;
};
