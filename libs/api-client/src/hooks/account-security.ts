import {
  accountRequestAcceptedSchema,
  emailVerifiedSchema,
  type AccountRequestAccepted,
  type AccountRole,
  type EmailVerified,
  type PasswordReset,
  type PasswordResetRequest,
} from '@jobboard/contracts';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { send } from '../api-call';
import { ApiError } from '../fetcher';
import { sessionKey } from './account-session';

// The account screens' calls, parsed with the contracts' schemas: these screens load on their own
// pages. The session read and "Send the link again", shown on first views, are in account-session.ts.

// Each call of the routing table spelled out per kind, so every URL stays checked by the compiler.
const verifyEmailCalls: Record<AccountRole, (token: string) => Promise<unknown>> = {
  jobseeker: (token) => send('POST /api/job-seekers/verify-email', { body: { token } }),
  employer: (token) => send('POST /api/employers/verify-email', { body: { token } }),
  veteran: (token) => send('POST /api/veterans/verify-email', { body: { token } }),
};
const resetRequestCalls: Record<AccountRole, (request: PasswordResetRequest) => Promise<unknown>> = {
  jobseeker: (body) => send('POST /api/job-seekers/password-reset', { body }),
  employer: (body) => send('POST /api/employers/password-reset', { body }),
  veteran: (body) => send('POST /api/veterans/password-reset', { body }),
};
const resetCalls: Record<AccountRole, (reset: PasswordReset) => Promise<unknown>> = {
  jobseeker: (body) => send('POST /api/job-seekers/password-reset/complete', { body }),
  employer: (body) => send('POST /api/employers/password-reset/complete', { body }),
  veteran: (body) => send('POST /api/veterans/password-reset/complete', { body }),
};

/**
 * POST .../verify-email with the emailed link's token; then the session is read again, so the
 * "confirm your address" notice goes. A refused link throws ApiError (400, with the message).
 */
export const useVerifyEmail = (kind: AccountRole): ((token: string) => Promise<EmailVerified>) => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (token) => {
      const verified = emailVerifiedSchema.parse(await verifyEmailCalls[kind](token));
      await mutate(sessionKey);
      return verified;
    },
    [kind, mutate],
  );
};

/** POST .../password-reset: the same answer for every address; 429 when too many went to it. */
export const useRequestPasswordReset = (kind: AccountRole): ((request: PasswordResetRequest) => Promise<AccountRequestAccepted>) =>
  useCallback(async (request) => accountRequestAcceptedSchema.parse(await resetRequestCalls[kind](request)), [kind]);

/**
 * POST .../password-reset/complete: sets the new password and ends every session of the account,
 * so this browser's session is read again too. A used or expired link throws ApiError (400).
 */
export const useCompletePasswordReset = (kind: AccountRole): ((reset: PasswordReset) => Promise<void>) => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (reset) => {
      await resetCalls[kind](reset);
      await mutate(sessionKey);
    },
    [kind, mutate],
  );
};

/**
 * What a sign-up form learns: the account when signing in with the same email and password
 * worked, or only the sign-up's message when it did not (the address already had an account with
 * another password: its owner gets an email, and this browser is told to check the inbox, the same
 * words a new account gets).
 */
export type SignUpOutcome<A> = { account: A; message: string } | { account: undefined; message: string };

/** Sign-up answers 202 and starts no session: sign in at once with the same credentials. */
export const signUpThenSignIn = async <A>(signUp: () => Promise<unknown>, logIn: () => Promise<A>): Promise<SignUpOutcome<A>> => {
  const { message } = accountRequestAcceptedSchema.parse(await signUp());
  try {
    return { account: await logIn(), message };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { account: undefined, message };
    throw error;
  }
};
