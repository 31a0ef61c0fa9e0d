import { jobSeekerSessionSchema, type JobSeekerLogin, type JobSeekerSignup, type User } from '@jobboard/contracts';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { send } from '../api-call';
import { sessionKey, signedInAs, signedOut, useAccountSession } from './account-session';
import { signUpThenSignIn, type SignUpOutcome } from './account-security';

/** The signed-in job seeker, or null without a job seeker session, from the one session read (GET /api/session). */
export const useJobSeekerSession = () => useAccountSession('jobseeker');

/**
 * Signs in with the answer of a signup or login: the session read holds it without asking again.
 * A browser holds one session, so whoever was signed in before is not any more.
 */
const useStartSession = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (answer: unknown) => {
      const jobSeeker = jobSeekerSessionSchema.parse(answer);
      await mutate(sessionKey, signedInAs('jobseeker', jobSeeker), { revalidate: false });
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

/** POST /api/job-seekers/logout, then the session read answers nobody without asking again. */
export const useLogOutJobSeeker = () => {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await send('POST /api/job-seekers/logout');
    await mutate(sessionKey, signedOut, { revalidate: false });
  }, [mutate]);
};
