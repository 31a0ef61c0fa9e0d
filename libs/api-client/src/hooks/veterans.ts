import { veteranProfileSchema, type VeteranRegistration } from '@jobboard/contracts';
import useSWR from 'swr';
import { apiRequest, getJson } from '../fetcher';

/** POST /api/veterans: creates the profile and signs the veteran in. */
export const registerVeteran = async (registration: VeteranRegistration) =>
  veteranProfileSchema.parse(await apiRequest('POST', '/api/veterans', registration));

/** GET /api/veterans/:id (the owner or an admin only). */
export const useVeteran = (id: string | undefined) =>
  useSWR(id ? `/api/veterans/${encodeURIComponent(id)}` : null, async (url: string) =>
    veteranProfileSchema.parse(await getJson(url)),
  );
