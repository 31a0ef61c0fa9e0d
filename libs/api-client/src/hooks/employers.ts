import { employerSchema, type Employer, type EmployerRegistration, type LoginBody } from '@jobboard/contracts';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiPath, send } from '../api-call';

/** Seeds GET /api/employers/:id with the account just signed in, so its pages need not ask again. */
const useRememberEmployer = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (answer: unknown) => {
      const employer = employerSchema.parse(answer);
      await mutate(apiPath('GET /api/employers/:id', { id: employer.id }), employer, { revalidate: false });
      return employer;
    },
    [mutate],
  );
};

/** POST /api/employers: creates the account and signs the employer in. */
export const useRegisterEmployer = (): ((registration: EmployerRegistration) => Promise<Employer>) => {
  const remember = useRememberEmployer();
  return useCallback(async (registration) => remember(await send('POST /api/employers', { body: registration })), [remember]);
};

/** POST /api/employers/login */
export const useLogInEmployer = (): ((credentials: LoginBody) => Promise<Employer>) => {
  const remember = useRememberEmployer();
  return useCallback(async (credentials) => remember(await send('POST /api/employers/login', { body: credentials })), [remember]);
};
