import type { ModeratedAccountKind, VerificationStatus } from '@jobboard/contracts';
import { EmployerModel, EmployerNotificationModel, JobModel, SessionModel, UserModel, VeteranProfileModel } from '@jobboard/db';
import type { Model } from 'mongoose';
import { plainRecord } from './plain-record';

const accountModels: Record<ModeratedAccountKind, Model<Record<string, unknown>>> = {
  employer: EmployerModel as unknown as Model<Record<string, unknown>>,
  veteran: VeteranProfileModel as unknown as Model<Record<string, unknown>>,
  jobseeker: UserModel as unknown as Model<Record<string, unknown>>,
};

/**
 * The changes admins make to other accounts' records. Each is one conditional single-document
 * update (the condition is "not already so"), so two admins acting at once change it once.
 */
export const moderationRepository = {
  async employerExists(id: string) {
    return (await EmployerModel.exists({ _id: id })) !== null;
  },

  /** Answers the employer as changed, or null when it already had this status (or does not exist). */
  async decideVerification(id: string, change: { status: VerificationStatus; reason?: string; adminId: string }) {
    const decided = { verificationStatus: change.status, verificationDecidedAt: new Date(), verificationDecidedBy: change.adminId };
    const update = change.reason
      ? { $set: { ...decided, verificationReason: change.reason } }
      : { $set: decided, $unset: { verificationReason: 1 } };
    const employer = await EmployerModel.findOneAndUpdate({ _id: id, verificationStatus: { $ne: change.status } }, update, { returnDocument: 'after' }).lean();
    return employer ? plainRecord(employer) : null;
  },

  /** Search's "Verified employer" mark follows the employer's status on each of its jobs. */
  async markEmployerJobs(employerId: string, verified: boolean) {
    await JobModel.updateMany({ employerId }, { $set: { employerVerified: verified } });
  },

  async jobExists(id: string) {
    return (await JobModel.exists({ _id: id })) !== null;
  },

  /** Answers the job as closed, or null when it was closed already (or does not exist). */
  async closeJob(id: string, change: { reason: string; adminId: string }) {
    const job = await JobModel.findOneAndUpdate(
      { _id: id, status: { $ne: 'closed' } },
      { $set: { status: 'closed', closedAt: new Date(), closedReason: change.reason, closedBy: change.adminId } },
      { returnDocument: 'after' },
    ).lean();
    return job ? plainRecord(job) : null;
  },

  async notifyEmployer(employerId: string, message: string) {
    await EmployerNotificationModel.create({ employerId, type: 'system', message });
  },

  async accountExists(kind: ModeratedAccountKind, id: string) {
    return (await accountModels[kind].exists({ _id: id })) !== null;
  },

  /** Answers the account's name when its state changed, or null when it already was so (or does not exist). */
  async setAccountActive(kind: ModeratedAccountKind, id: string, active: boolean) {
    const account = await accountModels[kind]
      .findOneAndUpdate({ _id: id, isActive: active ? false : { $ne: false } }, { $set: { isActive: active } }, { returnDocument: 'after' })
      .select('companyName firstName lastName email')
      .lean<{ companyName?: string; firstName?: string; lastName?: string; email: string }>();
    return account;
  },

  /** Every stored session of the account ends at once (the per-request check would refuse them anyway). */
  async endSessions(kind: ModeratedAccountKind, id: string) {
    await SessionModel.deleteMany({ 'sess.subjectId': id, 'sess.role': kind });
  },

  /** A deactivated employer's live jobs leave search (paused, marked so reactivation brings back exactly these). */
  async pauseEmployerJobs(employerId: string) {
    await JobModel.updateMany({ employerId, status: 'active' }, { $set: { status: 'paused', pausedByDeactivation: true } });
  },
  async resumeEmployerJobs(employerId: string) {
    await JobModel.updateMany({ employerId, pausedByDeactivation: true }, { $set: { status: 'active' }, $unset: { pausedByDeactivation: 1 } });
  },
};
