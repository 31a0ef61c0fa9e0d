import { ApplicationModel, EmployerModel, InterviewModel, InterviewTimeClaimModel, JobModel, projectionOf } from '@jobboard/db';
import { isValidObjectId, type Types } from 'mongoose';
import { interviewEmployerFields, type InterviewEmployer, type InterviewRow } from '../domain/interview-mail';

/** A job's closing, whoever closes it: its interviews to cancel, each with its own atomic claim. */
export const jobClosureRepository = {
  async findJob(jobId: string) {
    if (!isValidObjectId(jobId)) return undefined;
    return (await JobModel.findById(jobId, { employerId: 1, status: 1 }).lean()) ?? undefined;
  },

  /** The scheduled interviews of the job's applications. */
  async findScheduledInterviews(jobId: Types.ObjectId): Promise<InterviewRow[]> {
    const applicationIds = (await ApplicationModel.find({ jobId }, { _id: 1 }).lean()).map((application) => application._id);
    if (applicationIds.length === 0) return [];
    return InterviewModel.find({ applicationId: { $in: applicationIds }, status: 'scheduled' }).lean();
  },

  /**
   * Cancels the interview if it is still scheduled, counting up its invitation's sequence: one
   * conditional update, so of concurrent closings exactly one gets it (and tells the candidate).
   */
  async claimCancellation(interviewId: Types.ObjectId): Promise<InterviewRow | undefined> {
    return (
      (await InterviewModel.findOneAndUpdate(
        { _id: interviewId, status: 'scheduled' },
        { $set: { status: 'cancelled' }, $inc: { icsSequence: 1 } },
        { returnDocument: 'after' },
      ).lean()) ?? undefined
    );
  },

  /** Gives the cancelled interview's time back to the employer's calendar. */
  async releaseBlocks(interviewId: Types.ObjectId): Promise<void> {
    await InterviewTimeClaimModel.deleteMany({ interviewId });
  },

  async findEmployer(employerId: Types.ObjectId): Promise<InterviewEmployer | undefined> {
    return (await EmployerModel.findById(employerId).select(projectionOf(interviewEmployerFields)).lean<InterviewEmployer>()) ?? undefined;
  },

  /** Open jobs whose "apply by" day ended at or before `deadlineBy`, oldest deadline first. */
  async findActivePastDeadline(deadlineBy: Date, limit: number): Promise<Types.ObjectId[]> {
    const jobs = await JobModel.find({ status: 'active', applicationDeadline: { $lte: deadlineBy } }, { _id: 1 })
      .sort({ applicationDeadline: 1 })
      .limit(limit)
      .lean();
    return jobs.map((job) => job._id);
  },

  /** Closes the job if it is still open; answers whether this call closed it. */
  async closeIfActive(jobId: Types.ObjectId, now: Date): Promise<boolean> {
    const result = await JobModel.updateOne({ _id: jobId, status: 'active' }, { $set: { status: 'closed', closedAt: now } });
    return result.modifiedCount === 1;
  },
};
