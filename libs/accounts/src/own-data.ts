/**
 * People's own data: the download of everything stored about an account, and the deletion of the
 * account, both as the retention rules of the domain lib say (`dataRetention`).
 */
import { dataExportFileName, ownDataMessages, type AccountRole } from '@jobboard/contracts';
import {
  AccountTokenModel,
  ApplicationModel,
  BillingStatementModel,
  deleteStoredFile,
  DocumentAnalysisModel,
  EmailPreferenceModel,
  EmployerModel,
  EmployerNotificationModel,
  InterviewModel,
  InterviewTimeClaimModel,
  JobAlertModel,
  JobModel,
  OutboxMessageModel,
  PaymentModel,
  PendingApplicationModel,
  readStoredFile,
  ResumeAnalysisModel,
  SavedJobModel,
  SavedResumeModel,
  SessionModel,
  UserModel,
  VeteranProfileModel,
} from '@jobboard/db';
import { deletedApplicantEmail, deletedApplicantName, employerDeletionBlockedBySubscription } from '@jobboard/domain';
import { AppError, ValidationError, verifyPassword, writeZip, type LoginThrottle, type ZipEntry } from '@jobboard/server-kit';
import type { Response } from 'express';
import { Types } from 'mongoose';

interface StoredFileRef {
  fileId: Types.ObjectId | string;
  name: string;
  sha256?: string;
}
interface FileCarrier {
  _id: Types.ObjectId;
  resume?: StoredFileRef | null;
  supportingDocuments?: StoredFileRef[] | null;
}

const filesOf = (record: FileCarrier): StoredFileRef[] => [...(record.resume ? [record.resume] : []), ...(record.supportingDocuments ?? [])];

/** A file name safe as one path segment inside the ZIP. */
const safeName = (name: string) =>
  name
    .replace(/[/\\\0]/g, '_')
    .replace(/^\.+/, '_')
    .slice(0, 200) || 'file';

const personKey = (role: 'jobseeker' | 'veteran') => (role === 'jobseeker' ? 'userId' : 'veteranId');
const personModel = (role: 'jobseeker' | 'veteran') => (role === 'jobseeker' ? UserModel : VeteranProfileModel);

/** The files of the person's applications (confirmed and waiting), as ZIP entries and a list for data.json. */
const applicationFiles = async (records: readonly FileCarrier[]) => {
  const entries: ZipEntry[] = [];
  const listed: Array<{ path: string; applicationId?: string; savedResumeId?: string; name: string; sha256?: string }> = [];
  for (const record of records) {
    for (const [index, file] of filesOf(record).entries()) {
      const path = `files/applications/${String(record._id)}/${index + 1}-${safeName(file.name)}`;
      entries.push({ path, data: await readStoredFile(file.fileId) });
      listed.push({ path, applicationId: String(record._id), name: file.name, sha256: file.sha256 });
    }
  }
  return { entries, listed };
};

const personData = async (role: 'jobseeker' | 'veteran', accountId: string) => {
  const account = role === 'jobseeker' ? await UserModel.findById(accountId).lean() : await VeteranProfileModel.findById(accountId).lean();
  if (!account) throw AppError.notFound(ownDataMessages.accountNotFound);
  const key = personKey(role);
  const owner = { ownerId: new Types.ObjectId(accountId), ownerRole: role };
  const [applications, pendingApplications, savedJobs, jobAlerts, documentAnalyses, resumeAnalyses, emailPreferences] = await Promise.all([
    ApplicationModel.find({ [key]: accountId })
      .select('+resumeText -searchWords')
      .sort({ appliedAt: -1 })
      .lean(),
    PendingApplicationModel.find({ [key]: accountId })
      .select('-confirmationTokenHash')
      .lean(),
    SavedJobModel.find(owner).sort({ savedAt: -1 }).lean(),
    JobAlertModel.find({ $or: [owner, { email: account.email }] }).lean(),
    DocumentAnalysisModel.find({ [key]: accountId })
      .select('+originalText')
      .sort({ createdAt: -1 })
      .lean(),
    ResumeAnalysisModel.find({ [key]: accountId })
      .sort({ createdAt: -1 })
      .lean(),
    EmailPreferenceModel.findOne({ email: account.email }).lean(),
  ]);
  const interviews = await InterviewModel.find({ applicationId: { $in: applications.map((application) => application._id) } }).lean();
  const { entries, listed } = await applicationFiles([...applications, ...pendingApplications]);
  const savedResumes = await SavedResumeModel.find(owner).sort({ uploadedAt: -1 }).lean();
  for (const saved of savedResumes) {
    const path = `files/saved-resumes/${String(saved._id)}-${safeName(saved.file.name)}`;
    entries.push({ path, data: await readStoredFile(saved.file.fileId) });
    listed.push({ path, savedResumeId: String(saved._id), name: saved.file.name, sha256: saved.file.sha256 });
  }
  const { searchWords: _words, ...profile } = account as typeof account & { searchWords?: unknown };
  return {
    data: {
      account: profile,
      applications,
      applicationsAwaitingConfirmation: pendingApplications,
      interviews,
      savedJobs,
      savedResumes,
      jobAlerts,
      documentAnalyses,
      resumeAnalyses,
      emailPreferences,
      files: listed,
    },
    files: entries,
  };
};

