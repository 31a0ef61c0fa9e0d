import type { ExperienceLevel, JobType } from '@jobboard/contracts';
import { isDuplicateKeyError, JobModel, JobViewModel, toRecord, type StoredFields } from '@jobboard/db';
import { escapeRegex, type BoundingBox } from '@jobboard/domain';

/** What a search asks of the database; every part is optional and they all apply together. */
export interface JobCriteria {
  secondChanceOnly?: boolean;
  /**
   * With secondChanceOnly: only jobs whose copied fair-chance attestation was made after
   * this time (a lapsed one no longer counts, even before the sweep takes the marker off).
   */
  attestedSince?: Date;
  types?: readonly JobType[];
  experience?: ExperienceLevel;
  /** Yearly amounts: the job's yearly range must overlap [min, max]. */
  salary?: { min?: number; max?: number };
  /** Lower-cased words that must each appear in the title, company or description. */
  terms?: readonly string[];
  /**
   * A military occupation searched for: the job's title holds one of the phrases (lower-case
   * civilian titles and search terms, as whole words), or its text one of the codes ("88m").
   */
  occupation?: { phrases: readonly string[]; codes: readonly string[] };
  /** The highest clearance rank the seeker holds: jobs requiring more are left out. */
  maxClearanceRank?: number;
  /** Case-insensitive substrings of the title and of the location text. */
  titleContains?: string;
  locationContains?: string;
  /** The distance search's first, indexed cut; the exact great-circle check is done in code. */
  box?: BoundingBox;
}

/** The database sorts: the rest (relevance, distance) are ranked in code over the candidates. */
export type DatabaseSort = 'recent' | 'salary-high';

const sorts = {
  recent: { posted: -1, _id: -1 },
  // Missing salaries sort lowest, so they come last in descending order.
  'salary-high': { yearlySalaryMax: -1, posted: -1, _id: -1 },
} as const;

const contains = (text: string) => ({ $regex: escapeRegex(text), $options: 'i' });

/** Any of the phrases as whole words (not inside a longer word) in lower-cased text. */
const anyWholeWords = (phrases: readonly string[]) =>
  `(^|[^a-z0-9])(${phrases.map(escapeRegex).join('|')})([^a-z0-9]|$)`;

const occupationFilter = ({ phrases, codes }: NonNullable<JobCriteria['occupation']>) => {
  const either: Record<string, unknown>[] = [];
  if (phrases.length > 0) either.push({ title: { $regex: anyWholeWords(phrases), $options: 'i' } });
  if (codes.length > 0) either.push({ searchText: { $regex: anyWholeWords(codes) } });
  return either.length > 0 ? { $or: either } : { _id: { $exists: false } };
};

/**
 * The filter for the criteria. Every filter starts with `status: 'active'`, the first key of
 * every search index, and equality/range conditions on indexed keys (type, experience,
 * yearlySalaryMax, clearanceRank, latitude/longitude); keyword, occupation and substring
 * conditions are $regex filters checked on the documents those indexes find (no $text: the
 * embedded fallback lacks it).
 */
