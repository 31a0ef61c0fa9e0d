import type { ApplicationStatus } from '@jobboard/contracts';
import { ApplicationModel, EmployerModel, EmployerNotificationModel, JobModel } from '@jobboard/db';
import type { Types } from 'mongoose';

export interface ClosedJobRow {
  _id: Types.ObjectId;
  employerId: Types.ObjectId;
  title: string;
  closedAt: Date;
  closureNoticeSentAt?: Date | null;
}

export interface UndecidedApplicationRow {
  _id: Types.ObjectId;
  applicantName: string;
  applicantEmail: string;
  jobTitle: string;
  companyName: string;
  userId?: Types.ObjectId | null;
}

const closedJobFields = { employerId: 1, title: 1, closedAt: 1, closureNoticeSentAt: 1 } as const;

/** The automatic closure's reads and its atomic claims. Every read starts with the (status, closedAt) index. */
export const applicationClosureRepository = {
  /** Closed jobs closed before `closedAt` was recorded get it now, so their applicants get the full period from today. */
  async stampClosedJobs(now: Date): Promise<number> {
    const result = await JobModel.updateMany({ status: 'closed', closedAt: null }, { $set: { closedAt: now } }, { timestamps: false });
    return result.modifiedCount;
  },

  /** Closed jobs, closed at or before `closedBy`, whose employer has not been told yet. */
  async findJobsDueForNotice(closedBy: Date, limit: number): Promise<ClosedJobRow[]> {
    return JobModel.find({ status: 'closed', closedAt: { $lte: closedBy }, closureNoticeSentAt: null }, closedJobFields)
      .sort({ closedAt: 1 })
      .limit(limit)
      .lean<ClosedJobRow[]>();
  },

  /** Closed jobs due for closing: closed at or before `closedBy`, told at or before `noticedBy`, not done yet. */
  async findJobsDueForClosing(closedBy: Date, noticedBy: Date, limit: number): Promise<ClosedJobRow[]> {
    return JobModel.find(
      { status: 'closed', closedAt: { $lte: closedBy }, closureNoticeSentAt: { $lte: noticedBy }, closureDoneAt: null },
      closedJobFields,
    )
      .sort({ closedAt: 1 })
      .limit(limit)
      .lean<ClosedJobRow[]>();
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
    return ApplicationModel.find(
      { jobId, status: { $in: undecided } },
      { applicantName: 1, applicantEmail: 1, jobTitle: 1, companyName: 1, userId: 1 },
    ).lean<UndecidedApplicationRow[]>();
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
    return EmployerModel.findById(employerId, { email: 1, contactName: 1, companyName: 1 }).lean<{
      _id: Types.ObjectId;
      email: string;
      contactName?: string;
      companyName: string;
    }>();
  },

  async notifyEmployer(employerId: Types.ObjectId, message: string): Promise<void> {
    await EmployerNotificationModel.create({ employerId, type: 'system', message });
  },
};
