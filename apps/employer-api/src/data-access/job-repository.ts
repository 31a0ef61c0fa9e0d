import { ApplicationModel, JobModel, toRecord } from '@jobboard/db';
import { isValidObjectId, Types } from 'mongoose';

export type JobFields = Record<string, unknown>;

/** The job if it is this employer's; undefined otherwise, so another's job looks like none. */
const findOwned = async (id: string, employerId: string) => {
  if (!isValidObjectId(id)) return undefined;
  return (await JobModel.findOne({ _id: id, employerId })) ?? undefined;
};
export type OwnedJob = NonNullable<Awaited<ReturnType<typeof findOwned>>>;

export const jobRepository = {
  async create(job: JobFields) {
    return toRecord(await JobModel.create(job));
  },
  async remove(id: string) {
    await JobModel.deleteOne({ _id: id });
  },
  /** The employer's jobs, newest first. */
  async listByEmployer(employerId: string) {
    return (await JobModel.find({ employerId }).sort({ posted: -1, _id: -1 })).map(toRecord);
  },
  findOwned,
  /** Saves through the document, so the search fields derived from title, text and pay follow. */
  async update(job: OwnedJob, fields: JobFields) {
    job.set(fields);
    return toRecord(await job.save());
  },
  /** Closes the job if it is still open; answers whether this call closed it. */
  async close(id: string, employerId: string) {
    const result = await JobModel.updateOne({ _id: id, employerId, status: { $ne: 'closed' } }, { $set: { status: 'closed', closedAt: new Date() } });
    return result.modifiedCount === 1;
  },
  async countsFor(employerId: string) {
    const id = new Types.ObjectId(employerId);
    const [[jobs], applications] = await Promise.all([
      JobModel.aggregate<{ active: number; views: number }>([
        { $match: { employerId: id } },
        { $group: { _id: null, active: { $sum: { $cond: [{ $eq: ['$status', 'active'] }, 1, 0] } }, views: { $sum: '$viewCount' } } },
      ]),
      ApplicationModel.countDocuments({ employerId: id }),
    ]);
    return { activeJobs: jobs?.active ?? 0, totalViews: jobs?.views ?? 0, totalApplications: applications };
  },
};