const employerData = async (employerId: string) => {
  const account = await EmployerModel.findById(employerId).select('-billingLock').lean();
  if (!account) throw AppError.notFound(ownDataMessages.accountNotFound);
  const [jobs, applications, interviews, notifications, payments, billingStatements] = await Promise.all([
    JobModel.find({ employerId }).select('-searchWords').sort({ posted: -1 }).lean(),
    // The employer's own work on applications; the applicants' details are theirs, not the employer's.
    ApplicationModel.find({ employerId })
      .select(
        'jobId jobTitle status pipelineStage employerRating employerNotes notes rejectionReason appliedAt reviewedAt lastContactDate nextFollowUpDate',
      )
      .lean(),
    InterviewModel.find({ employerId }).lean(),
    EmployerNotificationModel.find({ employerId }).sort({ createdAt: -1 }).lean(),
    PaymentModel.find({ employerId }).sort({ createdAt: -1 }).lean(),
    BillingStatementModel.find({ employerId }).sort({ year: -1, month: -1 }).lean(),
  ]);
  const { searchWords: _words, ...profile } = account as typeof account & { searchWords?: unknown };
  return { data: { account: profile, jobs, applications, interviews, notifications, payments, billingStatements, files: [] }, files: [] };
};

/**
 * The account's download: a ZIP with `data.json` (every record stored about it) and `files/…`
 * (the resumes and documents of its applications, byte for byte).
 */
export const exportAccountData = async (role: AccountRole, accountId: string, now = new Date()): Promise<Buffer> => {
  const { data, files } = role === 'employer' ? await employerData(accountId) : await personData(role, accountId);
  const document = { exportedAt: now.toISOString(), accountKind: role, ...data };
  return writeZip([{ path: 'data.json', data: Buffer.from(JSON.stringify(document, null, 2), 'utf8') }, ...files], now);
};

/** Checks the current password the way a sign-in does (counted by the login throttle), or refuses. */
const reauthenticate = async (
  role: AccountRole,
  accountId: string,
  currentPassword: string,
  context: { clientIp: string; throttle: LoginThrottle },
) => {
  const model = role === 'employer' ? EmployerModel : personModel(role);
  const account = await (model as typeof UserModel).findById(accountId).select('+passwordHash email').lean();
  if (!account) throw AppError.notFound(ownDataMessages.accountNotFound);
  const attempt = { scope: role, account: account.email, ip: context.clientIp };
  await context.throttle.reserveAttempt(attempt);
  if (!(await verifyPassword(currentPassword, account.passwordHash))) {
    throw new ValidationError([{ path: 'currentPassword', message: ownDataMessages.wrongPassword }]);
  }
  await context.throttle.recordSuccess(attempt);
  return { email: account.email };
};

const anonymisedInterview = { candidateName: deletedApplicantName, candidateEmail: 'deleted@deleted.invalid' };

/** Cancels the upcoming interviews of these applications (or this employer) and frees their time. */
const cancelUpcomingInterviews = async (filter: Record<string, unknown>, now: Date) => {
  const upcoming = await InterviewModel.find({ ...filter, status: 'scheduled', scheduledDateTime: { $gte: now } })
    .select('_id')
    .lean();
  const ids = upcoming.map((interview) => interview._id);
  if (ids.length === 0) return;
  await InterviewModel.updateMany({ _id: { $in: ids } }, { $set: { status: 'cancelled' }, $inc: { icsSequence: 1 } });
  await InterviewTimeClaimModel.deleteMany({ interviewId: { $in: ids } });
};

/**
 * Erases a job seeker or veteran. Every step is a delete or an update that a second run repeats
 * harmlessly, and the account goes last: a failure midway leaves the account (and its password)
 * in place, so the person can simply ask again. Files go before the records that name them, so no
 * file is ever left without a record pointing at it.
 */
