import { isDuplicateKeyError, JobModel, JobViewModel, toRecord } from '@jobboard/db';

export const jobRepository = {
  /** Full jobs for the ids, in the order of the ids. */
  async findByIds(ids: readonly string[]) {
    if (ids.length === 0) return [];
    const jobs = (await JobModel.find({ _id: { $in: ids } })).map(toRecord);
    const byId = new Map(jobs.map((job) => [job.id, job]));
    return ids.flatMap((id) => byId.get(id) ?? []);
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
