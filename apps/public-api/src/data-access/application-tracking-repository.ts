import type { ApplicationStatus } from '@jobboard/contracts';
import { createHash } from 'node:crypto';
import { ApplicationModel, EmployerModel, EmployerNotificationModel, InterviewModel, isDuplicateKeyError, JobModel, PendingApplicationModel, projectionOf, type StoredFields } from '@jobboard/db';
import { isValidObjectId, Types } from 'mongoose';

/** What the applicant is told of an interview. */
const interviewFields = ['applicationId', 'employerId', 'scheduledDateTime', 'duration', 'interviewType', 'status', 'timeZone', 'meetingLink'] as const;
export type TrackedInterviewRow = StoredFields<typeof InterviewModel, (typeof interviewFields)[number]>;

/** Where an employer holds phone and in-person interviews. */
const placeFields = ['phone', 'address', 'city', 'state', 'zipCode'] as const;
export type InterviewPlaceRow = StoredFields<typeof EmployerModel, (typeof placeFields)[number]>;

/** Who at the employer hears of a follow-up. */
const contactFields = ['email', 'contactName', 'companyName'] as const;

const followUpNotificationId = (applicationId: Types.ObjectId) =>
  new Types.ObjectId(createHash('sha256').update(`follow_up:${String(applicationId)}`).digest().subarray(0, 12));

/** What the tracker and the follow-up read of an application. */
const trackedFields = [
  'jobId',
  'employerId',
  'userId',
  'applicantName',
  'jobTitle',
  'companyName',
  'status',
  'appliedAt',
  'reviewedAt',
  'notes',
  'rejectionReason',
  'applicantFollowUpSent',
  'applicantFollowUpDate',
] as const;
export type TrackedApplicationRow = StoredFields<typeof ApplicationModel, (typeof trackedFields)[number]>;

/** The job fields the tracker shows beside an application. */
const jobDetailFields = ['status', 'applicationDeadline', 'location', 'salaryMin', 'salaryMax', 'salaryPeriod'] as const;
export type TrackedJobDetails = StoredFields<typeof JobModel, (typeof jobDetailFields)[number]>;

export const applicationTrackingRepository = {
  /** A job seeker's applications, newest first. */
  findByUser: async (userId: string): Promise<TrackedApplicationRow[]> =>
    ApplicationModel.find({ userId }).sort({ appliedAt: -1, _id: -1 }).select(projectionOf(trackedFields)).lean<TrackedApplicationRow[]>(),

  findById: async (id: string): Promise<TrackedApplicationRow | undefined> => {
    if (!isValidObjectId(id)) return undefined;
    return (await ApplicationModel.findById(id).select(projectionOf(trackedFields)).lean<TrackedApplicationRow>()) ?? undefined;
  },

  /** Location and pay of these jobs (closed ones included; a removed job is simply missing). */
  findJobDetails: async (jobIds: readonly Types.ObjectId[]): Promise<TrackedJobDetails[]> =>
    JobModel.find({ _id: { $in: jobIds } })
      .select(projectionOf(jobDetailFields))
      .lean<TrackedJobDetails[]>(),

  /** The interviews booked for these applications, soonest first. */
  findInterviews: async (applicationIds: readonly Types.ObjectId[]): Promise<TrackedInterviewRow[]> =>
    applicationIds.length === 0
      ? []
      : InterviewModel.find({ applicationId: { $in: applicationIds } })
          .select(projectionOf(interviewFields))
          .sort({ scheduledDateTime: 1 })
          .lean<TrackedInterviewRow[]>(),

  /** Who at the employer hears of a follow-up. */
  findEmployerContact: async (employerId: Types.ObjectId) =>
    EmployerModel.findById(employerId)
      .select(projectionOf(contactFields))
      .lean<StoredFields<typeof EmployerModel, (typeof contactFields)[number]>>(),

  /** Where their employers hold phone and in-person interviews. */
  findInterviewPlaces: async (employerIds: readonly Types.ObjectId[]): Promise<InterviewPlaceRow[]> =>
    EmployerModel.find({ _id: { $in: employerIds } })
      .select(projectionOf(placeFields))
      .lean<InterviewPlaceRow[]>(),

  /** The jobs the account applied to, newest application first (indexes (userId, appliedAt) and (veteranId, appliedAt)). */
  findAppliedJobs: async (owner: { role: 'jobseeker' | 'veteran'; id: string }) =>
    ApplicationModel.find(owner.role === 'veteran' ? { veteranId: owner.id } : { userId: owner.id }, { jobId: 1, appliedAt: 1 })
      .sort({ appliedAt: -1 })
      .lean(),

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
