import { savedJobsLimit, type GuestSavedJob, type JobPage, type SavedJob, type SiteSession } from '@jobboard/contracts';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import useSWR, { mutate as mutateGlobal, useSWRConfig } from 'swr';
import { apiPath, send, withQuery } from '../api-call';
import { getTyped } from '../fetcher';
import { sessionKey, useAccountSession } from './account-session';

// Typed, not parsed (see getTyped): a job page's first view reads and saves jobs with this module,
// and the list answers of every change go into the same cache as the list read.

/**
 * GET /api/jobs/:id/page: a job's page; `location` (where the visitor searched) adds its distance.
 * The page's first view, rendered on the server with this answer.
 */
export const useJobPage = (id: string | undefined, location?: string) => {
  const query = location ? new URLSearchParams({ location }).toString() : '';
  return useSWR(id ? withQuery(apiPath('GET /api/jobs/:id/page', { id }), query) : null, (url: string) => getTyped<JobPage>(url));
};

const savedJobsKey = apiPath('GET /api/saved-jobs');

// ---------------------------------------------------------------------------------------------
// A guest's saves: job ids in this browser's localStorage, moved into the account on sign-in.
// ---------------------------------------------------------------------------------------------

export const guestSavedJobsStorageKey = 'jobboard.saved-jobs';
const guestListeners = new Set<() => void>();
let guestSnapshot: string[] | undefined;

const readGuestIds = (): string[] => {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(guestSavedJobsStorageKey) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string' && /^[0-9a-f]{24}$/i.test(id)).slice(0, savedJobsLimit) : [];
  } catch {
    // Storage refused (private mode) or unreadable: a guest then has no saves in this browser.
    return [];
  }
};

const writeGuestIds = (ids: readonly string[]) => {
  try {
    if (ids.length === 0) window.localStorage.removeItem(guestSavedJobsStorageKey);
    else window.localStorage.setItem(guestSavedJobsStorageKey, JSON.stringify(ids.slice(0, savedJobsLimit)));
  } finally {
    guestSnapshot = undefined;
    for (const listener of guestListeners) listener();
  }
};

const subscribeGuest = (listener: () => void) => {
  guestListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === guestSavedJobsStorageKey) {
      guestSnapshot = undefined;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    guestListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};
const guestIdsSnapshot = () => (guestSnapshot ??= readGuestIds());
const noGuestIds: string[] = [];

/** The job ids a guest saved in this browser, oldest first. */
export const useGuestSavedJobIds = () => useSyncExternalStore(subscribeGuest, guestIdsSnapshot, () => noGuestIds);

/**
 * POST /api/saved-jobs/lookup: the jobs a guest saved in this browser as they are now, newest
 * save first (the browser keeps them oldest first). Asked again whenever the saves change.
 */
export const useGuestSavedJobList = (enabled: boolean) => {
  const guestIds = useGuestSavedJobIds();
  const lookup = useSWR(
    enabled ? ['POST /api/saved-jobs/lookup', ...guestIds] : null,
    async ([, ...jobIds]: string[]) =>
      jobIds.length === 0 ? [] : ((await send('POST /api/saved-jobs/lookup', { body: { jobIds } })) as GuestSavedJob[]),
    // Removing one keeps the rest on screen while the shorter list is asked for.
    { keepPreviousData: true },
  );
  // The cache keeps the answer as sent (in the browser's order); the newest save comes first on screen.
  const { data: answer, error, isLoading, mutate } = lookup;
  const newestFirst = useMemo(() => answer && [...answer].reverse(), [answer]);
  return { data: newestFirst, error, isLoading, mutate };
};

// ---------------------------------------------------------------------------------------------
// The signed-in list
// ---------------------------------------------------------------------------------------------

/** Who keeps saved jobs here: a signed-in job seeker or veteran, else the browser (a guest). */
export const useSavedJobsOwner = () => {
  const jobSeeker = useAccountSession('jobseeker');
  const veteran = useAccountSession('veteran');
  const signedIn = Boolean(jobSeeker.data || veteran.data);
  const loading = !signedIn && (jobSeeker.isLoading || veteran.isLoading);
  return { signedIn, loading };
};

