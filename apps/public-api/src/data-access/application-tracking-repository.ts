import type { ApplicationStatus, SalaryPeriod } from '@jobboard/contracts';
import { createHash } from 'node:crypto';
import { ApplicationModel, EmployerModel, EmployerNotificationModel, InterviewModel, isDuplicateKeyError, JobModel, PendingApplicationModel } from '@jobboard/db';
import { isValidObjectId, Types } from 'mongoose';

export interface TrackedInterviewRow {
  _id: Types.ObjectId;
  applicationId: Types.ObjectId;
  employerId: Types.ObjectId;
  scheduledDateTime: Date;
  duration: number;
  interviewType: 'video' | 'phone' | 'in_person';
  status: 'scheduled' | 'completed' | 'cancelled' | 'no_show';
  timeZone?: string | null;
  meetingLink?: string | null;
}

export interface InterviewPlaceRow {
  _id: Types.ObjectId;
  phone?: string | null;
  address?: string | null;
  city: string;
  state: string;
  zipCode: string;
}

const followUpNotificationId = (applicationId: Types.ObjectId) =>
  new Types.ObjectId(createHash('sha256').update(`follow_up:${String(applicationId)}`).digest().subarray(0, 12));

/** What the tracker and the follow-up read of an application. */
export interface TrackedApplicationRow {
  _id: Types.ObjectId;
  jobId: Types.ObjectId;
  employerId: Types.ObjectId;
  userId?: Types.ObjectId | null;
  applicantName: string;
  jobTitle: string;
  companyName: string;
  status: ApplicationStatus;
  appliedAt: Date;
  reviewedAt?: Date | null;
  notes?: string | null;
  rejectionReason?: string | null;
  applicantFollowUpSent?: boolean | null;
  applicantFollowUpDate?: Date | null;
}

/** The job fields the tracker shows beside an application. */
export interface TrackedJobDetails {
  _id: Types.ObjectId;
  status: string;
  location: string;
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryPeriod?: SalaryPeriod | null;
}

const trackedFields = {
  jobId: 1,
  employerId: 1,
  userId: 1,
  applicantName: 1,
  jobTitle: 1,
  companyName: 1,
  status: 1,
  appliedAt: 1,
  reviewedAt: 1,
  notes: 1,
  rejectionReason: 1,
  applicantFollowUpSent: 1,
  applicantFollowUpDate: 1,
} as const;

export const applicationTrackingRepository = {
  /** A job seeker's applications, newest first. */
  findByUser: async (userId: string): Promise<TrackedApplicationRow[]> =>
    ApplicationModel.find({ userId }).sort({ appliedAt: -1, _id: -1 }).select(trackedFields).lean<TrackedApplicationRow[]>(),

  findById: async (id: string): Promise<TrackedApplicationRow | undefined> => {
    if (!isValidObjectId(id)) return undefined;
    return (await ApplicationModel.findById(id).select(trackedFields).lean<TrackedApplicationRow>()) ?? undefined;
  },

  /** Location and pay of these jobs (closed ones included; a removed job is simply missing). */
  findJobDetails: async (jobIds: readonly Types.ObjectId[]): Promise<TrackedJobDetails[]> =>
    JobModel.find({ _id: { $in: jobIds } })
      .select({ status: 1, location: 1, salaryMin: 1, salaryMax: 1, salaryPeriod: 1 })
      .lean<TrackedJobDetails[]>(),

  /** The interviews booked for these applications, soonest first. */
  findInterviews: async (applicationIds: readonly Types.ObjectId[]): Promise<TrackedInterviewRow[]> =>
    applicationIds.length === 0
      ? []
      : InterviewModel.find({ applicationId: { $in: applicationIds } })
          .select({ applicationId: 1, employerId: 1, scheduledDateTime: 1, duration: 1, interviewType: 1, status: 1, timeZone: 1, meetingLink: 1 })
          .sort({ scheduledDateTime: 1 })
          .lean<TrackedInterviewRow[]>(),

  /** Who at the employer hears of a follow-up. */
  findEmployerContact: async (employerId: Types.ObjectId) =>
    EmployerModel.findById(employerId)
      .select({ email: 1, contactName: 1, companyName: 1 })
      .lean<{ email: string; contactName?: string; companyName: string }>(),

  /** Where their employers hold phone and in-person interviews. */
  findInterviewPlaces: async (employerIds: readonly Types.ObjectId[]): Promise<InterviewPlaceRow[]> =>
    EmployerModel.find({ _id: { $in: employerIds } })
      .select({ phone: 1, address: 1, city: 1, state: 1, zipCode: 1 })
      .lean<InterviewPlaceRow[]>(),

  /** Whether the job applied to is still open (a closed job takes no follow-ups). */
  isJobOpen: async (jobId: Types.ObjectId): Promise<boolean> => (await JobModel.exists({ _id: jobId, status: { $ne: 'closed' } })) !== null,

  /** Records the follow-up if it is still allowed when the write happens (a conditional update). */
  recordFollowUp: async (
    id: Types.ObjectId,
    userId: Types.ObjectId,
    openStatuses: readonly ApplicationStatus[],
    followUp: { message: string; sentAt: Date },
  ): Promise<boolean> => {
    const result = await ApplicationModel.updateOne(
      { _id: id, userId, applicantFollowUpSent: { $ne: true }, status: { $in: openStatuses } },
      { $set: { applicantFollowUpSent: true, applicantFollowUpDate: followUp.sentAt, followUpMessage: followUp.message } },
      { runValidators: true },
    );
    return result.modifiedCount === 1;
  },

  /**
   * Gives these applications to the account when they were sent with its email and belong to
   * no one yet; returns how many it took.
   */
  claimForUser: async (applicationIds: readonly string[], applicantEmail: string, userId: string): Promise<number> => {
    const unclaimed = { _id: { $in: applicationIds }, applicantEmail: applicantEmail.trim().toLowerCase(), userId: { $exists: false } };
    // One not confirmed yet becomes the account's too, and stays so once its link is clicked.
    const [confirmed, pending] = await Promise.all([
      ApplicationModel.updateMany(unclaimed, { $set: { userId } }),
      PendingApplicationModel.updateMany(unclaimed, { $set: { userId } }),
    ]);
    return confirmed.modifiedCount + pending.modifiedCount;
  },

  /**
   * The employer's notification of an application's follow-up, created at most once: its id is
   * derived from the application's, so of two concurrent follow-ups only one insert passes the
   * unique `_id`. Answers false when it already exists.
   */
  notifyEmployerOfFollowUpOnce: async (employerId: Types.ObjectId, applicationId: Types.ObjectId, message: string) => {
    try {
      await EmployerNotificationModel.create({
        _id: followUpNotificationId(applicationId),
        employerId,
        applicationId,
        type: 'follow_up',
        message,
      });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  },

  removeFollowUpNotification: async (applicationId: Types.ObjectId) => {
    await EmployerNotificationModel.deleteOne({ _id: followUpNotificationId(applicationId) });
  },
};
