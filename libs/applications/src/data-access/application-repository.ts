import type { LanguageCode, StoredFile } from '@jobboard/contracts';
import { createHash } from 'node:crypto';
import { acceptsApplications } from '@jobboard/domain';
import {
  ApplicationModel,
  EmployerNotificationModel,
  isDuplicateKeyError,
  JobModel,
  PendingApplicationModel,
  toRecord,
  UserModel,
  VeteranProfileModel,
} from '@jobboard/db';
import { isValidObjectId, Types } from 'mongoose';

export interface NewApplication {
  jobId: Types.ObjectId;
  employerId: Types.ObjectId;
  userId?: string;
  veteranId?: string;
  applicantName: string;
  applicantEmail: string;
  jobTitle: string;
  companyName: string;
  preferredLanguage: LanguageCode;
  coverLetter?: string;
  screeningQuestions: string[];
  screeningResponses: string[];
  resume: StoredFile;
  supportingDocuments: StoredFile[];
}

/** An application waiting for its applicant's confirmation, as the confirmation copies it. */
export type PendingApplication = Omit<NewApplication, 'userId' | 'veteranId'> & {
  _id: Types.ObjectId;
  appliedAt: Date;
  expiresAt: Date;
  userId?: Types.ObjectId;
  veteranId?: Types.ObjectId;
};

// The employer's "new application" notice of a confirmed application, written at most once.
const newApplicationNotificationId = (applicationId: Types.ObjectId) =>
  new Types.ObjectId(
    createHash('sha256')
      .update(`new_application:${String(applicationId)}`)
      .digest()
      .subarray(0, 12),
  );

export const applicationRepository = {
  /** An active job to apply to, or undefined (unknown, malformed id, closed or paused). */
  findOpenJob: async (id: string) => {
    if (!isValidObjectId(id)) return undefined;
    const job = await JobModel.findOne({ _id: id, status: 'active' })
      .select({
        employerId: 1,
        title: 1,
        companyName: 1,
        screeningQuestions: 1,
        experience: 1,
        requirements: 1,
        description: 1,
        status: 1,
        applicationDeadline: 1,
      })
      .lean();
    // Past its "apply by" day it takes none, even before the deadline sweep closes it.
    return job && acceptsApplications(job, new Date()) ? job : undefined;
  },

  /** The address of the signed-in account applying, to know whether its session vouches for the applicant's. */
  /** The signed-in applicant's address and whether its owner confirmed it. */
  findAccountAddress: async ({
    userId,
    veteranId,
  }: {
    userId?: string;
    veteranId?: string;
  }): Promise<{ email: string; emailVerified: boolean } | undefined> => {
    const account = userId
      ? await UserModel.findById(userId).select({ email: 1, emailVerifiedAt: 1 }).lean()
      : veteranId
        ? await VeteranProfileModel.findById(veteranId).select({ email: 1, emailVerifiedAt: 1 }).lean()
        : null;
    return account ? { email: account.email, emailVerified: Boolean(account.emailVerifiedAt) } : undefined;
  },

  create: async (application: NewApplication) => {
    // Scored afterwards, by the worker (score-application.ts).
    const created = await ApplicationModel.create({ ...application, status: 'pending', pipelineStage: 'applied', scoring: 'pending' });
    return { id: created._id, record: toRecord(created) };
  },

  createPending: async (application: NewApplication, confirmation: { tokenHash: string; expiresAt: Date }) => {
    const created = await PendingApplicationModel.create({
      ...application,
      status: 'pending',
      pipelineStage: 'applied',
      // Scored once confirmed (the confirmation queues it).
      scoring: 'pending',
      confirmationTokenHash: confirmation.tokenHash,
      expiresAt: confirmation.expiresAt,
    });
    return created._id;
  },

  /** The unconfirmed application a link's token names, while its link still works. */
  findPendingByToken: async (tokenHash: string, now: Date): Promise<PendingApplication | undefined> =>
    (await PendingApplicationModel.findOne({ confirmationTokenHash: tokenHash, expiresAt: { $gt: now } })
      .select('+resumeText')
      .lean<PendingApplication>()) ?? undefined,

  /**
   * Copies a pending application, under its own id, among the confirmed ones, where the unique
   * (job, email) index lets one through per person and job, whatever runs at the same time.
   * Answers 'duplicate' when a confirmed application for that job and email exists, and
   * 'already-confirmed' when this very one was copied before (the same link clicked twice).
   */
  confirmPending: async (pending: PendingApplication): Promise<'confirmed' | 'already-confirmed' | 'duplicate'> => {
    const { expiresAt: _expiresAt, ...application } = pending;
    try {
      await ApplicationModel.create(application);
      return 'confirmed';
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      return (await ApplicationModel.exists({ _id: pending._id })) ? 'already-confirmed' : 'duplicate';
    }
  },

  /** The stored files of a pending application (none when it is gone). */
  findPendingFileIds: async (id: Types.ObjectId): Promise<string[]> => {
    const pending = await PendingApplicationModel.findById(id)
      .select({ resume: 1, supportingDocuments: 1 })
      .lean<Pick<PendingApplication, 'resume' | 'supportingDocuments'>>();
    if (!pending) return [];
    return [pending.resume, ...pending.supportingDocuments].filter(Boolean).map((file) => String(file.fileId));
  },

  removePending: async (id: Types.ObjectId) => {
    await PendingApplicationModel.deleteOne({ _id: id });
  },

  /** Ids of pending applications whose link stopped working before `before`, oldest first. */
  findExpiredPending: async (before: Date, limit: number): Promise<Types.ObjectId[]> =>
    (
      await PendingApplicationModel.find({ expiresAt: { $lte: before } })
        .sort({ expiresAt: 1 })
        .limit(limit)
        .select({ _id: 1 })
        .lean()
    ).map((pending) => pending._id),

  remove: async (id: Types.ObjectId) => {
    await ApplicationModel.deleteOne({ _id: id });
  },

  countApplicant: async (jobId: Types.ObjectId, change: 1 | -1) => {
    await JobModel.updateOne({ _id: jobId }, { $inc: { applicantCount: change } });
  },

  removeNewApplicationNotification: async (applicationId: Types.ObjectId) => {
    await EmployerNotificationModel.deleteOne({ _id: newApplicationNotificationId(applicationId) });
  },

  /** The employer's "new application" notice, written once however often a confirmation is retried. Answers whether it was new. */
  notifyEmployerOnce: async (employerId: Types.ObjectId, applicationId: Types.ObjectId, message: string) => {
    try {
      await EmployerNotificationModel.create({
        _id: newApplicationNotificationId(applicationId),
        employerId,
        applicationId,
        type: 'new_application',
        message,
      });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  },
};
