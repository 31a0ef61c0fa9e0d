import {
  recommendedJobListSchema,
  veteranApplicationListSchema,
  veteranProfileSchema,
  type CredentialsUpdate,
  type LoginBody,
  type VeteranProfile,
  type VeteranProfileUpdate,
  type VeteranRegistration,
} from '@jobboard/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { send } from '../api-call';
import { getJson } from '../fetcher';
import { veteranKeys as keys } from './veteran-dashboard';
import { signUpThenSignIn, type SignUpOutcome } from './account-security';
import { sessionKey, signedInAs, signedOut } from './account-session';

/**
 * Puts a profile the API just answered where the header and the dashboard read it. The session
 * read becomes this veteran's: a browser holds one session, so whoever was signed in before (an
 * employer, a job seeker) is not any more.
 */
const useStoreVeteran = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (answer: unknown) => {
      const veteran = veteranProfileSchema.parse(answer);
      await mutate(keys.profile(veteran.id), veteran, { revalidate: false });
      await mutate(sessionKey, signedInAs('veteran', veteran), { revalidate: false });
      return veteran;
    },
    [mutate],
  );
};

/** POST /api/veterans/login */
export const useLogInVeteran = (): ((credentials: LoginBody) => Promise<VeteranProfile>) => {
  const store = useStoreVeteran();
  return useCallback(async (credentials) => store(await send('POST /api/veterans/login', { body: credentials })), [store]);
};

/**
 * POST /api/veterans (202, no session), then a sign-in with the same email and password: the new
 * profile, or only the message when that address already had an account (see SignUpOutcome).
 */
export const useRegisterVeteran = (): ((registration: VeteranRegistration) => Promise<SignUpOutcome<VeteranProfile>>) => {
  const logIn = useLogInVeteran();
  return useCallback(
    (registration) =>
      signUpThenSignIn(
        () => send('POST /api/veterans', { body: registration }),
        () => logIn({ email: registration.email, password: registration.password }),
      ),
    [logIn],
  );
};

/** POST /api/veterans/logout, then forgets every cached answer so no profile data outlives the session. */
export const useLogOutVeteran = () => {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await send('POST /api/veterans/logout');
    await mutate(() => true, undefined, { revalidate: false });
    await mutate(sessionKey, signedOut, { revalidate: false });
  }, [mutate]);
};

/** PUT /api/veterans/:id (Edit Profile): every signup field but the email and the password. */
export const useUpdateVeteranProfile = (veteranId: string) => {
  const store = useStoreVeteran();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (profile: VeteranProfileUpdate) => {
      const veteran = await store(await send('PUT /api/veterans/:id', { params: { id: veteranId }, body: profile }));
      // What is recommended follows the profile (occupation, skills, place, clearance).
      await mutate(keys.recommendations(veteranId));
      return veteran;
    },
    [mutate, store, veteranId],
  );
};

/** PUT /api/veterans/:id/credentials: a new email or password, with the current password. */
export const useUpdateVeteranCredentials = (veteranId: string) => {
  const store = useStoreVeteran();
  return useCallback(
    async (change: CredentialsUpdate) => store(await send('PUT /api/veterans/:id/credentials', { params: { id: veteranId }, body: change })),
    [store, veteranId],
  );
};

/** GET /api/veterans/:id/applications: the veteran's own applications, newest first. */
export const useVeteranApplications = (id: string) =>
  useSWR(keys.applications(id), async (url: string) => veteranApplicationListSchema.parse(await getJson(url)));

/** GET /api/veterans/:id/recommended-jobs: the best jobs for this veteran first, each with its reasons. */
export const useRecommendedJobs = (id: string) =>
  useSWR(keys.recommendations(id), async (url: string) => recommendedJobListSchema.parse(await getJson(url)));
