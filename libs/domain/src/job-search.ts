import type { DistanceFilter, JobSort, JobType, SalaryFilter, SalaryPeriod } from '@jobboard/contracts';
import { isRemoteLocation } from './remote-work';
import { salaryBandBounds, yearlySalary } from './salary';

/** A location search without a chosen radius looks 25 miles around. */
export const defaultSearchRadiusMiles = 25;

// ---------------------------------------------------------------------------------------------
// Where a search looks
// ---------------------------------------------------------------------------------------------

/**
 * What the location box asks for: every job (left empty, or a word for everywhere), remote jobs
 * only ("Remote", "work from home", any case), or jobs near a place.
 */
export type SearchScope = { kind: 'everywhere' } | { kind: 'remote' } | { kind: 'place'; text: string };

const everywhereWords = /^(anywhere|everywhere|all|nationwide|usa|us|united states)$/i;

export const searchScopeOf = (location: string | undefined | null): SearchScope => {
  const text = (location ?? '').trim();
  if (!text || everywhereWords.test(text.replace(/\./g, '').replace(/\s+/g, ' '))) return { kind: 'everywhere' };
  if (isRemoteLocation(text)) return { kind: 'remote' };
  return { kind: 'place', text };
};

/** A job that can be done from anywhere: posted as remote work, or placed "Remote". */
export const isRemoteJob = (job: { type: JobType; location: string }): boolean => job.type === 'remote' || isRemoteLocation(job.location);

/** The radius of a distance filter in miles; undefined for any distance. */
export const searchRadiusOf = (distance: DistanceFilter | undefined): number | undefined =>
  distance === 'any' ? undefined : (distance ?? defaultSearchRadiusMiles);

/**
 * Whether a job is within a place search's reach: a remote job always is (it can be done from
 * there); with any distance (`radius` undefined) every job is; otherwise a job with a known
 * place within the radius.
 */
export const isWithinReach = (job: { remote: boolean; miles: number | undefined }, radius: number | undefined): boolean =>
  job.remote || radius === undefined || (job.miles !== undefined && job.miles <= radius);

/**
 * The order of a search when none was chosen: the best matches with keywords; with a place and
 * any distance, the nearest (every job is found, so the near ones come first); else the newest.
 */
export const defaultJobSort = ({ q, location, distance }: { q?: string; location?: string; distance?: DistanceFilter }): JobSort => {
  if (q?.trim()) return 'relevant';
  return searchScopeOf(location).kind === 'place' && distance === 'any' ? 'distance' : 'recent';
};

/**
 * The second-chance list is paged too, with a larger page than the search's. Not larger than
 * this: the page arrives rendered and the browser hydrates every card it shows, and 50 cards
 * took a mid-range phone about 750 ms of blocked main thread (Lighthouse, docs/capacity.md).
 */
export const secondChancePageSize = 20;

// ---------------------------------------------------------------------------------------------
// Distance
// ---------------------------------------------------------------------------------------------

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The mean radius of the Earth, in miles. */
export const earthRadiusMiles = 3958.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radiansValue: number) => (radiansValue * 180) / Math.PI;

/** The great-circle distance between two points (haversine formula), in miles. */
export const greatCircleMiles = (from: Coordinates, to: Coordinates): number => {
  const deltaLatitude = radians(to.latitude - from.latitude);
  const deltaLongitude = radians(to.longitude - from.longitude);
  const a = Math.sin(deltaLatitude / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(deltaLongitude / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(a)));
};

/** Distances on cards: miles to one decimal. */
export const roundMiles = (miles: number): number => Math.round(miles * 10) / 10;

/**
 * Whether a job's page says how far the job is from the place searched. Under half a mile (it
 * rounds to 0) the job is in that place, which its location already says: "0 miles from
 * San Francisco, CA" reads like a mistake, so the line is left out.
 */
export const isDistanceWorthShowing = (miles: number): boolean => Math.round(miles) >= 1;

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  /** Absent when the box reaches a pole or crosses the 180th meridian: only latitude narrows then. */
  longitude?: { min: number; max: number };
}

/**
 * The smallest latitude/longitude rectangle that holds every point within `radiusMiles` of
 * `center`: what an index range query can find before the exact great-circle check.
 */
export const boundingBox = (center: Coordinates, radiusMiles: number): BoundingBox => {
  const latitudeDelta = degrees(radiusMiles / earthRadiusMiles);
  const minLatitude = center.latitude - latitudeDelta;
  const maxLatitude = center.latitude + latitudeDelta;
  if (minLatitude <= -90 || maxLatitude >= 90) {
    return { minLatitude: Math.max(-90, minLatitude), maxLatitude: Math.min(90, maxLatitude) };
  }
  // The widest longitude span of the circle, at the latitude where its sides touch the meridians.
  const longitudeDelta = degrees(Math.asin(Math.min(1, Math.sin(radiusMiles / earthRadiusMiles) / Math.cos(radians(center.latitude)))));
  const min = center.longitude - longitudeDelta;
  const max = center.longitude + longitudeDelta;
  if (min < -180 || max > 180) return { minLatitude, maxLatitude };
  return { minLatitude, maxLatitude, longitude: { min, max } };
};

// ---------------------------------------------------------------------------------------------
// Salary
// ---------------------------------------------------------------------------------------------

export interface JobSalary {
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryPeriod?: SalaryPeriod | null;
}

export interface YearlySalaryRange {
  min: number;
  max: number;
}

/**
 * A job's pay as a yearly range (hourly pay x 2080 hours). With only one bound, that figure is
 * both ends: "From $40k" and "Up to $40k" both compare as $40k. No salary, no range.
 */
export const yearlySalaryRange = ({ salaryMin, salaryMax, salaryPeriod }: JobSalary): YearlySalaryRange | undefined => {
  const low = salaryMin ?? salaryMax;
  const high = salaryMax ?? salaryMin;
  if (low === undefined || low === null || high === undefined || high === null) return undefined;
  const period = salaryPeriod ?? 'yearly';
  return { min: yearlySalary(low, period), max: yearlySalary(high, period) };
};

/**
 * A job matches a salary band when its yearly range overlaps the band, ends included
 * (a $40k-$50k job matches both 30000-50000 and 50000-75000). Jobs without a salary match no band.
 */
export const salaryBandMatches = (range: YearlySalaryRange | undefined, band: SalaryFilter): boolean => salaryBandMatcher(band)(range);

/** salaryBandMatches for one band, its bounds read once: what a scan over many jobs calls. */
export const salaryBandMatcher = (band: SalaryFilter): ((range: YearlySalaryRange | undefined) => boolean) => {
  if (band === 'any') return () => true;
  const { min, max } = salaryBandBounds(band);
  return (range) => range !== undefined && (min === undefined || range.max >= min) && (max === undefined || range.min <= max);
};

// ---------------------------------------------------------------------------------------------
// Keywords and relevance
// ---------------------------------------------------------------------------------------------

/** The words of a keyword query, lower-cased and without repeats (military codes are read from them). */
export const searchTerms = (query: string | undefined): string[] => [
  ...new Set(
    (query ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => word.length > 0),
  ),
];

/** User text as a literal inside a regular expression. */
export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
