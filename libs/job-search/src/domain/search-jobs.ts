import type { JobListQuery, JobSuggestionsQuery } from '@jobboard/contracts';
import {
  clearanceRank,
  defaultJobSort,
  jobsPageSize,
  keywordSearchOf,
  pageOffset,
  roundMiles,
  searchRadiusOf,
  searchScopeOf,
} from '@jobboard/domain';
import { ValidationError } from '@jobboard/server-kit';
import { findPlace, suggestPlaces } from '@jobboard/db';
import { jobRepository } from '../data-access/job-repository';
import { filterWithFacets, type JobFilters } from '../search-index/facets';
import { jobSearchIndex, type JobSearchRequest } from '../search-index/job-search-index';

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
 * applies the filters and counts every filter's options. Where it looks comes from the location
 * (searchScopeOf): everywhere, remote jobs only, or within reach of a place (remote jobs always
 * are). The order when none was chosen: defaultJobSort. A distance sort needs a place; an unknown
 * place answers no jobs with `locationNotFound` and places of a similar name. `clearance` keeps the
 * jobs whose required clearance the seeker holds. The answer is `jobListPageSchema`.
 */
export const searchJobs = async (query: JobListQuery) => {
  const scope = searchScopeOf(query.location);
  if (query.sort === 'distance' && scope.kind !== 'place') {
    throw new ValidationError([{ path: 'sort', message: 'sorting by distance needs a place as the location' }]);
  }
  const place = scope.kind === 'place' ? await findPlace(scope.text) : undefined;
  if (scope.kind === 'place' && !place) {
    return {
      items: [],
      total: 0,
      page: query.page,
      pageSize: jobsPageSize,
      scope: scope.kind,
      facets: filterWithFacets([], {}).facets,
      locationNotFound: { location: scope.text, suggestions: await suggestPlaces(scope.text) },
    };
  }
  const radius = searchRadiusOf(query.distance);
  const origin = place
    ? { label: place.label, latitude: place.latitude, longitude: place.longitude, ...(radius === undefined ? {} : { radius }) }
    : undefined;
  const filters: JobFilters = {
    types: query.type,
    experience: query.experience,
    salary: query.salary,
    maxClearanceRank: query.clearance ? clearanceRank(query.clearance) : undefined,
    secondChanceOnly: query.secondChance,
    near: origin ? { latitude: origin.latitude, longitude: origin.longitude, radius } : undefined,
    remoteOnly: scope.kind === 'remote' || undefined,
  };
  const answer = await jobSearchIndex.search({
    ...textSearchOf(query.q),
    filters,
    sort: query.sort ?? defaultJobSort(query),
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
    scope: scope.kind,
    ...(origin ? { origin } : {}),
    facets: answer.facets,
    ...(answer.didYouMean ? { didYouMean: answer.didYouMean } : {}),
  };
};

/** GET /api/jobs/suggestions: titles, skills and credentials for the words typed so far. */
export const suggestJobSearches = async (query: JobSuggestionsQuery) => ({ suggestions: await jobSearchIndex.suggest(query.q) });
