import { myApplicationsPath } from '@jobboard/contracts';
import { applicationClosureDueAt, closureCutoffs, formatCalendarDate, undecidedApplicationStatuses } from '@jobboard/domain';
import { applicationClosedMail, applicationClosureNoticeMail, emailLinksFor, enqueueNonEssentialMail } from '@jobboard/mail';
import { applicationClosureRepository, type ClosedJobRow } from '../data-access/application-closure-repository';

/** Where the emails' links point, and the secret their preference links are signed with. */
export interface ClosureMailLinks {
  siteUrl: string;
  secret: string;
}

/** Jobs read per step of one run: a run does a bounded amount of work, the next continues. */
const jobsPerRun = 200;

const applicationsText = (count: number) => (count === 1 ? '1 application' : `${count} applications`);

/**
 * Tells the employer of a closed job that its undecided applications will close (the in-app
 * notice and an email), once per job: the job's claim decides which sweep sends it. A job with
 * no undecided application is claimed too, with nothing to say.
 */
const tellEmployer = async (job: ClosedJobRow, links: ClosureMailLinks, now: Date): Promise<boolean> => {
  const undecided = await applicationClosureRepository.countUndecided(job._id, undecidedApplicationStatuses);
  if (!(await applicationClosureRepository.claimNotice(job._id, now))) return false;
  if (undecided === 0) return false;
  const closesOn = formatCalendarDate(applicationClosureDueAt(job.closedAt, now) ?? now);
  await applicationClosureRepository.notifyEmployer(
    job.employerId,
    `${applicationsText(undecided)} for "${job.title}" still need a decision. On ${closesOn} we will close them and tell the candidates, unless you decide first.`,
  );
  const employer = await applicationClosureRepository.findEmployerContact(job.employerId);
  if (employer) {
    await enqueueNonEssentialMail({
      key: `application-closure-notice:${String(job._id)}`,
      kind: 'application-closure-notice',
      to: employer.email,
      mail: applicationClosureNoticeMail({
        recipientName: employer.contactName || employer.companyName,
        jobTitle: job.title,
        undecidedCount: undecided,
        closesOn,
        dashboardUrl: `${links.siteUrl}/employer-dashboard/${String(job.employerId)}`,
        links: emailLinksFor(links.siteUrl, employer.email, links.secret),
      }),
    });
  }
  return true;
};

/** Closes the job's undecided applications, each with its own claim, and tells each candidate once. */
const closeApplicationsOf = async (job: ClosedJobRow, links: ClosureMailLinks, now: Date): Promise<number> => {
  let closed = 0;
  for (const application of await applicationClosureRepository.findUndecided(job._id, undecidedApplicationStatuses)) {
    if (!(await applicationClosureRepository.claimClosing(application._id, undecidedApplicationStatuses, now))) continue;
    closed += 1;
    await enqueueNonEssentialMail({
      key: `application-closed:${String(application._id)}`,
      kind: 'application-closed',
      to: application.applicantEmail,
      mail: applicationClosedMail({
        applicantName: application.applicantName,
        jobTitle: application.jobTitle,
        companyName: application.companyName,
        applicationsUrl: application.userId ? `${links.siteUrl}${myApplicationsPath}` : undefined,
        links: emailLinksFor(links.siteUrl, application.applicantEmail, links.secret),
      }),
    });
  }
  await applicationClosureRepository.markClosingDone(job._id, now);
  return closed;
};

/**
 * Every applicant gets an answer (the rules in libs/domain/src/application-closure.ts):
 * closed jobs get their closing time recorded, employers are told 7 days ahead, and 30 days
 * after the job closed each application still undecided is closed for its candidate with a
 * courteous email and the "Closed without a decision" status in My Applications. Safe to run
 * from several processes at once: every message follows an atomic claim.
 */
export const closeUnansweredApplications = async (links: ClosureMailLinks, now = new Date()) => {
  const cutoffs = closureCutoffs(now);
  await applicationClosureRepository.stampClosedJobs(now);
  let employersTold = 0;
  for (const job of await applicationClosureRepository.findJobsDueForNotice(cutoffs.noticeFor, jobsPerRun)) {
    if (await tellEmployer(job, links, now)) employersTold += 1;
  }
  let applicationsClosed = 0;
  for (const job of await applicationClosureRepository.findJobsDueForClosing(cutoffs.closeFor, cutoffs.noticedBy, jobsPerRun)) {
    applicationsClosed += await closeApplicationsOf(job, links, now);
  }
  return { employersTold, applicationsClosed };
};
