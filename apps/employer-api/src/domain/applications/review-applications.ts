import {
  employerApplicationsPageSize,
  type ApplicationStatus,
  type PipelineStage,
  hiringMessages,
  myApplicationsPath,
  type EmployerApplication,
  type EmployerApplicationDetail,
  type EmployerApplicationQuery,
} from '@jobboard/contracts';
import {
  applicationScreeningQuestions,
  coverLetterPreview,
  displayedScore,
  pageOffset,
  statusEmailWindowOf,
  statusKnownAtApplying,
  withStage,
  withStatus,
} from '@jobboard/domain';
import {
  acceptsNonEssentialEmail,
  applicationStatusChangedMail,
  emailLinksFor,
  lastToldUnder,
  putDelayedMail,
  withdrawQueuedMail,
} from '@jobboard/mail';
import { retryScoring } from '@jobboard/applications';
import { AppError } from '@jobboard/server-kit';
import { applicationRepository, type ApplicationOrder, type ApplicationRow } from '../../data-access/application-repository';
import { jobRepository } from '../../data-access/job-repository';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : undefined);
const present = <T>(value: T | null | undefined) => value ?? undefined;

/** One application as its employer sees it in a list: the cover letter cut, the score and why. */
const toEmployerApplication = (row: ApplicationRow, jobStatus?: string): EmployerApplication => {
  const preview = coverLetterPreview(row.coverLetter);
  return {
    id: String(row._id),
    jobId: String(row.jobId),
    userId: row.userId ? String(row.userId) : undefined,
    veteranId: row.veteranId ? String(row.veteranId) : undefined,
    applicantId: present(row.applicantId),
    applicantEmail: row.applicantEmail,
    applicantName: row.applicantName,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    preferredLanguage: row.preferredLanguage as EmployerApplication['preferredLanguage'],
    resume: row.resume ? { ...row.resume, fileId: String(row.resume.fileId) } : undefined,
    supportingDocuments: row.supportingDocuments.map((file) => ({ ...file, fileId: String(file.fileId) })),
    coverLetter: preview.text,
    coverLetterTruncated: preview.truncated,
    screeningResponses: row.screeningResponses,
    qualificationScore: present(row.qualificationScore),
    veteranBonus: row.veteranBonus ?? 0,
    displayedScore: displayedScore(row),
    isVeteran: Boolean(row.veteranId),
    explanation: present(row.explanation),
    status: row.status,
    appliedAt: row.appliedAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
    notes: present(row.notes),
    rejectionReason: present(row.rejectionReason),
    pipelineStage: row.pipelineStage,
    employerRating: present(row.employerRating),
    employerNotes: present(row.employerNotes),
    lastContactDate: iso(row.lastContactDate),
    nextFollowUpDate: iso(row.nextFollowUpDate),
    applicantFollowUpSent: row.applicantFollowUpSent === true,
    applicantFollowUpDate: iso(row.applicantFollowUpDate),
    jobStatus,
    // Stored before scoring moved after the answer: scored.
    scoring: row.scoring ?? 'scored',
  };
};

/** The employer's applications, one page of 20: newest first, or ranked by displayed score. */
export const listEmployerApplications = async (employerId: string, query: EmployerApplicationQuery, order: ApplicationOrder) => {
  const { rows, total } = await applicationRepository.findPage(
    employerId,
    { jobId: query.jobId, status: query.status },
    { order, skip: pageOffset(query.page, employerApplicationsPageSize), limit: employerApplicationsPageSize },
  );
  const statuses = await applicationRepository.jobStatuses([...new Set(rows.map((row) => row.jobId))]);
  return {
    items: rows.map((row) => toEmployerApplication(row, statuses.get(String(row.jobId)))),
    total,
    page: query.page,
    pageSize: employerApplicationsPageSize,
  };
};

/** The employer's own application, or 404 whether it is another's or does not exist. */
const findOwnedApplication = async (id: string, employerId: string) => {
  const application = await applicationRepository.findOwned(id, employerId);
  if (!application) throw AppError.notFound(hiringMessages.applicationNotFound);
  return application;
};

/** GET /api/applications/:id: the whole application; the first time its employer opens it, it is reviewed. */
export const openApplication = async (id: string, employerId: string, now = new Date()): Promise<EmployerApplicationDetail> => {
  const application = await findOwnedApplication(id, employerId);
  if (!application.reviewedAt) {
    await applicationRepository.markReviewed(application._id, now);
    application.reviewedAt = now;
  }
  if (application.veteranId) await applicationRepository.countVeteranProfileView(application._id, application.veteranId, now);
  const job = await jobRepository.findOwned(String(application.jobId), employerId);
  const questions = application.screeningQuestions?.length
    ? application.screeningQuestions
    : applicationScreeningQuestions(job?.screeningQuestions ?? []);
  return {
    ...toEmployerApplication(application, job?.status),
    coverLetter: present(application.coverLetter),
    coverLetterTruncated: false,
    screening: questions.map((question, index) => ({ question, answer: application.screeningResponses[index] ?? '' })),
    followUpMessage: present(application.followUpMessage),
  };
};

/**
 * POST /api/applications/:id/scoring: the employer asks again for a score that failed. 404 for
 * another's application or none, 409 when it is scored or being scored.
 */
