import { employerSchema, type EmployerRegistration, type LoginBody } from '@jobboard/contracts';
import useSWR from 'swr';
import { apiRequest, getJson } from '../fetcher';

/** POST /api/employers: creates the account and signs the employer in. */
export const registerEmployer = async (registration: EmployerRegistration) =>
  employerSchema.parse(await apiRequest('POST', '/api/employers', registration));

/** POST /api/employers/login */
export const logInEmployer = async (credentials: LoginBody) =>
  employerSchema.parse(await apiRequest('POST', '/api/employers/login', credentials));

/** POST /api/employers/logout */
export const logOutEmployer = async () => void (await apiRequest('POST', '/api/employers/logout'));

/** GET /api/employers/:id (the owner or an admin only). */
export const useEmployer = (id: string | undefined) =>
  useSWR(id ? `/api/employers/${encodeURIComponent(id)}` : null, async (url: string) =>
    employerSchema.parse(await getJson(url)),
  );
