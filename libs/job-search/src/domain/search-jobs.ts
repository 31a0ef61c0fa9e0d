import type { JobListQuery, JobSuggestionsQuery, SearchOrigin } from '@jobboard/contracts';
import { clearanceRank, defaultSearchRadiusMiles, jobsPageSize, keywordSearchOf, pageOffset, roundMiles } from '@jobboard/domain';
import { ValidationError } from '@jobboard/server-kit';
import { findPlace } from '@jobboard/db';
import { jobRepository } from '../data-access/job-repository';
import type { JobFilters } from '../search-index/facets';
import { jobSearchIndex, type JobSearchRequest } from '../search-index/job-search-index';

const resolveOrigin = async (location: string, radius: number): Promise<SearchOrigin> => {
  const place = await findPlace(location);
  if (!place) {
    const message = `We could not find the location "${location}". Try a US city and state (Austin, TX) or a ZIP code.`;
    throw new ValidationError([{ path: 'location', message }]);
  }
  return { label: place.label, latitude: place.latitude, longitude: place.longitude, radius };
};

/**
 * The words of a query as the index reads them. A military code ("88M", "Navy IT") stands for its
 * occupation's civilian work (see keywordSearchOf): one of its titles or the code must be found,
 * and the other words narrow as usual.
 */
export const textSearchOf = (q: string | undefined): Pick<JobSearchRequest, 'text' | 'occupation'> => {
  const { terms, occupationPhrases, codes } = keywordSearchOf(q);
  if (occupationPhrases.length === 0) return { text: q ?? '' };
  return { text: terms.join(' '), occupation: { phrases: occupationPhrases, codes } };
};

/**
 * GET /api/jobs. The search index finds the jobs whose text holds every word as job language
 * means it (abbreviations, alternate titles, word forms, typos corrected towards known words),
 * applies the filters and counts every filter's options. Best matches come first when there are
 * words and no sort was chosen, the newest otherwise. A distance search needs a place; `clearance`
 * keeps the jobs whose required clearance the seeker holds. The answer is `jobListPageSchema`.
 */
export const searchJobs = async (query: JobListQuery) => {
  if (query.sort === 'distance' && !query.location) {
    throw new ValidationError([{ path: 'sort', message: 'sorting by distance needs a location' }]);
  }
  const origin = query.location ? await resolveOrigin(query.location, query.distance ?? defaultSearchRadiusMiles) : undefined;
  const filters: JobFilters = {
    types: query.type,
    experience: query.experience,
    salary: query.salary,
    maxClearanceRank: query.clearance ? clearanceRank(query.clearance) : undefined,
    secondChanceOnly: query.secondChance,
    near: origin ? { latitude: origin.latitude, longitude: origin.longitude, radius: origin.radius } : undefined,
  };
  const answer = await jobSearchIndex.search({
    ...textSearchOf(query.q),
    filters,
    sort: query.sort ?? (query.q ? 'relevant' : 'recent'),
    skip: pageOffset(query.page, jobsPageSize),
    limit: jobsPageSize,
  });
  const hits = new Map(answer.hits.map((hit) => [hit.id, hit]));
  const jobs = await jobRepository.findByIds(answer.hits.map((hit) => hit.id));
  const items = jobs.map((job) => {
    const { miles, titleMatches } = hits.get(job.id) ?? {};
    return { ...job, ...(miles !== undefined && origin ? { distance: roundMiles(miles) } : {}), ...(titleMatches ? { titleMatches } : {}) };
  });
  return {
    items,
    total: answer.total,
    page: query.page,
    pageSize: jobsPageSize,
    origin,
    facets: answer.facets,
    ...(answer.didYouMean ? { didYouMean: answer.didYouMean } : {}),
  };
};

/** GET /api/jobs/suggestions: titles, skills and credentials for the words typed so far. */
export const suggestJobSearches = async (query: JobSuggestionsQuery) => ({ suggestions: await jobSearchIndex.suggest(query.q) });
