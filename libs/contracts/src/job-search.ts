/** Job search: GET /api/jobs and GET /api/jobs/second-chance, their queries and pages. */
import { text } from '@jobboard/i18n';
import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common';
import { jobSchema } from './entities';
import {
  distanceFilters,
  experienceLevels,
  jobSorts,
  jobTypes,
  salaryFilters,
  securityClearances,
  type DistanceFilter,
  type JobType,
  type SalaryFilter,
  type SecurityClearance,
} from './enums';
import { atMostCharacters, mustBeOneOf, mustBeOneOfNot } from './field-messages';

/**
 * Query strings are plain text. An operator object (`?q[$gt]=`, which Express's simple parser
 * hands over as a key with brackets, or an object with the extended one) and a repeated key
 * (an array) are refused with the field named; other unknown keys (tracking tags) are ignored.
 */
export const plainQuery = <T extends z.ZodType<unknown, Record<string, unknown>>>(schema: T) =>
  z
    .record(z.string(), z.unknown())
    .superRefine((raw, ctx) => {
      for (const [key, value] of Object.entries(raw)) {
        if (/[[\]$]/.test(key)) ctx.addIssue({ code: 'custom', path: [key], message: text('is not a search parameter') });
        else if (Array.isArray(value)) ctx.addIssue({ code: 'custom', path: [key], message: text('must be given only once') });
        else if (typeof value === 'object' && value !== null) {
          ctx.addIssue({ code: 'custom', path: [key], message: text('must be plain text') });
        }
      }
    })
    .pipe(schema);

/** Search text: trimmed, bounded, and "" read as absent. */
const searchText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, atMostCharacters(max))
    .optional()
    .transform((value) => (value ? value : undefined));

const oneOf = (values: readonly (string | number)[]) => mustBeOneOf(values);

const anyOr = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['any', ...values] as const, { error: oneOf(['any', ...values]) }))
    .optional()
    .transform((value) => (value === 'any' ? undefined : (value as T[number] | undefined)));

/** `type` is comma-joined ("full-time,contract"); an empty list means every type. */
const isJobType = (value: string): value is JobType => (jobTypes as readonly string[]).includes(value);
const jobTypeList = z
  .string()
  .max(200, text('must be at most 200 characters'))
  .transform((value, ctx) => {
    const types = [
      ...new Set(
        value
          .split(',')
          .map((part) => part.trim().toLowerCase())
          .filter((part) => part.length > 0),
      ),
    ];
    const unknown = types.filter((type) => !isJobType(type));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', input: value, message: mustBeOneOfNot(jobTypes, unknown) });
      return z.NEVER;
    }
    return types.length > 0 ? types.filter(isJobType) : undefined;
  })
  .optional();

/** A clearance by its name in any case ("top secret"); "any" or "" means no filter. */
const clearanceHeld = z
  .string()
  .trim()
  .transform((value, ctx): SecurityClearance | undefined => {
    if (value === '' || value.toLowerCase() === 'any') return undefined;
    const clearance = securityClearances.find((name) => name.toLowerCase() === value.toLowerCase());
    if (!clearance) {
      ctx.addIssue({ code: 'custom', input: value, message: oneOf(['any', ...securityClearances]) });
      return z.NEVER;
    }
    return clearance;
  })
  .optional();

const distanceValues = distanceFilters.map(String) as [string, ...string[]];

/**
 * GET /api/jobs: the filters (location, type, experience, salary, distance, clearance; "any" or
 * absent means no filter) plus a keyword `q`, a `sort` and a 1-based `page` of ten.
 * `location`: absent or empty means everywhere; "Remote" (any case) means remote jobs only;
 * anything else is a US place (city and state, city, or ZIP code).
 * `distance` only applies with a place: 10, 25, 50 or 100 miles (25 when not given), or "any"
 * (every job; the nearest first when there are no words and no sort). Remote jobs are within
 * every distance.
 * `clearance` is the clearance the seeker holds: it shows the jobs they can take, those requiring
 * that level or lower, and those requiring none ("Secret" finds None, Public Trust and Secret jobs;
 * "None" finds only jobs that require no clearance).
 * A military code in `q` ("88M", "Navy IT", "AFSC 3D0X2") finds the civilian jobs it leads to;
 * the other words narrow as usual.
 */
export const jobListQuerySchema = plainQuery(
  z.object({
    q: searchText(200),
    location: searchText(200),
    type: jobTypeList,
    experience: anyOr(experienceLevels),
    salary: anyOr(salaryFilters.filter((value) => value !== 'any') as [SalaryBand, ...SalaryBand[]]),
    distance: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(distanceValues, { error: oneOf(distanceFilters) }))
      .transform((value) => (value === 'any' ? 'any' : (Number(value) as DistanceFilter)))
      .optional(),
    clearance: clearanceHeld,
    secondChance: z
      .enum(['true', 'false', ''], { error: oneOf(['true', 'false']) })
      .optional()
      .transform((value) => value === 'true' || undefined),
    /** Absent: the best matches first when there are keywords, else the newest. */
    sort: z.enum(jobSorts, { error: oneOf(jobSorts) }).optional(),
    page: pageQuerySchema.shape.page,
  }),
);
export type JobListQuery = z.infer<typeof jobListQuerySchema>;
type SalaryBand = Exclude<SalaryFilter, 'any'>;

