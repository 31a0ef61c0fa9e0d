import {
  jobListQuerySchema,
  jobSearchMessages,
  secondChanceQuerySchema,
  type JobAlertSource,
  type JobListQuery,
  type SecondChanceQuery,
} from '@jobboard/contracts';
import { ValidationError } from '@jobboard/server-kit';
import type { z } from 'zod';
import { searchJobs } from './search-jobs';
import { listSecondChanceJobs } from './second-chance-jobs';

type SavedSearchQuery = { source: 'jobs'; query: JobListQuery } | { source: 'second-chance'; query: SecondChanceQuery };

const refused = (error: z.ZodError) =>
  new ValidationError(error.issues.map((issue) => ({ path: ['search', ...issue.path].join('.'), message: issue.message })));

/** A saved search read with its page's own query contract, newest first, first page. */
const readSavedSearch = ({ source, search }: { source: JobAlertSource; search: string }): SavedSearchQuery => {
  const raw = { ...Object.fromEntries(new URLSearchParams(search)), sort: 'recent', page: '1' };
  if (source === 'jobs') {
    const parsed = jobListQuerySchema.safeParse(raw);
    if (!parsed.success) throw refused(parsed.error);
    return { source, query: parsed.data };
  }
  const parsed = secondChanceQuerySchema.safeParse(raw);
  if (!parsed.success) throw refused(parsed.error);
  return { source, query: parsed.data };
};

/** The newest jobs of a saved search (one page, newest first), as its page would list them. */
export const runSavedSearch = async (alert: { source: JobAlertSource; search: string }) => {
  const saved = readSavedSearch(alert);
  if (saved.source === 'second-chance') return (await listSecondChanceJobs(saved.query)).items;
  const page = await searchJobs(saved.query);
  // An alert for a place that does not exist would never send a job: refused when it is saved.
  if (page.locationNotFound) {
    const { location } = page.locationNotFound;
    throw new ValidationError([
      {
        path: 'search.location',
        message: `${jobSearchMessages.locationNotFound(location)} ${jobSearchMessages.locationHint}`,
        say: (t) => `${jobSearchMessages.locationNotFound(location, t)} ${t(jobSearchMessages.locationHint)}`,
      },
    ]);
  }
  return page.items;
};
