import { veteranProfileSchema, type VeteranProfile, type VeteranRegistration } from '@jobboard/contracts';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiPath, send } from '../api-call';

/**
 * POST /api/veterans: creates the profile and signs the veteran in; GET /api/veterans/:id is
 * seeded with it, so the dashboard need not ask again.
 */
export const useRegisterVeteran = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (registration: VeteranRegistration): Promise<VeteranProfile> => {
      const veteran = veteranProfileSchema.parse(await send('POST /api/veterans', { body: registration }));
      await mutate(apiPath('GET /api/veterans/:id', { id: veteran.id }), veteran, { revalidate: false });
      return veteran;
    },
    [mutate],
  );
};