const erasePerson = async (role: 'jobseeker' | 'veteran', accountId: string, email: string, now: Date) => {
  const key = personKey(role);
  // 1. Applications still waiting for confirmation: their files, then themselves.
  for (const pending of await PendingApplicationModel.find({ [key]: accountId })
    .select('resume supportingDocuments')
    .lean()) {
    for (const file of filesOf(pending)) await deleteStoredFile(file.fileId);
    await PendingApplicationModel.deleteOne({ _id: pending._id });
  }
  // 2. Confirmed applications: files removed, then the record kept for the employer as "Deleted applicant".
  const applications = await ApplicationModel.find({ [key]: accountId })
    .select('resume supportingDocuments applicantName')
    .lean();
  const applicationIds = applications.map((application) => application._id);
  const names = new Set(applications.map((application) => application.applicantName).filter(Boolean));
  await cancelUpcomingInterviews({ applicationId: { $in: applicationIds } }, now);
  await InterviewModel.updateMany({ applicationId: { $in: applicationIds } }, { $set: anonymisedInterview });
  for (const notification of await EmployerNotificationModel.find({ applicationId: { $in: applicationIds } }).lean()) {
    const message = [...names].reduce((text, name) => text.split(name).join(deletedApplicantName), notification.message);
    if (message !== notification.message) await EmployerNotificationModel.updateOne({ _id: notification._id }, { $set: { message } });
  }
  for (const application of applications) {
    for (const file of filesOf(application)) await deleteStoredFile(file.fileId);
    // One document at a time: the admin search words of each record follow its new name and address.
    await ApplicationModel.updateOne(
      { _id: application._id },
      {
        $set: {
          applicantName: deletedApplicantName,
          applicantEmail: deletedApplicantEmail(String(application._id)),
          supportingDocuments: [],
          screeningResponses: [],
        },
        $unset: {
          userId: 1,
          veteranId: 1,
          applicantId: 1,
          resume: 1,
          resumeUrl: 1,
          resumeText: 1,
          coverLetter: 1,
          explanation: 1,
          followUpMessage: 1,
        },
      },
    );
  }
  // 3. What only the person sees; saved resumes' files before their records.
  const owner = { ownerId: new Types.ObjectId(accountId), ownerRole: role };
  for (const saved of await SavedResumeModel.find(owner).select('file').lean()) {
    await deleteStoredFile(saved.file.fileId);
    await SavedResumeModel.deleteOne({ _id: saved._id });
  }
  await Promise.all([
    DocumentAnalysisModel.deleteMany({ [key]: accountId }),
    ResumeAnalysisModel.deleteMany({ [key]: accountId }),
    SavedJobModel.deleteMany(owner),
    JobAlertModel.deleteMany({ $or: [owner, { email }] }),
    EmailPreferenceModel.deleteOne({ email }),
    OutboxMessageModel.deleteMany({ to: email, status: { $in: ['sent', 'failed'] } }),
  ]);
};

/**
 * Erases an employer: its jobs closed (kept for the applicants' history), its private work on
 * applications and its notifications removed, upcoming interviews cancelled. Payments and
 * statements stay (tax records). Ordered like `erasePerson`: the account goes last.
 */
const eraseEmployer = async (employerId: string, now: Date) => {
  await JobModel.updateMany({ employerId, status: { $ne: 'closed' } }, { $set: { status: 'closed', closedAt: now } });
  await cancelUpcomingInterviews({ employerId }, now);
  await ApplicationModel.updateMany({ employerId }, { $unset: { employerNotes: 1, employerRating: 1 } });
  await EmployerNotificationModel.deleteMany({ employerId });
};

/**
 * DELETE of an account, with its current password. The steps are idempotent and the account record
 * is removed last (after its sessions), so a failure midway can be retried with the same password.
 */
export const deleteOwnAccount = async (
  role: AccountRole,
  accountId: string,
  currentPassword: string,
  context: { clientIp: string; throttle: LoginThrottle; now?: Date },
): Promise<void> => {
  const now = context.now ?? new Date();
  const { email } = await reauthenticate(role, accountId, currentPassword, context);
  if (role === 'employer') {
    const employer = await EmployerModel.findById(accountId).select('stripeSubscriptionId subscriptionStatus cancelAtPeriodEnd').lean();
    if (employer && employerDeletionBlockedBySubscription(employer)) throw AppError.conflict(ownDataMessages.subscriptionActive);
    await eraseEmployer(accountId, now);
  } else {
    await erasePerson(role, accountId, email, now);
  }
  await AccountTokenModel.deleteMany({ role, accountId });
  await SessionModel.deleteMany({ 'sess.subjectId': accountId, 'sess.role': role });
  const model = role === 'employer' ? EmployerModel : personModel(role);
  await (model as typeof UserModel).deleteOne({ _id: accountId });
};

/** Sends the account's download as an attachment that nobody in between keeps. */
export const sendAccountDataExport = async (res: Response, role: AccountRole, accountId: string): Promise<void> => {
  const now = new Date();
  const zip = await exportAccountData(role, accountId, now);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', `attachment; filename="${dataExportFileName(role, now)}"`);
  res.setHeader('Content-Length', String(zip.length));
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(zip);
};
