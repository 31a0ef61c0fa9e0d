import type { ExperienceLevel, JobStatus, JobType } from '@jobboard/contracts';
import { indexKeys } from '@jobboard/job-language';

/** How many similar jobs a job page shows. */
export const similarJobsLimit = 5;

/**
 * How many of the newest open jobs are compared with the job: one indexed read (status, posted)
 * bounded whatever the size of the board, ranked here.
 */
export const similarJobCandidateLimit = 200;

/** What similarity is judged on. */
export interface ComparableJob {
  id: string;
  employerId: string;
  title: string;
  type: JobType;
  experience: ExperienceLevel;
  status: JobStatus;
  city?: string;
  state?: string;
  location: string;
  posted: Date | string;
}

/** What each shared trait is worth; a shared title word matters most. */
export const similarityWeights = { titleWord: 3, type: 1, experience: 1, place: 1 } as const;

/** A candidate needs at least this score: one shared title word, or type, experience and place together. */
export const minimumSimilarity = 3;

// Ranks and numerals that say nothing about the work.
const rankWords = new Set(['i', 'ii', 'iii', 'iv', 'sr', 'jr']);

/**
 * What a title names, as job language reads it: its concepts, the broader ones they count as and
 * its words by stem ("Senior Truck Driver" -> senior, truck driver, truck, drive).
 */
export const titleWords = (title: string): Set<string> => new Set(indexKeys(title).filter((key) => !rankWords.has(key)));

const placeOf = (job: Pick<ComparableJob, 'city' | 'state' | 'location'>) =>
  (job.city && job.state ? `${job.city}, ${job.state}` : job.location).trim().toLowerCase();

/** How similar `candidate` is to `job`: shared title words, then type, experience and place. */
export const similarityScore = (job: ComparableJob, candidate: ComparableJob): number => {
  const words = titleWords(job.title);
  let score = 0;
  for (const word of titleWords(candidate.title)) if (words.has(word)) score += similarityWeights.titleWord;
  if (candidate.type === job.type) score += similarityWeights.type;
  if (candidate.experience === job.experience) score += similarityWeights.experience;
  if (placeOf(candidate) === placeOf(job)) score += similarityWeights.place;
  return score;
};

const time = (date: Date | string) => new Date(date).getTime();

/**
 * Up to `limit` open jobs most like `job`, most similar first (newest first among equals): never
 * the job itself, never a closed one, and none below `minimumSimilarity`.
 */
export const selectSimilarJobs = <T extends ComparableJob>(job: ComparableJob, candidates: readonly T[], limit = similarJobsLimit): T[] =>
  candidates
    .filter((candidate) => candidate.id !== job.id && candidate.status === 'active')
    .map((candidate) => ({ candidate, score: similarityScore(job, candidate) }))
    .filter(({ score }) => score >= minimumSimilarity)
    .sort((a, b) => b.score - a.score || time(b.candidate.posted) - time(a.candidate.posted) || (a.candidate.id < b.candidate.id ? 1 : -1))
    .slice(0, limit)
    .map(({ candidate }) => candidate);
