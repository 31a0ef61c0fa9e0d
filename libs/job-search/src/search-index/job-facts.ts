import type { ExperienceLevel, JobType } from '@jobboard/contracts';
import { projectionOf, type JobModel, type StoredFields } from '@jobboard/db';

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

/** What the filters, facets and sorts need of an active job, held in memory beside the text index. */
export interface JobFacts {
  id: string;
  title: string;
  location: string;
  posted: number;
  type: JobType;
  experience: ExperienceLevel;
  yearlySalaryMin?: number;
  yearlySalaryMax?: number;
  latitude?: number;
  longitude?: number;
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

export const factsOf = (job: IndexedJobDocument): JobFacts => ({
  id: String(job._id),
  title: job.title,
  location: job.location,
  posted: job.posted?.getTime() ?? 0,
  type: job.type,
  experience: job.experience,
  yearlySalaryMin: present(job.yearlySalaryMin),
  yearlySalaryMax: present(job.yearlySalaryMax),
  latitude: present(job.latitude),
  longitude: present(job.longitude),
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
