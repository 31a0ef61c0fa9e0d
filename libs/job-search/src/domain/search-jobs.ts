import type { JobListQuery, SearchOrigin } from '@jobboard/contracts';
import {
  boundingBox,
  clearanceRank,
  compareRankedJobs,
  defaultSearchRadiusMiles,
  greatCircleMiles,
  jobsPageSize,
  keywordSearchOf,
  pageOffset,
  relevanceScore,
  roundMiles,
  salaryBandBounds,
  type RankedJob,
} from '@jobboard/domain';
import { ValidationError } from '@jobboard/server-kit';
import { findPlace } from '@jobboard/db';
import { jobRepository, type JobCriteria } from '../data-access/job-repository';

const resolveOrigin = async (location: string, radius: number): Promise<SearchOrigin> => {
  const place = await findPlace(location);
  if (!place) {
    const message = `We could not find the location "${location}". Try a US city and state (Austin, TX) or a ZIP code.`;
    throw new ValidationError([{ path: 'location', message }]);
  }
  return { label: place.label, latitude: place.latitude, longitude: place.longitude, radius };
};

/**
 * GET /api/jobs. Filters run in the database on indexed fields. Two sorts cannot: "relevant"
 * (a score over title, company and description) and "distance" (great-circle miles), and a
 * location search needs the exact circle check before it can count. Those rank every matching
 * candidate in code, reading only the fields they need, then load the one page asked for.
 * "relevant" without keywords is "recent"; "distance" without a location is refused.
 * A military code in the keywords ("88M", "Navy IT") stands for its occupation's civilian work
 * (see keywordSearchOf); `clearance` keeps the jobs whose required clearance the seeker holds.
 * The answer is `jobListPageSchema` of the contracts once serialised.
 */
export const searchJobs = async (query: JobListQuery) => {
  if (query.sort === 'distance' && !query.location) {
    throw new ValidationError([{ path: 'sort', message: 'sorting by distance needs a location' }]);
  }
  const { terms, describingWords, occupationPhrases, codes } = keywordSearchOf(query.q);
  const rankedTerms = [...terms, ...describingWords, ...occupationPhrases, ...codes];
  const origin = query.location
    ? await resolveOrigin(query.location, query.distance ?? defaultSearchRadiusMiles)
    : undefined;
  const criteria: JobCriteria = {
    types: query.type,
    experience: query.experience,
    salary: query.salary ? salaryBandBounds(query.salary) : undefined,
    terms,
    occupation: occupationPhrases.length > 0 ? { phrases: occupationPhrases, codes } : undefined,
    maxClearanceRank: query.clearance ? clearanceRank(query.clearance) : undefined,
    box: origin ? boundingBox(origin, origin.radius) : undefined,
  };
  const page = { page: query.page, pageSize: jobsPageSize };
  const skip = pageOffset(query.page, jobsPageSize);
  const sort = query.sort === 'relevant' && rankedTerms.length === 0 ? 'recent' : query.sort;

  if (!origin && (sort === 'recent' || sort === 'salary-high')) {
    const { jobs, total } = await jobRepository.findPage(criteria, { sort, skip, limit: jobsPageSize });
    return { items: jobs, total, ...page };
  }

  const candidates = await jobRepository.findCandidates(criteria, {
    withLocation: origin !== undefined,
    withText: sort === 'relevant',
  });
  const ranked: RankedJob[] = [];
  for (const candidate of candidates) {
    const { posted, yearlySalaryMax } = candidate;
    const job: RankedJob = { id: String(candidate._id), posted, yearlySalaryMax };
    if (origin) {
      if (typeof candidate.latitude !== 'number' || typeof candidate.longitude !== 'number') continue;
      const miles = greatCircleMiles(origin, { latitude: candidate.latitude, longitude: candidate.longitude });
      if (miles > origin.radius) continue;
      job.distance = miles;
    }
    if (sort === 'relevant') {
      const { title = '', companyName = '', description = '' } = candidate;
      job.score = relevanceScore({ title, companyName, description }, rankedTerms);
    }
    ranked.push(job);
  }
  ranked.sort(compareRankedJobs(sort));

  const onPage = ranked.slice(skip, skip + jobsPageSize);
  const distances = new Map(onPage.map((job) => [job.id, job.distance]));
  const jobs = await jobRepository.findByIds(onPage.map((job) => job.id));
  const items = jobs.map((job) => {
    const distance = distances.get(job.id);
    return distance === undefined ? job : { ...job, distance: roundMiles(distance) };
  });
  return { items, total: ranked.length, ...page, origin };
};