/** Where a distance search was made from, as the gazetteer resolved it. */
const searchOriginSchema = z.object({
  /** "Austin, TX", or "78701 (Austin, TX)" for a ZIP code. */
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The radius searched, in miles; absent for any distance. */
  radius: z.number().optional(),
});
export type SearchOrigin = z.infer<typeof searchOriginSchema>;

/** Where the search's words were found in a text: [start, end) character ranges, for highlighting. */
export const textRangeSchema = z.object({ start: z.number().int().min(0), end: z.number().int().min(0) });
export type TextRange = z.infer<typeof textRangeSchema>;

/** A job found by a search: with keywords, where they were found in its title. */
export const jobSearchHitSchema = jobSchema.extend({ titleMatches: z.array(textRangeSchema).optional() });
export type JobSearchHit = z.infer<typeof jobSearchHitSchema>;

const count = z.number().int().min(0);
const salaryBands = salaryFilters.filter((value) => value !== 'any') as [SalaryBand, ...SalaryBand[]];

/**
 * How many jobs each filter option would find, given the words and every other filter (a
 * filter's own choice is left out of its counts, so they say what choosing an option gives).
 * `clearance`: the jobs a holder of each clearance can take; `distance`: only with a location.
 */
export const jobFacetsSchema = z.object({
  type: z.record(z.enum(jobTypes), count),
  experience: z.record(z.enum(experienceLevels), count),
  salary: z.record(z.enum(salaryBands), count),
  distance: z.record(z.enum(distanceValues), count).optional(),
  clearance: z.record(z.enum(securityClearances), count),
  secondChance: count,
});
export type JobFacets = z.infer<typeof jobFacetsSchema>;

/**
 * A place the gazetteer does not know: the search answers 200 with no jobs and this, so the page can
 * say so and offer known places of a similar name (`suggestions`, labels such as "Austin, TX").
 */
export const locationNotFoundSchema = z.object({ location: z.string(), suggestions: z.array(z.string()).max(5) });
export type LocationNotFound = z.infer<typeof locationNotFoundSchema>;

/**
 * GET /api/jobs answers one page; with a place, each job carries its `distance` in miles (when
 * the job has one). `scope` says where was searched: everywhere (no location), remote jobs only
 * ("Remote" as the location), or near a place (`origin`). `facets` count the options of every
 * filter; `didYouMean` is a corrected search when the words found nothing and a close spelling
 * does; `locationNotFound` (with no jobs) when the place is unknown.
 */
export const jobListPageSchema = pageOf(jobSearchHitSchema).extend({
  scope: z.enum(['everywhere', 'remote', 'place']),
  origin: searchOriginSchema.optional(),
  facets: jobFacetsSchema,
  didYouMean: z.string().optional(),
  locationNotFound: locationNotFoundSchema.optional(),
});
export type JobListPage = z.infer<typeof jobListPageSchema>;

/**
 * GET /api/jobs/second-chance: its filters, applied on the server: `q` a substring of the
 * title, `location` a substring of the location, `type` one job type ("all" or "" for every one).
 */
export const secondChanceQuerySchema = plainQuery(
  z.object({
    q: searchText(200),
    location: searchText(200),
    type: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['all', '', ...jobTypes] as const, { error: oneOf(['all', ...jobTypes]) }))
      .optional()
      .transform((value) => (value === 'all' || value === '' ? undefined : (value as JobType | undefined))),
    page: pageQuerySchema.shape.page,
  }),
);
export type SecondChanceQuery = z.infer<typeof secondChanceQuerySchema>;

/** A page of second-chance jobs, newest first, and how many employers offer them (the subtitle). */
export const secondChancePageSchema = pageOf(jobSchema).extend({ employerCount: z.number().int().min(0) });
export type SecondChancePage = z.infer<typeof secondChancePageSchema>;

/** GET /api/jobs/suggestions: what the search box offers as a person types (`q`, 2+ characters). */
export const jobSuggestionsQuerySchema = plainQuery(
  z.object({ q: z.string().trim().min(2, text('must be at least 2 characters')).max(100, text('must be at most 100 characters')) }),
);
export type JobSuggestionsQuery = z.infer<typeof jobSuggestionsQuerySchema>;

export const jobSuggestionKinds = ['title', 'skill', 'credential'] as const;
/** Up to eight job titles, skills and credentials that start with or contain the typed words. */
export const jobSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ text: z.string(), kind: z.enum(jobSuggestionKinds) })).max(8),
});
export type JobSuggestions = z.infer<typeof jobSuggestionsSchema>;
