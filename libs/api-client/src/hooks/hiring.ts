import {
  employerApplicationDetailSchema,
  employerApplicationPageSchema,
  employerApplicationSchema,
  employerNotificationListSchema,
  employerSchema,
  jobSchema,
  type ApplicationStatus,
  type ApplicationStatusUpdate,
  type CredentialsUpdate,
  type EmployerApplication,
  type EmployerProfileUpdate,
  type JobPosting,
  type PipelineUpdate,
} from '@jobboard/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiPath, send, withQuery } from '../api-call';
import { getJson } from '../fetcher';
import { sessionKey, signedInAs } from './account-session';
import { hiringKeys as keys } from './employer-dashboard';

/** What the employer dashboard's lists are filtered by. */
export interface ApplicationFilter {
  jobId?: string;
  status?: ApplicationStatus;
  page?: number;
}

const filterQuery = ({ jobId, status, page }: ApplicationFilter) => {
  const params = new URLSearchParams();
  if (jobId) params.set('jobId', jobId);
  if (status) params.set('status', status);
  if (page && page > 1) params.set('page', String(page));
  return params.toString();
};


/** Every cached answer whose key starts with one of these paths (filtered and paged lists included). */
const startsWithAny =
  (...paths: string[]) =>
  (key: unknown) =>
    typeof key === 'string' && paths.some((path) => key === path || key.startsWith(`${path}?`));

/** The employer's figures and lists that a change to jobs or applications can move. */
const useRefreshEmployerData = (employerId: string) => {
  const { mutate } = useSWRConfig();
  return useCallback(
    (...paths: string[]) => mutate(startsWithAny(keys.stats(employerId), ...paths)),
    [employerId, mutate],
  );
};

/** GET /api/employers/:id: the company profile (only its owner is answered). */
export const useEmployer = (id: string | undefined) =>
  useSWR(id ? keys.employer(id) : null, async (url: string) => employerSchema.parse(await getJson(url)));


// The worker scores an application seconds after it arrives: a list or application showing one
// that waits for its score is read again every few seconds until none does, and not otherwise.
const scoringPollMs = 3_000;
type ScoringStates = Pick<EmployerApplication, 'scoring'>;
const awaitsScore = (application: ScoringStates) => application.scoring === 'pending';

/**
 * The polling interval for `key`, from its cached answer. A number, not SWR's function form: SWR
 * asks that function only when the key or the option changes, so it would never start polling
 * for an answer that arrives after the first render.
 */
const useScoringPoll = <T>(key: string | null, waitingForScore: (answer: T) => boolean) => {
  const { cache } = useSWRConfig();
  const cached = key ? (cache.get(key)?.data as T | undefined) : undefined;
  return cached !== undefined && waitingForScore(cached) ? scoringPollMs : 0;
};
const anyAwaitsScore = (page: { items: ScoringStates[] }) => page.items.some(awaitsScore);

/** GET /api/employers/:id/applications, newest first, filtered and paged. */
export const useEmployerApplications = (id: string, filter: ApplicationFilter = {}) => {
  const key = withQuery(keys.applications(id), filterQuery(filter));
  return useSWR(key, async (url: string) => employerApplicationPageSchema.parse(await getJson(url)), {
    refreshInterval: useScoringPoll(key, anyAwaitsScore),
  });
};

/** GET /api/employers/:id/applications/ranked: by displayed score, highest first. */
export const useRankedApplications = (id: string, filter: ApplicationFilter = {}) => {
  const key = withQuery(keys.ranked(id), filterQuery(filter));
  return useSWR(key, async (url: string) => employerApplicationPageSchema.parse(await getJson(url)), {
    refreshInterval: useScoringPoll(key, anyAwaitsScore),
  });
};

/** GET /api/applications/:id: the whole application (opening it marks it reviewed the first time). */
export const useEmployerApplication = (id: string | undefined) => {
  const key = id ? keys.application(id) : null;
  return useSWR(key, async (url: string) => employerApplicationDetailSchema.parse(await getJson(url)), {
    refreshInterval: useScoringPoll(key, awaitsScore),
  });
};

/** The URL that downloads one of an application's files (an attachment). */
export const applicationFileUrl = (applicationId: string, fileId: string) =>
  apiPath('GET /api/applications/:id/files/:fileId', { id: applicationId, fileId });

/** GET /api/employers/:id/notifications */
export const useEmployerNotifications = (id: string) =>
  useSWR(keys.notifications(id), async (url: string) => employerNotificationListSchema.parse(await getJson(url)));

/** POST /api/employers/:id/jobs: the job is live at once. Fails with 402 without a plan or credit. */
export const usePostJob = (employerId: string) => {
  const refresh = useRefreshEmployerData(employerId);
  return useCallback(
    async (posting: JobPosting) => {
      const job = jobSchema.parse(await send('POST /api/employers/:id/jobs', { params: { id: employerId }, body: posting }));
      await refresh(keys.jobs(employerId), keys.notifications(employerId));
      return job;
    },
    [employerId, refresh],
  );
};

