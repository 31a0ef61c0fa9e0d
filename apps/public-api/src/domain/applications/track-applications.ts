import {
  applicationStatuses,
  applicationTrackerMessages,
  type AppliedJob,
  type CandidateInterview,
  type TrackedApplication,
} from '@jobboard/contracts';
import {
  canFollowUp,
  daysSinceApplication,
  followUpOpensAt,
  followUpRefusal,
  type FollowUpRefusal,
  isApplicationOpen,
  isPositionClosed,
  toCandidateInterview,
  trackerSalary,
} from '@jobboard/domain';
import { emailLinksFor, enqueueNonEssentialMail, followUpReceivedMail } from '@jobboard/mail';
import { AppError } from '@jobboard/server-kit';
import { applicationTrackingRepository, type TrackedApplicationRow, type TrackedJobDetails } from '../../data-access/application-tracking-repository';

const openStatuses = applicationStatuses.filter(isApplicationOpen);
const notificationExcerptLength = 300;

/** One application as its applicant sees it (`trackedApplicationSchema`); location and pay come from the job applied to. */
const toTrackedApplication = (
  application: TrackedApplicationRow,
  job: TrackedJobDetails | undefined,
  now: Date,
  interviews: CandidateInterview[] = [],
): TrackedApplication => {
  const followUpSent = application.applicantFollowUpSent === true;
  const positionClosed = isPositionClosed(job, now);
  const days = daysSinceApplication(application.appliedAt, now);
  return {
    id: String(application._id),
    jobTitle: application.jobTitle,
    companyName: application.companyName,
    location: job?.location || applicationTrackerMessages.locationUnknown,
    salary: job ? trackerSalary(job) : undefined,
    status: application.status,
    appliedAt: application.appliedAt.toISOString(),
    daysSinceApplication: days,
    reviewedAt: application.reviewedAt?.toISOString(),
    notes: application.notes || undefined,
    rejectionReason: application.rejectionReason || undefined,
    positionClosed,
    canFollowUp: canFollowUp({ status: application.status, applicantFollowUpSent: followUpSent, positionClosed, daysSinceApplication: days }),
    followUpFrom: followUpOpensAt(application.appliedAt).toISOString(),
    applicantFollowUpSent: followUpSent,
    applicantFollowUpDate: application.applicantFollowUpDate?.toISOString(),
    interviews,
  };
};

/** The interviews of these applications, grouped by application. */
const interviewsByApplication = async (applications: readonly TrackedApplicationRow[]) => {
  const rows = await applicationTrackingRepository.findInterviews(applications.map((application) => application._id));
  const places = rows.length ? await applicationTrackingRepository.findInterviewPlaces([...new Set(rows.map((row) => row.employerId))]) : [];
  const placeOf = new Map(places.map((place) => [String(place._id), place]));
  const grouped = new Map<string, CandidateInterview[]>();
  for (const row of rows) {
    const key = String(row.applicationId);
    grouped.set(key, [...(grouped.get(key) ?? []), toCandidateInterview(row, placeOf.get(String(row.employerId)))]);
  }
  return grouped;
};

/** The job seeker's applications, newest first, as their tracker shows them. */
export const listApplicationsOf = async (userId: string, now = new Date()): Promise<TrackedApplication[]> => {
  const applications = await applicationTrackingRepository.findByUser(userId);
  if (applications.length === 0) return [];
  const jobs = await applicationTrackingRepository.findJobDetails([...new Set(applications.map((a) => a.jobId))]);
  const jobById = new Map(jobs.map((job) => [String(job._id), job]));
  const interviews = await interviewsByApplication(applications);
  return applications.map((application) =>
    toTrackedApplication(application, jobById.get(String(application.jobId)), now, interviews.get(String(application._id))),
  );
};

/** GET /api/applied-jobs: the jobs the session's job seeker or veteran applied to, with when. */
export const listAppliedJobs = async (owner: { role: 'jobseeker' | 'veteran'; id: string }): Promise<AppliedJob[]> =>
  (await applicationTrackingRepository.findAppliedJobs(owner)).map((application) => ({
    jobId: String(application.jobId),
    applicationId: String(application._id),
    appliedAt: application.appliedAt.toISOString(),
  }));

const excerpt = (message: string) =>
  message.length > notificationExcerptLength ? `${message.slice(0, notificationExcerptLength - 1).trimEnd()}…` : message;

const refusalError = (refusal: FollowUpRefusal) => AppError.conflict(applicationTrackerMessages[refusal]);

/**
 * The applicant sends one follow-up while the application is open; it is recorded
 * as sent and the employer is notified. The id in the URL only locates: the session must own it.
 */
export const sendFollowUp = async (
  applicationId: string,
  jobSeekerId: string,
  message: string,
  links: { siteUrl: string; secret: string },
  now = new Date(),
) => {
  const application = await applicationTrackingRepository.findById(applicationId);
  if (!application) throw AppError.notFound(applicationTrackerMessages.applicationNotFound);
  if (!application.userId || String(application.userId) !== jobSeekerId) throw AppError.forbidden();
  const [job] = await applicationTrackingRepository.findJobDetails([application.jobId]);
  const positionClosed = isPositionClosed(job, now);
  const refusal = followUpRefusal({ ...application, positionClosed, daysSinceApplication: daysSinceApplication(application.appliedAt, now) });
  if (refusal) throw refusalError(refusal);

  // The notification is the follow-up's once-only key: of two concurrent sends, one creates it.
  const notified = await applicationTrackingRepository.notifyEmployerOfFollowUpOnce(
    application.employerId,
    application._id,
    `${application.applicantName} followed up on their application for ${application.jobTitle}: "${excerpt(message)}"`,
  );
  if (!notified) throw refusalError('alreadySent');
  let recorded: boolean;
  try {
    recorded = await applicationTrackingRepository.recordFollowUp(application._id, application.userId, openStatuses, {
      message,
      sentAt: now,
    });
  } catch (error) {
    await applicationTrackingRepository.removeFollowUpNotification(application._id);
    throw error;
  }
  if (!recorded) {
    // The employer decided between the read and the write.
    await applicationTrackingRepository.removeFollowUpNotification(application._id);
    const current = await applicationTrackingRepository.findById(applicationId);
    throw refusalError(
      (current && followUpRefusal({ ...current, daysSinceApplication: daysSinceApplication(current.appliedAt, now) })) || 'applicationClosed',
    );
  }

  await tellEmployerOfFollowUp(application, links);
  // The conditional update succeeded: answer with the follow-up just recorded (the page refetches its list).
  const interviews = await interviewsByApplication([application]);
  return toTrackedApplication(
    { ...application, applicantFollowUpSent: true, applicantFollowUpDate: now },
    job,
    now,
    interviews.get(String(application._id)),
  );
};

/** The employer hears of a follow-up by email too (non-essential: an opt-out stops it). */
const tellEmployerOfFollowUp = async (application: TrackedApplicationRow, links: { siteUrl: string; secret: string }) => {
  const employer = await applicationTrackingRepository.findEmployerContact(application.employerId);
  if (!employer) return;
  await enqueueNonEssentialMail({
    key: `follow-up-received:${String(application._id)}`,
    kind: 'follow-up-received',
    to: employer.email,
    mail: followUpReceivedMail({
      recipientName: employer.contactName || employer.companyName,
      applicantName: application.applicantName,
      jobTitle: application.jobTitle,
      dashboardUrl: `${links.siteUrl}/employer-dashboard/${String(application.employerId)}`,
      links: emailLinksFor(links.siteUrl, employer.email, links.secret),
    }),
  });
};
