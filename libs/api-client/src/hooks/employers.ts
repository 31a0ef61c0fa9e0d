import {
  employerSchema,
  type Employer,
  type EmployerRegistration,
  type LoginBody,
} from '@jobboard/contracts';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiPath, send } from '../api-call';
import { signUpThenSignIn, type SignUpOutcome } from './account-security';
import { sessionKey, signedInAs, signedOut } from './account-session';

/**
 * Seeds the session read and GET /api/employers/:id with the account just signed in, so the header
 * and the dashboard need not ask again (and whoever was signed in before is not any more).
 */
const useRememberEmployer = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (answer: unknown) => {
      const employer = employerSchema.parse(answer);
      await mutate(apiPath('GET /api/employers/:id', { id: employer.id }), employer, { revalidate: false });
      await mutate(sessionKey, signedInAs('employer', employer), { revalidate: false });
      return employer;
    },
    [mutate],
  );
};

/** POST /api/employers/login */
export const useLogInEmployer = (): ((credentials: LoginBody) => Promise<Employer>) => {
  const remember = useRememberEmployer();
  return useCallback(async (credentials) => remember(await send('POST /api/employers/login', { body: credentials })), [remember]);
};

/**
 * POST /api/employers (202, no session), then a sign-in with the same email and password: the new
 * account, or only the message when that address already had an account (see SignUpOutcome).
 */
export const useRegisterEmployer = (): ((registration: EmployerRegistration) => Promise<SignUpOutcome<Employer>>) => {
  const logIn = useLogInEmployer();
  return useCallback(
    (registration) =>
      signUpThenSignIn(
        () => send('POST /api/employers', { body: registration }),
        () => logIn({ email: registration.email, password: registration.password }),
      ),
    [logIn],
  );
};

/** POST /api/employers/logout, then forgets every cached answer so no company data outlives the session. */
export const useLogOutEmployer = () => {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await send('POST /api/employers/logout');
    await mutate(() => true, undefined, { revalidate: false });
    await mutate(sessionKey, signedOut, { revalidate: false });
  }, [mutate]);
};
