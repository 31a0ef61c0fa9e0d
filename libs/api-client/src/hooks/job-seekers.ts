import { jobSeekerSessionSchema, type JobSeekerLogin, type JobSeekerSignup, type User } from '@jobboard/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiPath, send } from '../api-call';
import { getTyped } from '../fetcher';
import { signUpThenSignIn, type SignUpOutcome } from './account-security';

const jobSeekerSessionKey = apiPath('GET /api/job-seekers/session');

/** GET /api/job-seekers/session: the signed-in job seeker, or null (a 200 answer) without a session. Typed, not parsed (see getTyped). */
export const useJobSeekerSession = () => useSWR(jobSeekerSessionKey, (url: string) => getTyped<User | null>(url));

/** Signs in with the answer of a signup or login: the session hook reads it without asking again. */
const useStartSession = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (answer: unknown) => {
      const jobSeeker = jobSeekerSessionSchema.parse(answer);
      await mutate(jobSeekerSessionKey, jobSeeker, { revalidate: false });
      return jobSeeker;
    },
    [mutate],
  );
};

/** POST /api/job-seekers/login */
export const useLogInJobSeeker = () => {
  const startSession = useStartSession();
  return useCallback(
    async (credentials: JobSeekerLogin) => startSession(await send('POST /api/job-seekers/login', { body: credentials })),
    [startSession],
  );
};

/**
 * POST /api/job-seekers/signup (202, no session), then a sign-in with the same email and password:
 * the new account, or only the message when that address already had an account (see SignUpOutcome).
 */
export const useSignUpJobSeeker = (): ((signup: JobSeekerSignup) => Promise<SignUpOutcome<User>>) => {
  const logIn = useLogInJobSeeker();
  return useCallback(
    (signup) =>
      signUpThenSignIn(
        () => send('POST /api/job-seekers/signup', { body: signup }),
        () => logIn({ email: signup.email, password: signup.password }),
      ),
    [logIn],
  );
};

/** POST /api/job-seekers/logout, then the session hook answers null without asking again. */
export const useLogOutJobSeeker = () => {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await send('POST /api/job-seekers/logout');
    await mutate(jobSeekerSessionKey, null, { revalidate: false });
  }, [mutate]);
};
