import type { ModeratedAccountKind, VerificationStatus } from '@jobboard/contracts';
import {
  EmployerModel,
  EmployerNotificationModel,
  JobModel,
  projectionOf,
  SessionModel,
  UserModel,
  VeteranProfileModel,
  type StoredFields,
} from '@jobboard/db';
import { jobEmployerStanding } from '@jobboard/domain';
import { plainRecord } from './plain-record';

const after = { returnDocument: 'after' } as const;
const personFields = ['firstName', 'lastName', 'email'] as const;
const fullName = (person: { firstName: string; lastName: string; email: string }) => `${person.firstName} ${person.lastName}`.trim() || person.email;

/** Each kind of account the admins moderate: whether it exists, and setting it (in)active, answering its name. */
const accounts: Record<
  ModeratedAccountKind,
  { exists(id: string): Promise<unknown>; setActive(filter: ActivationFilter, update: ActivationUpdate): Promise<string | undefined> }
> = {
  employer: {
    exists: (id) => EmployerModel.exists({ _id: id }),
    setActive: async (filter, update) =>
      (
        await EmployerModel.findOneAndUpdate(filter, update, after)
          .select(projectionOf(['companyName']))
          .lean<StoredFields<typeof EmployerModel, 'companyName'>>()
      )?.companyName,
  },
  veteran: {
    exists: (id) => VeteranProfileModel.exists({ _id: id }),
    setActive: async (filter, update) => {
      const veteran = await VeteranProfileModel.findOneAndUpdate(filter, update, after)
        .select(projectionOf(personFields))
        .lean<StoredFields<typeof VeteranProfileModel, (typeof personFields)[number]>>();
      return veteran ? fullName(veteran) : undefined;
    },
  },
  jobseeker: {
    exists: (id) => UserModel.exists({ _id: id }),
    setActive: async (filter, update) => {
      const user = await UserModel.findOneAndUpdate(filter, update, after)
        .select(projectionOf(personFields))
        .lean<StoredFields<typeof UserModel, (typeof personFields)[number]>>();
      return user ? fullName(user) : undefined;
    },
  },
};
type ActivationFilter = { _id: string; isActive: boolean | { $ne: boolean } };
type ActivationUpdate = { $set: { isActive: boolean } };

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
    const update = change.reason ? { $set: { ...decided, verificationReason: change.reason } } : { $set: decided, $unset: { verificationReason: 1 } };
    const employer = await EmployerModel.findOneAndUpdate({ _id: id, verificationStatus: { $ne: change.status } }, update, {
      returnDocument: 'after',
    }).lean();
    return employer ? plainRecord(employer) : null;
  },

  /**
   * The jobs' standing follows the employer's status, in one update that moves their `updatedAt`
   * (mongoose's timestamps), so the search index reads them again.
   */
  async markEmployerJobs(employerId: string, verified: boolean) {
    await JobModel.updateMany(
      { employerId },
      { $set: { employerVerified: verified, employerStanding: jobEmployerStanding({ employerVerified: verified }) } },
    );
  },

  /**
   * A rejected employer's jobs that are not closed yet close as taken down by this admin (one
   * update): they leave search, and their pages answer 410. A job paused by a deactivation loses
   * that mark, so a reactivation does not open it again.
   */
  async closeJobsOfRejectedEmployer(employerId: string, change: { reason: string; adminId: string }) {
    await JobModel.updateMany(
      { employerId, status: { $ne: 'closed' } },
      {
        $set: { status: 'closed', closedAt: new Date(), closedReason: change.reason, closedBy: change.adminId },
        $unset: { pausedByDeactivation: 1 },
      },
    );
  },

  /** The employer's closed jobs (index (employerId, status)). */
  async closedJobIdsOf(employerId: string) {
    return (await JobModel.find({ employerId, status: 'closed' }, { _id: 1 }).lean()).map((job) => job._id);
  },

  /** How many jobs of the employer are live (index (employerId, status)). */
  liveJobCount(employerId: string) {
    return JobModel.countDocuments({ employerId, status: 'active' });
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
    return (await accounts[kind].exists(id)) !== null;
  },

  /** Answers the account's name when its state changed, or undefined when it already was so (or does not exist). */
  async setAccountActive(kind: ModeratedAccountKind, id: string, active: boolean) {
    return accounts[kind].setActive({ _id: id, isActive: active ? false : { $ne: false } }, { $set: { isActive: active } });
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