/** GET /api/saved-jobs: the signed-in job seeker's or veteran's saved jobs (asked only when signed in). */
export const useSavedJobList = (signedIn: boolean) =>
  useSWR(signedIn ? savedJobsKey : null, (url: string) => getTyped<SavedJob[]>(url));

/**
 * Moves a guest's saves into the account once the person is signed in (POST /api/saved-jobs/merge,
 * idempotent), then forgets them in the browser.
 */
export const useMergeGuestSavedJobs = (signedIn: boolean) => {
  const { mutate } = useSWRConfig();
  const guestIds = useGuestSavedJobIds();
  const merging = useRef(false);
  useEffect(() => {
    if (!signedIn || guestIds.length === 0 || merging.current) return;
    merging.current = true;
    void send('POST /api/saved-jobs/merge', { body: { jobIds: guestIds } })
      .then(async (answer) => {
        writeGuestIds([]);
        await mutate(savedJobsKey, answer as SavedJob[], { revalidate: false });
      })
      // Kept in the browser for the next try; the list shows what the account holds meanwhile.
      .catch(() => undefined)
      .finally(() => {
        merging.current = false;
      });
  }, [signedIn, guestIds, mutate]);
};

/**
 * Save and unsave for whoever is here: a signed-in job seeker or veteran in the account
 * (PUT/DELETE /api/saved-jobs/:jobId), a guest in this browser. Answers where the job was saved.
 */
export const useSavedJobActions = () => {
  const { mutate } = useSWRConfig();
  const owner = useSavedJobsOwner();
  const store = useCallback(async (answer: unknown) => {
    await mutate(savedJobsKey, answer as SavedJob[], { revalidate: false });
  }, [mutate]);
  const save = useCallback(
    async (jobId: string): Promise<'account' | 'browser'> => {
      if (owner.signedIn) {
        await store(await send('PUT /api/saved-jobs/:jobId', { params: { jobId } }));
        return 'account';
      }
      const ids = readGuestIds();
      if (!ids.includes(jobId)) writeGuestIds([...ids, jobId]);
      return 'browser';
    },
    [owner.signedIn, store],
  );
  const unsave = useCallback(
    async (jobId: string) => {
      if (owner.signedIn) await store(await send('DELETE /api/saved-jobs/:jobId', { params: { jobId } }));
      else writeGuestIds(readGuestIds().filter((id) => id !== jobId));
    },
    [owner.signedIn, store],
  );
  return { save, unsave, signedIn: owner.signedIn };
};

/** Whether a job is saved by whoever is here (the account's list, or the browser's for a guest). */
export const useIsJobSaved = (jobId: string): boolean => {
  const owner = useSavedJobsOwner();
  const { data } = useSavedJobList(owner.signedIn);
  const guestIds = useGuestSavedJobIds();
  return owner.signedIn ? Boolean(data?.some((saved: SavedJob) => saved.jobId === jobId)) : guestIds.includes(jobId);
};

/**
 * Saves a job without knowing yet who is here (a job card's Save, whose code loads on the
 * press): asks who is signed in (a 200 answer also for a guest, so a guest's press logs no
 * error), then saves in the account of a signed-in job seeker or veteran, else in this browser.
 * Answers where it was saved.
 */
export const saveJobWherePossible = async (jobId: string): Promise<'account' | 'browser'> => {
  const session = await getTyped<SiteSession>(sessionKey);
  if (session.role === 'jobseeker' || session.role === 'veteran') {
    const list = (await send('PUT /api/saved-jobs/:jobId', { params: { jobId } })) as SavedJob[];
    await mutateGlobal(savedJobsKey, list, { revalidate: false });
    return 'account';
  }
  const ids = readGuestIds();
  if (!ids.includes(jobId)) writeGuestIds([...ids, jobId]);
  return 'browser';
};