/** PUT /api/jobs/:id: the same dialog, filled in. */
export const useUpdateJob = (employerId: string) => {
  const refresh = useRefreshEmployerData(employerId);
  return useCallback(
    async (jobId: string, posting: JobPosting) => {
      const job = jobSchema.parse(await send('PUT /api/jobs/:id', { params: { id: jobId }, body: posting }));
      await refresh(keys.jobs(employerId), keys.applications(employerId), keys.ranked(employerId));
      return job;
    },
    [employerId, refresh],
  );
};

/** DELETE /api/jobs/:id closes the job (its applications are kept). */
export const useCloseJob = (employerId: string) => {
  const refresh = useRefreshEmployerData(employerId);
  return useCallback(
    async (jobId: string) => {
      await send('DELETE /api/jobs/:id', { params: { id: jobId } });
      await refresh(keys.jobs(employerId), keys.applications(employerId), keys.ranked(employerId), keys.notifications(employerId));
    },
    [employerId, refresh],
  );
};

/** PUT /api/applications/:id/status */
export const useUpdateApplicationStatus = (employerId: string) => {
  const refresh = useRefreshEmployerData(employerId);
  return useCallback(
    async (applicationId: string, update: ApplicationStatusUpdate) => {
      const application = employerApplicationSchema.parse(
        await send('PUT /api/applications/:id/status', { params: { id: applicationId }, body: update }),
      );
      await refresh(keys.applications(employerId), keys.ranked(employerId), keys.application(applicationId));
      return application;
    },
    [employerId, refresh],
  );
};

/**
 * POST /api/applications/:id/scoring: scores an application again after its scoring failed (409
 * when it had not). The lists are read again either way: they then show it waiting for its score,
 * and poll until it has one.
 */
export const useRetryScoring = (employerId: string) => {
  const refresh = useRefreshEmployerData(employerId);
  return useCallback(
    async (applicationId: string) => {
      try {
        return employerApplicationSchema.parse(await send('POST /api/applications/:id/scoring', { params: { id: applicationId } }));
      } finally {
        // Refused too (409: scored or retried meanwhile): the lists then show where it stands.
        await refresh(keys.applications(employerId), keys.ranked(employerId), keys.application(applicationId));
      }
    },
    [employerId, refresh],
  );
};

/** PUT /api/applications/:id/pipeline */
export const useUpdatePipeline = (employerId: string) => {
  const refresh = useRefreshEmployerData(employerId);
  return useCallback(
    async (applicationId: string, update: PipelineUpdate) => {
      const application = employerApplicationSchema.parse(
        await send('PUT /api/applications/:id/pipeline', { params: { id: applicationId }, body: update }),
      );
      await refresh(keys.ranked(employerId), keys.applications(employerId), keys.application(applicationId));
      return application;
    },
    [employerId, refresh],
  );
};

/** PUT /api/employers/:id/notifications/:notificationId/read */
export const useMarkNotificationRead = (employerId: string) => {
  const refresh = useRefreshEmployerData(employerId);
  return useCallback(
    async (notificationId: string) => {
      await send('PUT /api/employers/:id/notifications/:notificationId/read', { params: { id: employerId, notificationId } });
      await refresh(keys.notifications(employerId));
    },
    [employerId, refresh],
  );
};

/** PUT /api/employers/:id/notifications/read-all */
export const useMarkAllNotificationsRead = (employerId: string) => {
  const refresh = useRefreshEmployerData(employerId);
  return useCallback(async () => {
    await send('PUT /api/employers/:id/notifications/read-all', { params: { id: employerId } });
    await refresh(keys.notifications(employerId));
  }, [employerId, refresh]);
};

/** PUT /api/employers/:id (Settings): the company profile. */
export const useUpdateEmployerProfile = (employerId: string) => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (profile: EmployerProfileUpdate) => {
      const employer = employerSchema.parse(await send('PUT /api/employers/:id', { params: { id: employerId }, body: profile }));
      await mutate(keys.employer(employerId), employer, { revalidate: false });
      await mutate(sessionKey, signedInAs('employer', employer), { revalidate: false });
      return employer;
    },
    [employerId, mutate],
  );
};

/** PUT /api/employers/:id/credentials: a new email or password, with the current password. */
export const useUpdateEmployerCredentials = (employerId: string) => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (change: CredentialsUpdate) => {
      const employer = employerSchema.parse(
        await send('PUT /api/employers/:id/credentials', { params: { id: employerId }, body: change }),
      );
      await mutate(keys.employer(employerId), employer, { revalidate: false });
      await mutate(sessionKey, signedInAs('employer', employer), { revalidate: false });
      return employer;
    },
    [employerId, mutate],
  );
};
