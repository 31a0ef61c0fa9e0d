import {
  distanceFilters,
  experienceLevels,
  searchRadiiMiles,
  jobTypes,
  securityClearances,
  type ExperienceLevel,
  type JobFacets,
  type JobType,
  type SalaryFilter,
} from '@jobboard/contracts';
import { boundingBox, clearanceRank, greatCircleMiles, isWithinReach, searchRadiusOf, type Coordinates } from '@jobboard/domain';
import { factCode, salaryBands, type JobFacts } from './job-facts';

/** The filters of a search, each optional; they all apply together. Plain data, so a search can be cached by it. */
export interface JobFilters {
  types?: readonly JobType[];
  experience?: ExperienceLevel;
  salary?: Exclude<SalaryFilter, 'any'>;
  /** The highest clearance rank the seeker holds. */
  maxClearanceRank?: number;
  secondChanceOnly?: boolean;
  /** With secondChanceOnly: only attestations made after this time (ms) count. */
  attestedSince?: number;
  /** Case-insensitive substring of the location text. */
  locationContains?: string;
  /** A distance search: jobs within reach of the place (isWithinReach: `radius` miles, or any distance when absent), each with its miles. */
  near?: Coordinates & { radius?: number };
  /** Only remote jobs ("Remote" as the location). */
  remoteOnly?: boolean;
}

/** Each filter as a bit: a facet counts a job that fails no filter but its own. */
const bits = { type: 1, experience: 2, salary: 4, clearance: 8, secondChance: 16, distance: 32, fixed: 64 } as const;
const widestRadius = Math.max(...searchRadiiMiles);
/** The radius of each distance option, undefined for any distance. */
const facetRadii = distanceFilters.map(searchRadiusOf);
const clearanceRanks = securityClearances.map(clearanceRank);

const record = <K extends string>(keys: readonly K[], counts: readonly number[]) =>
  Object.fromEntries(keys.map((key, index) => [key, counts[index]])) as Record<K, number>;

/**
 * Miles from the place for jobs inside the bounding box of the widest radius offered (a cheap cut
 * before the great-circle formula): the distance facet counts every radius, not only the chosen one.
 * With any distance, every job with a place has its miles (for the nearest-first order).
 */
const milesFrom = (near: NonNullable<JobFilters['near']>) => {
  const box = near.radius === undefined ? undefined : boundingBox(near, Math.max(near.radius, widestRadius));
  return (job: JobFacts): number | undefined => {
    const { latitude, longitude } = job;
    if (latitude === undefined || longitude === undefined) return undefined;
    if (!box) return greatCircleMiles(near, { latitude, longitude });
    if (latitude < box.minLatitude || latitude > box.maxLatitude) return undefined;
    if (box.longitude && (longitude < box.longitude.min || longitude > box.longitude.max)) return undefined;
    return greatCircleMiles(near, { latitude, longitude });
  };
};

export interface FilteredJobs {
  found: { job: JobFacts; miles?: number }[];
  facets: JobFacets;
}

/**
 * The jobs among `candidates` that pass every filter, and the facet counts: for each option of a
 * filter, how many candidates pass every other filter and have that option. One pass over the
 * jobs' packed codes: a job failing exactly one filter still counts for that filter's options.
 */
export const filterWithFacets = (candidates: Iterable<JobFacts>, filters: JobFilters): FilteredJobs => {
  const typeCounts = jobTypes.map(() => 0);
  const experienceCounts = experienceLevels.map(() => 0);
  const salaryCounts = salaryBands.map(() => 0);
  const clearanceCounts = securityClearances.map(() => 0);
  const distanceCounts = distanceFilters.map(() => 0);
  let secondChanceCount = 0;

  const allowedTypes = filters.types?.length ? filters.types.reduce((mask, type) => mask | (1 << jobTypes.indexOf(type)), 0) : 0;
  const experience = filters.experience ? experienceLevels.indexOf(filters.experience) : -1;
  const salaryBit = filters.salary ? 1 << salaryBands.indexOf(filters.salary) : 0;
  const maxClearance = filters.maxClearanceRank ?? Infinity;
  const location = filters.locationContains?.toLowerCase();
  const milesOf = filters.near ? milesFrom(filters.near) : undefined;
  const radius = filters.near?.radius;
  const found: FilteredJobs['found'] = [];

  for (const job of candidates) {
    const { code } = job;
    const miles = milesOf?.(job);
    let failed = 0;
    if (allowedTypes && !(allowedTypes & (1 << factCode.type(code)))) failed |= bits.type;
    if (experience !== -1 && factCode.experience(code) !== experience) failed |= bits.experience;
    if (salaryBit && !(factCode.salaryBands(code) & salaryBit)) failed |= bits.salary;
    if (factCode.clearanceRank(code) > maxClearance) failed |= bits.clearance;
    if (
      filters.secondChanceOnly &&
      !(factCode.secondChance(code) && (filters.attestedSince === undefined || (job.attestedAt ?? 0) > filters.attestedSince))
    ) {
      failed |= bits.secondChance;
    }
    if (milesOf && !isWithinReach({ remote: job.remote, miles }, radius)) failed |= bits.distance;
    if ((location && !job.location.toLowerCase().includes(location)) || (filters.remoteOnly && !job.remote)) failed |= bits.fixed;
    if (failed === 0) found.push({ job, miles });
    // A job failing two filters or more counts for no facet.
    else if ((failed & (failed - 1)) !== 0) continue;
    if ((failed & ~bits.type) === 0) typeCounts[factCode.type(code)] += 1;
    if ((failed & ~bits.experience) === 0) experienceCounts[factCode.experience(code)] += 1;
    if ((failed & ~bits.salary) === 0) {
      const bands = factCode.salaryBands(code);
      for (let band = 0; band < salaryCounts.length; band += 1) if (bands & (1 << band)) salaryCounts[band] += 1;
    }
    if ((failed & ~bits.clearance) === 0) {
      const rank = factCode.clearanceRank(code);
      for (let held = 0; held < clearanceCounts.length; held += 1) if (rank <= clearanceRanks[held]) clearanceCounts[held] += 1;
    }
    if ((failed & ~bits.secondChance) === 0 && factCode.secondChance(code)) secondChanceCount += 1;
    if (milesOf && (failed & ~bits.distance) === 0) {
      for (let index = 0; index < facetRadii.length; index += 1) {
        if (isWithinReach({ remote: job.remote, miles }, facetRadii[index])) distanceCounts[index] += 1;
      }
    }
  }
  const facets: JobFacets = {
    type: record(jobTypes, typeCounts),
    experience: record(experienceLevels, experienceCounts),
    salary: record(salaryBands, salaryCounts),
    clearance: record(securityClearances, clearanceCounts),
    secondChance: secondChanceCount,
    ...(milesOf
      ? {
          distance: record(
            distanceFilters.map((distance) => `${distance}` as const),
            distanceCounts,
          ),
        }
      : {}),
  };
  return { found, facets };
};
