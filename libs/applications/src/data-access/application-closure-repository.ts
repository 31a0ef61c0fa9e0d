import type { ApplicationStatus } from '@jobboard/contracts';
import { ApplicationModel, EmployerModel, EmployerNotificationModel, JobModel, projectionOf, type StoredFields } from '@jobboard/db';
import type { Types } from 'mongoose';

const closedJobFields = ['employerId', 'title', 'closedAt', 'closureNoticeSentAt'] as const;
type StoredClosedJob = StoredFields<typeof JobModel, (typeof closedJobFields)[number]>;
/** A closed job as the closure reads it: every one of them has its closing date (the queries ask for it). */
export type ClosedJobRow = StoredClosedJob & { closedAt: Date };
const withClosingDate = (jobs: StoredClosedJob[]): ClosedJobRow[] => jobs.flatMap((job) => (job.closedAt ? [{ ...job, closedAt: job.closedAt }] : []));

/** Who is told that an application closed, and of what. */
const undecidedFields = ['applicantName', 'applicantEmail', 'jobTitle', 'companyName', 'userId'] as const;
export type UndecidedApplicationRow = StoredFields<typeof ApplicationModel, (typeof undecidedFields)[number]>;


/** The automatic closure's reads and its atomic claims. Every read starts with the (status, closedAt) index. */
export const applicationClosureRepository = {
  /** Closed jobs closed before `closedAt` was recorded get it now, so their applicants get the full period from today. */
  async stampClosedJobs(now: Date): Promise<number> {
    const result = await JobModel.updateMany({ status: 'closed', closedAt: null }, { $set: { closedAt: now } }, { timestamps: false });
    return result.modifiedCount;
  },

  /** Closed jobs, closed at or before `closedBy`, whose employer has not been told yet. */
  async findJobsDueForNotice(closedBy: Date, limit: number): Promise<ClosedJobRow[]> {
    return JobModel.find({ status: 'closed', closedAt: { $lte: closedBy }, closureNoticeSentAt: null }, projectionOf(closedJobFields))
      .sort({ closedAt: 1 })
      .limit(limit)
      .lean<StoredClosedJob[]>()
      .then(withClosingDate);
  },

  /** Closed jobs due for closing: closed at or before `closedBy`, told at or before `noticedBy`, not done yet. */
  async findJobsDueForClosing(closedBy: Date, noticedBy: Date, limit: number): Promise<ClosedJobRow[]> {
    return JobModel.find(
      { status: 'closed', closedAt: { $lte: closedBy }, closureNoticeSentAt: { $lte: noticedBy }, closureDoneAt: null },
      projectionOf(closedJobFields),
    )
      .sort({ closedAt: 1 })
      .limit(limit)
      .lean<StoredClosedJob[]>()
      .then(withClosingDate);
  },

  /** Claims the employer's notice for the job: of concurrent sweeps, exactly one gets true. */
  async claimNotice(jobId: Types.ObjectId, now: Date): Promise<boolean> {
    const result = await JobModel.updateOne({ _id: jobId, closureNoticeSentAt: null }, { $set: { closureNoticeSentAt: now } }, { timestamps: false });
    return result.modifiedCount === 1;
  },

  async markClosingDone(jobId: Types.ObjectId, now: Date): Promise<void> {
    await JobModel.updateOne({ _id: jobId }, { $set: { closureDoneAt: now } }, { timestamps: false });
  },

  async countUndecided(jobId: Types.ObjectId, undecided: readonly ApplicationStatus[]): Promise<number> {
    return ApplicationModel.countDocuments({ jobId, status: { $in: undecided } });
  },

  async findUndecided(jobId: Types.ObjectId, undecided: readonly ApplicationStatus[]): Promise<UndecidedApplicationRow[]> {
    return ApplicationModel.find({ jobId, status: { $in: undecided } }, projectionOf(undecidedFields)).lean<UndecidedApplicationRow[]>();
  },

  /**
   * Closes the application if it is still undecided and not closed before: one conditional
   * update, so of concurrent sweeps exactly one gets true (and sends the notice).
   */
  async claimClosing(applicationId: Types.ObjectId, undecided: readonly ApplicationStatus[], now: Date): Promise<boolean> {
    const result = await ApplicationModel.updateOne(
      { _id: applicationId, status: { $in: undecided }, autoClosedAt: null },
      { $set: { status: 'closed', autoClosedAt: now } },
    );
    return result.modifiedCount === 1;
  },

  async findEmployerContact(employerId: Types.ObjectId) {
    return EmployerModel.findById(employerId, { email: 1, contactName: 1, companyName: 1 }).lean();
  },

  async notifyEmployer(employerId: Types.ObjectId, message: string): Promise<void> {
    await EmployerNotificationModel.create({ employerId, type: 'system', message });
  },
};
