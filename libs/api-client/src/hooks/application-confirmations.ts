import { confirmApplicationResultSchema } from '@jobboard/contracts';
import { useCallback } from 'react';
import { send } from '../api-call';

/** POST /api/application-confirmations with the token of the emailed link; failures throw ApiError. */
export const useConfirmApplication = () =>
  useCallback(
    async (token: string) => confirmApplicationResultSchema.parse(await send('POST /api/application-confirmations', { body: { token } })),
    [],
  );
