import { fairChanceAttestationStatusSchema, type FairChanceAttestationStatus, type FairChanceAttestationUpdate } from '@jobboard/contracts';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiPath, send } from '../api-call';
import { sessionKey } from './account-session';

/**
 * PUT /api/employers/:id/fair-chance: attests (or renews, or withdraws with no practices) the
 * employer's fair-chance practices, then reads the employer again (its attestation is part of it).
 */
export const useAttestFairChance = (employerId: string) => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (update: FairChanceAttestationUpdate): Promise<FairChanceAttestationStatus> => {
      const status = fairChanceAttestationStatusSchema.parse(
        await send('PUT /api/employers/:id/fair-chance', { params: { id: employerId }, body: update }),
      );
      await Promise.all([mutate(apiPath('GET /api/employers/:id', { id: employerId })), mutate(sessionKey)]);
      return status;
    },
    [employerId, mutate],
  );
};