const toFilter = (criteria: JobCriteria) => {
  const filter: Record<string, unknown> = { status: 'active' };
  if (criteria.secondChanceOnly) filter.secondChanceEmployer = true;
  if (criteria.attestedSince) filter['fairChance.attestedAt'] = { $gt: criteria.attestedSince };
  if (criteria.types?.length === 1) filter.type = criteria.types[0];
  else if (criteria.types?.length) filter.type = { $in: criteria.types };
  if (criteria.experience) filter.experience = criteria.experience;
  if (criteria.maxClearanceRank !== undefined) {
    // The ranks as a list (there are five), so the clearance index reads each in posted order and
    // merges them with no sort stage; null: jobs stored before the rank existed require none.
    const ranks = Array.from({ length: criteria.maxClearanceRank + 1 }, (_, rank) => rank);
    filter.clearanceRank = { $in: [...ranks, null] };
  }
  if (criteria.salary) {
    // Jobs without a salary have neither field and so match no band.
    if (criteria.salary.min !== undefined) filter.yearlySalaryMax = { $gte: criteria.salary.min };
    if (criteria.salary.max !== undefined) filter.yearlySalaryMin = { $lte: criteria.salary.max };
  }
  if (criteria.box) {
    const { minLatitude, maxLatitude, longitude } = criteria.box;
    filter.latitude = { $gte: minLatitude, $lte: maxLatitude };
    if (longitude) filter.longitude = { $gte: longitude.min, $lte: longitude.max };
  }
  const textConditions: Record<string, unknown>[] = [];
  // searchText is already lower-cased, so the words need no case-insensitive option.
  for (const term of criteria.terms ?? []) textConditions.push({ searchText: { $regex: escapeRegex(term) } });
  if (criteria.occupation) textConditions.push(occupationFilter(criteria.occupation));
  if (textConditions.length > 0) filter.$and = textConditions;
  if (criteria.titleContains) filter.title = contains(criteria.titleContains);
  if (criteria.locationContains) filter.location = contains(criteria.locationContains);
  return filter;
};

/** The few fields a search needs to rank candidates in code. */
export type JobCandidate = StoredFields<typeof JobModel, 'posted' | 'yearlySalaryMax'> &
  Partial<StoredFields<typeof JobModel, 'latitude' | 'longitude' | 'title' | 'companyName' | 'description'>>;

export const jobRepository = {
  /** One page in a database order, with the total. */
  async findPage(criteria: JobCriteria, { sort, skip, limit }: { sort: DatabaseSort; skip: number; limit: number }) {
    const filter = toFilter(criteria);
    const [jobs, total] = await Promise.all([
      JobModel.find(filter).sort(sorts[sort]).skip(skip).limit(limit),
      JobModel.countDocuments(filter),
    ]);
    return { jobs: jobs.map(toRecord), total };
  },

  /** Every matching job, with only the fields asked for: what the code-side ranking works on. */
  async findCandidates(
    criteria: JobCriteria,
    { withLocation = false, withText = false } = {},
  ): Promise<JobCandidate[]> {
    const projection: Record<string, 1> = { _id: 1, posted: 1, yearlySalaryMax: 1 };
    if (withLocation) Object.assign(projection, { latitude: 1, longitude: 1 });
    if (withText) Object.assign(projection, { title: 1, companyName: 1, description: 1 });
    return JobModel.find(toFilter(criteria), projection).lean<JobCandidate[]>();
  },

  /** Full jobs for the ids, in the order of the ids. */
  async findByIds(ids: readonly string[]) {
    if (ids.length === 0) return [];
    const jobs = (await JobModel.find({ _id: { $in: ids } })).map(toRecord);
    const byId = new Map(jobs.map((job) => [job.id, job]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },

  /** How many different employers have a job matching the criteria. */
  async countEmployers(criteria: JobCriteria): Promise<number> {
    const [result] = await JobModel.aggregate<{ employers: number }>([
      { $match: toFilter(criteria) },
      { $group: { _id: '$employerId' } },
      { $count: 'employers' },
    ]);
    return result?.employers ?? 0;
  },

  /** An active job. */
  async findActive(id: string) {
    const job = await JobModel.findOne({ _id: id, status: 'active' });
    return job ? toRecord(job) : null;
  },

  /**
   * Counts a view of the job by this viewer unless the viewer's last counted view is newer than
   * `countedSince`. One upsert on the (job, viewer) document decides: it inserts (first view),
   * updates an old one, or fails on the unique `_id` when a recent one exists, so concurrent
   * reloads count once. Answers whether the view was counted.
   */
  async countView(jobId: string, viewerKey: string, { now, countedSince }: { now: Date; countedSince: Date }) {
    try {
      await JobViewModel.updateOne(
        { _id: `${jobId}:${viewerKey}`, countedAt: { $lt: countedSince } },
        { $set: { countedAt: now } },
        { upsert: true },
      );
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
    await JobModel.updateOne({ _id: jobId }, { $inc: { viewCount: 1 } });
    return true;
  },
};
