import { JobModel, SavedJobModel, UserModel, VeteranProfileModel } from '@jobboard/db';
import type { Types } from 'mongoose';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Saved jobs for the demo job seeker and veteran: a few open jobs of the board, for
 * the veteran some that require a clearance, and for each one job that has since closed, so the
 * "Closed" marker shows. Only when the account has no saves yet, so a re-run adds nothing.
 */
export const seedDemoSavedJobs = async (accounts: { jobSeekerEmail: string; veteranEmail: string }, now: Date) => {
  const [jobSeeker, veteran] = await Promise.all([
    UserModel.findOne({ email: accounts.jobSeekerEmail }).select({ _id: 1 }).lean(),
    VeteranProfileModel.findOne({ email: accounts.veteranEmail }).select({ _id: 1 }).lean(),
  ]);
  const [openJobs, clearedJobs] = await Promise.all([
    JobModel.find({ status: 'active', clearanceRequired: { $exists: false } }).sort({ posted: -1, _id: -1 }).limit(4).select({ _id: 1 }).lean(),
    JobModel.find({ status: 'active', clearanceRequired: { $exists: true } }).sort({ posted: -1, _id: -1 }).limit(2).select({ _id: 1 }).lean(),
  ]);
  const closedJob = await JobModel.findOne({ status: 'closed' }).select({ _id: 1 }).lean();

  const save = async (ownerRole: 'jobseeker' | 'veteran', ownerId: Types.ObjectId, jobIds: Types.ObjectId[]) => {
    if (await SavedJobModel.exists({ ownerId, ownerRole })) return;
    await SavedJobModel.insertMany(
      jobIds.map((jobId, index) => ({ ownerRole, ownerId, jobId, savedAt: new Date(now.getTime() - (index + 1) * 0.6 * dayMs) })),
    );
  };

  const withClosed = (ids: Types.ObjectId[]) => (closedJob ? [...ids, closedJob._id] : ids);
  if (jobSeeker) await save('jobseeker', jobSeeker._id, withClosed(openJobs.slice(0, 3).map((job) => job._id)));
  if (veteran) await save('veteran', veteran._id, withClosed([...clearedJobs, ...openJobs.slice(3, 4)].map((job) => job._id)));
};
