import { experienceLevels, jobTypes, salaryFilters, type ExperienceLevel, type JobType, type SalaryFilter } from '@jobboard/contracts';
import { isRemoteJob, salaryBandMatcher, type YearlySalaryRange } from '@jobboard/domain';
import { projectionOf, type JobModel, type StoredFields } from '@jobboard/db';
import { tokenize } from '@jobboard/job-language';

/** The fields of a job the search index reads from the database. */
export const indexedFields = [
  'title',
  'companyName',
  'description',
  'requirements',
  'location',
  'type',
  'experience',
  'yearlySalaryMin',
  'yearlySalaryMax',
  'latitude',
  'longitude',
  'clearanceRank',
  'secondChanceEmployer',
  'fairChance',
  'posted',
  'status',
  'updatedAt',
] as const;
export const indexedProjection = projectionOf(indexedFields);
export type IndexedJobDocument = StoredFields<typeof JobModel, (typeof indexedFields)[number]>;

/**
 * A job's filter values packed in one integer, so a scan over every job reads one number:
 * bits 0-1 type, 2-3 experience, 4-6 clearance rank, 7 second chance, 8-11 the salary bands its pay overlaps.
 */
export const factCode = {
  type: (code: number) => code & 3,
  experience: (code: number) => (code >> 2) & 3,
  clearanceRank: (code: number) => (code >> 4) & 7,
  secondChance: (code: number) => (code >> 7) & 1,
  salaryBands: (code: number) => (code >> 8) & 15,
} as const;

type SalaryBand = Exclude<SalaryFilter, 'any'>;
export const salaryBands = salaryFilters.filter((band): band is SalaryBand => band !== 'any');
const salaryMatchers = salaryBands.map(salaryBandMatcher);

const codeOf = (job: IndexedJobDocument, salary: YearlySalaryRange | undefined): number => {
  let bands = 0;
  salaryMatchers.forEach((fits, index) => {
    if (fits(salary)) bands |= 1 << index;
  });
  return (
    Math.max(0, jobTypes.indexOf(job.type)) |
    (Math.max(0, experienceLevels.indexOf(job.experience)) << 2) |
    (Math.min(7, job.clearanceRank ?? 0) << 4) |
    ((job.secondChanceEmployer ? 1 : 0) << 7) |
    (bands << 8)
  );
};

/** What the filters, facets and sorts need of an active job, held in memory beside the text index. */
export interface JobFacts {
  /** The filter values packed (see factCode). */
  code: number;
  id: string;
  title: string;
  /** The title's words, folded, each with a space on both sides: " registered nurse ". */
  titleWords: string;
  location: string;
  posted: number;
  type: JobType;
  experience: ExperienceLevel;
  yearlySalaryMin?: number;
  yearlySalaryMax?: number;
  latitude?: number;
  longitude?: number;
  /** Work that can be done from anywhere (isRemoteJob): within every distance, found by a "Remote" search. */
  remote: boolean;
  clearanceRank: number;
  secondChance: boolean;
  /** When the copied fair-chance attestation was made (ms). */
  attestedAt?: number;
}

/** The text the index analyses: the title counts most, then the requirements, then the rest. */
export interface IndexedText {
  id: string;
  title: string;
  requirements: string;
  companyName: string;
  description: string;
}

const present = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

const salaryOf = ({ yearlySalaryMin: min, yearlySalaryMax: max }: IndexedJobDocument): YearlySalaryRange | undefined =>
  min === undefined || min === null || max === undefined || max === null ? undefined : { min, max };

export const factsOf = (job: IndexedJobDocument): JobFacts => ({
  code: codeOf(job, salaryOf(job)),
  id: String(job._id),
  title: job.title,
  titleWords: ` ${tokenize(job.title)
    .map((token) => token.word)
    .join(' ')} `,
  location: job.location,
  posted: job.posted?.getTime() ?? 0,
  type: job.type,
  experience: job.experience,
  yearlySalaryMin: present(job.yearlySalaryMin),
  yearlySalaryMax: present(job.yearlySalaryMax),
  latitude: present(job.latitude),
  longitude: present(job.longitude),
  remote: isRemoteJob(job),
  clearanceRank: job.clearanceRank ?? 0,
  secondChance: job.secondChanceEmployer ?? false,
  attestedAt: job.fairChance?.attestedAt?.getTime(),
});

export const textOf = (job: IndexedJobDocument): IndexedText => ({
  id: String(job._id),
  title: job.title,
  // One requirement per line, so no phrase runs from one into the next.
  requirements: (job.requirements ?? []).join('\n'),
  companyName: job.companyName,
  description: job.description,
});
