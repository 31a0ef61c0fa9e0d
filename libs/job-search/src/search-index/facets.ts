import {
  distanceFilters,
  experienceLevels,
  jobTypes,
  salaryFilters,
  securityClearances,
  type ExperienceLevel,
  type JobFacets,
  type JobType,
  type SalaryFilter,
} from '@jobboard/contracts';
import { clearanceRank, salaryBandMatches, type YearlySalaryRange } from '@jobboard/domain';
import type { JobFacts } from './job-facts';

type SalaryBand = Exclude<SalaryFilter, 'any'>;
const salaryBands = salaryFilters.filter((band): band is SalaryBand => band !== 'any');

/** The filters of a search, each optional; they all apply together. */
export interface JobFilters {
  types?: readonly JobType[];
  experience?: ExperienceLevel;
  salary?: SalaryBand;
  /** The highest clearance rank the seeker holds. */
  maxClearanceRank?: number;
  secondChanceOnly?: boolean;
  /** With secondChanceOnly: only attestations made after this time (ms) count. */
  attestedSince?: number;
  /** Case-insensitive substring of the location text. */
  locationContains?: string;
  /** A distance search: the radius, and each job's miles from the origin (none when it has no coordinates). */
  radius?: number;
  milesOf?: (job: JobFacts) => number | undefined;
}

/** The filters a facet counts across: each facet leaves its own filter out. */
const dimensions = ['type', 'experience', 'salary', 'clearance', 'secondChance', 'distance', 'fixed'] as const;
type Dimension = (typeof dimensions)[number];
const distanceKeys = distanceFilters.map((radius) => `${radius}` as const);
const bit = (dimension: Dimension) => 1 << dimensions.indexOf(dimension);

const salaryRange = (job: JobFacts): YearlySalaryRange | undefined =>
  job.yearlySalaryMin === undefined || job.yearlySalaryMax === undefined ? undefined : { min: job.yearlySalaryMin, max: job.yearlySalaryMax };

/** Which filters a job fails, as bits; 0 means it is found. `miles` is its distance when searched by place. */
const failedFilters = (job: JobFacts, filters: JobFilters, miles: number | undefined): number => {
  let failed = 0;
  if (filters.types?.length && !filters.types.includes(job.type)) failed |= bit('type');
  if (filters.experience && job.experience !== filters.experience) failed |= bit('experience');
  if (filters.salary && !salaryBandMatches(salaryRange(job), filters.salary)) failed |= bit('salary');
  if (filters.maxClearanceRank !== undefined && job.clearanceRank > filters.maxClearanceRank) failed |= bit('clearance');
  if (filters.secondChanceOnly && !(job.secondChance && (filters.attestedSince === undefined || (job.attestedAt ?? 0) > filters.attestedSince))) {
    failed |= bit('secondChance');
  }
  if (filters.radius !== undefined && (miles === undefined || miles > filters.radius)) failed |= bit('distance');
  if (filters.locationContains && !job.location.toLowerCase().includes(filters.locationContains.toLowerCase())) failed |= bit('fixed');
  return failed;
};

const zeroes = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

export interface FilteredJobs {
  found: { job: JobFacts; miles?: number }[];
  facets: JobFacets;
}

/**
 * The jobs among `candidates` that pass every filter, and the facet counts: for each option of a
 * filter, how many candidates pass every other filter and have that option. One pass: a job failing
 * exactly one filter still counts for that filter's options.
 */
export const filterWithFacets = (candidates: Iterable<JobFacts>, filters: JobFilters): FilteredJobs => {
  const facets: JobFacets = {
    type: zeroes(jobTypes),
    experience: zeroes(experienceLevels),
    salary: zeroes(salaryBands),
    clearance: zeroes(securityClearances),
    secondChance: 0,
    ...(filters.radius !== undefined ? { distance: zeroes(distanceKeys) } : {}),
  };
  const found: FilteredJobs['found'] = [];
  const clearanceRanks = securityClearances.map((clearance) => [clearance, clearanceRank(clearance)] as const);
  for (const job of candidates) {
    const miles = filters.milesOf?.(job);
    const failed = failedFilters(job, filters, miles);
    if (failed === 0) found.push({ job, miles });
    // Counted for a facet when the job passes every filter but that facet's own.
    const countsFor = (dimension: Dimension) => (failed & ~bit(dimension)) === 0;
    if (countsFor('type')) facets.type[job.type] += 1;
    if (countsFor('experience')) facets.experience[job.experience] += 1;
    if (countsFor('salary')) {
      const range = salaryRange(job);
      for (const band of salaryBands) if (salaryBandMatches(range, band)) facets.salary[band] += 1;
    }
    if (countsFor('clearance')) {
      for (const [clearance, rank] of clearanceRanks) if (job.clearanceRank <= rank) facets.clearance[clearance] += 1;
    }
    if (countsFor('secondChance') && job.secondChance) facets.secondChance += 1;
    if (facets.distance && countsFor('distance') && miles !== undefined) {
      for (const radius of distanceFilters) if (miles <= radius) facets.distance[`${radius}`] += 1;
    }
  }
  return { found, facets };
};
