import { messages } from '@jobboard/contracts';
import { isDuplicateKeyError } from '@jobboard/db';
import { AppError } from './app-error';
import type { LoginAttempt, LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';

/** Creates an account that signs in with a password; an email already taken is a 409. */
export const createAccountWithPassword = async <A>(
  password: string,
  create: (passwordHash: string) => Promise<A>,
): Promise<A> => {
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