export const retryApplicationScoring = async (id: string, employerId: string): Promise<EmployerApplication> => {
  const application = await findOwnedApplication(id, employerId);
  if (!(await retryScoring(id, employerId))) throw AppError.conflict(hiringMessages.scoringNotFailed);
  const statuses = await applicationRepository.jobStatuses([application.jobId]);
  return toEmployerApplication({ ...application, scoring: 'pending' }, statuses.get(String(application.jobId)));
};

type StatusChange = { status: ApplicationStatus; notes?: string; rejectionReason?: string };

/**
 * PUT /api/applications/:id/status: any status in any order, the pipeline stage moving with it
 * (`withStatus`). The notes, and a rejection reason (kept only with a rejection), are shown to the
 * candidate; an empty one clears what was there.
 */
export const updateApplicationStatus = async (id: string, employerId: string, change: StatusChange, links: MailLinks, now = new Date()) => {
  const application = await findOwnedApplication(id, employerId);
  const reason = change.status === 'rejected' ? change.rejectionReason : undefined;
  const answer = saved(
    await applicationRepository.change(application._id, employerId, {
      ...withStatus(application, change.status),
      notes: change.notes || undefined,
      rejectionReason: reason || undefined,
      ...(application.reviewedAt ? {} : { reviewedAt: now }),
    }),
  );
  if (change.status !== application.status) await tellApplicantOfStatus(application, employerId, links, now);
  return answer;
};

/** Where the emails' links point, and the secret their preference links are signed with. */
export interface MailLinks {
  siteUrl: string;
  secret: string;
}

const newsOf = (row: ApplicationRow) => `${row.status}\n${row.notes ?? ''}\n${row.rejectionReason ?? ''}`;

/**
 * A new status is news to the applicant (non-essential: it honours an opt-out), batched: every
 * change within one window (an hour) rewrites the same queued email, keyed by the application and
 * the window and sent when the window ends, so the applicant gets at most one an hour, with the
 * latest status. Back to the status the last email told, the queued one is taken back instead.
 * The email is written from the application as stored, then the application is read again: if a
 * parallel change moved it meanwhile, the email is rewritten, so the last writer always writes
 * the final status, and the one key keeps it to one email however many changes run at once.
 */
export const tellApplicantOfStatus = async (application: ApplicationRow, employerId: string, links: MailLinks, now: Date) => {
  if (!(await acceptsNonEssentialEmail(application.applicantEmail))) return;
  const window = statusEmailWindowOf(now);
  const prefix = `application-status:${String(application._id)}:`;
  const key = `${prefix}${window.index}`;
  let current = await applicationRepository.findOwned(String(application._id), employerId);
  for (let rounds = 0; current && rounds < 5; rounds += 1) {
    const told = (await lastToldUnder(prefix, key)) ?? statusKnownAtApplying;
    if (current.status === told) await withdrawQueuedMail(key);
    else
      await putDelayedMail({
        key,
        kind: 'application-status-changed',
        to: current.applicantEmail,
        mail: applicationStatusChangedMail({
          applicantName: current.applicantName,
          jobTitle: current.jobTitle,
          companyName: current.companyName,
          status: current.status,
          message: (current.status === 'rejected' ? (current.rejectionReason ?? current.notes) : current.notes) ?? undefined,
          applicationsUrl: current.userId ? `${links.siteUrl}${myApplicationsPath}` : undefined,
          links: emailLinksFor(links.siteUrl, current.applicantEmail, links.secret),
        }),
        tells: current.status,
        dueAt: window.endsAt,
      });
    const after = await applicationRepository.findOwned(String(application._id), employerId);
    if (!after || newsOf(after) === newsOf(current)) return;
    current = after;
  }
};

type PipelineChange = { pipelineStage: PipelineStage; employerRating: number; employerNotes?: string; nextFollowUpDate?: string | null };

/**
 * PUT /api/applications/:id/pipeline: stage (the status moving with it, `withStage`, and the
 * candidate told of a new status as by a status change), rating, private notes and the next
 * follow-up (null clears it).
 */
export const updatePipeline = async (id: string, employerId: string, change: PipelineChange, links: MailLinks, now = new Date()) => {
  const application = await findOwnedApplication(id, employerId);
  const moved = withStage(application, change.pipelineStage);
  const answer = saved(
    await applicationRepository.change(application._id, employerId, {
      ...moved,
      employerRating: change.employerRating,
      employerNotes: change.employerNotes || undefined,
      // Absent keeps the follow-up date; null clears it.
      ...(change.nextFollowUpDate === undefined ? {} : { nextFollowUpDate: change.nextFollowUpDate ? new Date(change.nextFollowUpDate) : undefined }),
      ...(change.pipelineStage === application.pipelineStage ? {} : { lastContactDate: now }),
      ...(application.reviewedAt ? {} : { reviewedAt: now }),
    }),
  );
  if (moved.status !== application.status) await tellApplicantOfStatus(application, employerId, links, now);
  return answer;
};

const saved = (application: ApplicationRow | undefined) => {
  if (!application) throw AppError.notFound(hiringMessages.applicationNotFound);
  return toEmployerApplication(application);
};
