import {
  distanceFilters,
  experienceLevels,
  jobSorts,
  jobTypes,
  salaryFilters,
  securityClearances,
  type DistanceFilter,
  type ExperienceLevel,
  type JobSort,
  type JobType,
  type SalaryFilter,
  type SecurityClearance,
} from '@jobboard/contracts';
import type { JobSearch } from '@jobboard/api-client';
import { defaultJobSort, defaultSearchRadiusMiles, searchScopeOf } from '@jobboard/domain';

/** Everything a Find Jobs search is made of; it lives in the address so it can be shared. */
export interface JobSearchState {
  q: string;
  /** Empty: everywhere; "Remote": remote jobs only; else a place (see searchScopeOf). */
  location: string;
  type: JobType[];
  experience: ExperienceLevel | 'any';
  salary: SalaryFilter;
  distance: DistanceFilter;
  /** The clearance the seeker holds: jobs requiring more are left out. */
  clearance: SecurityClearance | 'any';
  /** Only jobs of second-chance employers. */
  secondChance: boolean;
  /** The order chosen; none: the server's (best match with keywords, else newest). */
  sort: JobSort | undefined;
  page: number;
}

/** The filters Clear All returns to: no type, any experience, any salary, 25 miles, any clearance, every employer. */
export const defaultFilters: Pick<JobSearchState, 'type' | 'experience' | 'salary' | 'distance' | 'clearance' | 'secondChance'> = {
  type: [],
  experience: 'any',
  salary: 'any',
  distance: defaultSearchRadiusMiles as DistanceFilter,
  clearance: 'any',
  secondChance: false,
};

/** The order the results are in when none was chosen, as the server picks it. */
export const shownSort = (state: Pick<JobSearchState, 'q' | 'location' | 'distance' | 'sort'>): JobSort => state.sort ?? defaultJobSort(state);

const oneOf = <T extends string | number>(values: readonly T[], raw: string | null, fallback: T): T =>
  values.find((value) => String(value) === raw) ?? fallback;

/** Reads a search from the address; unknown values fall back to the defaults; no location is everywhere. */
export const readSearchState = (params: URLSearchParams): JobSearchState => {
  const page = Number(params.get('page'));
  const types = (params.get('type') ?? '').split(',');
  const location = params.get('location')?.trim() ?? '';
  const sort = jobSorts.find((each) => each === params.get('sort'));
  return {
    q: params.get('q') ?? '',
    location,
    type: jobTypes.filter((type) => types.includes(type)),
    experience: oneOf(['any', ...experienceLevels], params.get('experience'), defaultFilters.experience),
    salary: oneOf(salaryFilters, params.get('salary'), defaultFilters.salary),
    distance: oneOf(distanceFilters, params.get('distance'), defaultFilters.distance),
    clearance: oneOf(['any', ...securityClearances], params.get('clearance'), defaultFilters.clearance),
    secondChance: params.get('secondChance') === 'true',
    // Nearest first needs a place: once the location is cleared (or Remote) it falls back to the default order.
    sort: sort === 'distance' && searchScopeOf(location).kind !== 'place' ? undefined : sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
};

/** Writes a search to the address, leaving out what is at its default so links stay short. */
export const searchStateParams = (state: JobSearchState): URLSearchParams => {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.location.trim()) params.set('location', state.location.trim());
  if (state.type.length > 0) params.set('type', state.type.join(','));
  if (state.experience !== defaultFilters.experience) params.set('experience', state.experience);
  if (state.salary !== defaultFilters.salary) params.set('salary', state.salary);
  if (state.distance !== defaultFilters.distance) params.set('distance', String(state.distance));
  if (state.clearance !== defaultFilters.clearance) params.set('clearance', state.clearance);
  if (state.secondChance) params.set('secondChance', 'true');
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
};

/** What the API is asked for this search. */
export const toJobSearch = (state: JobSearchState): JobSearch => ({ ...state });
