import { JobModel, projectionOf, toRecord, type StoredFields } from '@jobboard/db';
import { isRemovedByModeration, similarJobCandidateLimit } from '@jobboard/domain';

/** What the employer's other open jobs show on a job page. */
const otherJobFields = ['title', 'location', 'type'] as const;

/** What the job page, the sitemap and saved jobs read of jobs (any status: a closed job keeps its page). */
export const jobPageRepository = {
  /** A job whatever its status, and whether an admin took it down (what says so is never sent). */
  async findById(id: string) {
    const job = await JobModel.findOne({ _id: id });
    return job ? { record: toRecord(job), removedByModeration: isRemovedByModeration(job) } : null;
  },

  /** Whether the job exists and an admin took it down. */
  async isRemovedByModeration(id: string) {
    const job = await JobModel.findOne({ _id: id }, projectionOf(['status', 'closedBy'])).lean<
      StoredFields<typeof JobModel, 'status' | 'closedBy'>
    >();
    return job ? isRemovedByModeration(job) : false;
  },

  /** Jobs by id whatever their status (saved jobs may have closed), less those an admin took down (their pages answer 410). */
  async findShowableByIds(ids: readonly string[]) {
    if (ids.length === 0) return [];
    return (await JobModel.find({ _id: { $in: ids } })).filter((job) => !isRemovedByModeration(job)).map(toRecord);
  },

  /** Which of these ids are jobs that exist (a guest may have saved a job that has since been deleted). */
  async existingIds(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const found = await JobModel.find({ _id: { $in: ids } }, { _id: 1 }).lean();
    return found.map(({ _id }) => String(_id));
  },

  /** The newest open jobs, the similar-jobs candidates: index (status, posted, _id), no sort stage. */
  async findNewestOpen(limit = similarJobCandidateLimit) {
    return (await JobModel.find({ status: 'active' }).sort({ posted: -1, _id: -1 }).limit(limit)).map(toRecord);
  },

  /** How many open jobs the employer has, and its newest few other than `exceptId`: index (employerId, posted, _id). */
  async openJobsOfEmployer(employerId: string, exceptId: string, limit: number) {
    const filter = { employerId, status: 'active' as const };
    const [count, others] = await Promise.all([
      JobModel.countDocuments(filter),
      JobModel.find({ ...filter, _id: { $ne: exceptId } }, projectionOf(otherJobFields))
        .sort({ posted: -1, _id: -1 })
        .limit(limit)
        .lean<StoredFields<typeof JobModel, (typeof otherJobFields)[number]>[]>(),
    ]);
    return { count, others: others.map(({ _id, title, location, type }) => ({ id: String(_id), title, location, type })) };
  },

  /** How many employers have at least one open job (the home page's figure). */
  async countHiringEmployers() {
    return (await JobModel.distinct('employerId', { status: 'active' })).length;
  },

  /** How many open jobs there are (the sitemap's size). */
  countOpen() {
    return JobModel.countDocuments({ status: 'active' });
  },

  /** One part of the sitemap: open jobs' ids and last changes, in a stable order (index (status, posted, _id)). */
  async openJobsForSitemap(skip: number, limit: number) {
    const jobs = await JobModel.find({ status: 'active' }, projectionOf(['updatedAt']))
      .sort({ posted: -1, _id: -1 })
      .skip(skip)
      .limit(limit)
      .lean<StoredFields<typeof JobModel, 'updatedAt'>[]>();
    return jobs.map(({ _id, updatedAt }) => ({ id: String(_id), updatedAt }));
  },
};
