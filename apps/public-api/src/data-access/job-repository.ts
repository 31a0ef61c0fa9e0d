import { JobModel, toRecord } from '@jobboard/db';

export const jobRepository = {
  /** One page of active jobs, newest first (served by the { status, posted } index). */
  async findActivePage({ skip, limit }: { skip: number; limit: number }) {
    const filter = { status: 'active' as const };
    const [jobs, total] = await Promise.all([
      JobModel.find(filter).sort({ posted: -1, _id: -1 }).skip(skip).limit(limit),
      JobModel.countDocuments(filter),
    ]);
    return { jobs: jobs.map(toRecord), total };
  },

  /** An active job, counting the view. */
  async findActiveAndCountView(id: string) {
    const job = await JobModel.findOneAndUpdate(
      { _id: id, status: 'active' },
      { $inc: { viewCount: 1 } },
      { returnDocument: 'after' },
    );
    return job ? toRecord(job) : null;
  },
};
