import { jobAlertListSchema, jobAlertSchema, type JobAlertRequest } from '@jobboard/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiPath, send } from '../api-call';
import { getJson } from '../fetcher';

const jobAlertsKey = apiPath('GET /api/job-alerts');

/** POST /api/job-alerts: saves a search as an email alert (the list, if shown, is asked again). */
export const useSaveJobAlert = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (request: JobAlertRequest) => {
      const alert = jobAlertSchema.parse(await send('POST /api/job-alerts', { body: request }));
      await mutate(jobAlertsKey);
      return alert;
    },
    [mutate],
  );
};

/** GET /api/job-alerts: the signed-in job seeker's alerts (not asked without a session). */
export const useJobAlerts = (signedIn: boolean) =>
  useSWR(signedIn ? jobAlertsKey : null, async (url: string) => jobAlertListSchema.parse(await getJson(url)));

/** DELETE /api/job-alerts/:id, then the list without it. */
export const useRemoveJobAlert = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string) => {
      await send('DELETE /api/job-alerts/:id', { params: { id } });
      await mutate(jobAlertsKey);
    },
    [mutate],
  );
};

/** POST /api/job-alerts/confirm with the emailed link's token. */
export const useConfirmJobAlert = () =>
  useCallback(async (token: string) => jobAlertSchema.parse(await send('POST /api/job-alerts/confirm', { body: { token } })), []);

/** POST /api/job-alerts/unsubscribe with the emailed link's token (204). */
export const useUnsubscribeJobAlert = () =>
  useCallback(async (token: string) => {
    await send('POST /api/job-alerts/unsubscribe', { body: { token } });
  }, []);
