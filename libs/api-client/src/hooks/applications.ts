import { trackedApplicationListSchema, trackedApplicationSchema } from '@jobboard/contracts';
import useSWR from 'swr';
import { apiRequest, getJson } from '../fetcher';

export const myApplicationsKey = (userId: string) => `/api/users/${encodeURIComponent(userId)}/applications`;

/** GET /api/users/:id/applications: the signed-in job seeker's applications, newest first (none asked without an id). */
export const useMyApplications = (userId: string | undefined) =>
  useSWR(userId ? myApplicationsKey(userId) : null, async (url: string) => trackedApplicationListSchema.parse(await getJson(url)));

/** POST /api/applications/:id/follow-up: answers the application as the tracker now shows it. */
export const sendFollowUp = async (applicationId: string, message: string) =>
  trackedApplicationSchema.parse(
    await apiRequest('POST', `/api/applications/${encodeURIComponent(applicationId)}/follow-up`, { message }),
  );
