import { applicantSchema, applicationMessages, savedResumesMessages, type ApplicationFormFields } from '@jobboard/contracts';
import { isDuplicateKeyError } from '@jobboard/db';
import {
  applicationConfirmationValidDays,
  applicationScreeningQuestions,
  checkApplication,
  confirmationExpiresAt,
  sessionVouchesForAddress,
  type UploadKind,
} from '@jobboard/domain';
import { applicationConfirmationMail, enqueueCappedMail, withdrawQueuedMail, type EmailLinks } from '@jobboard/mail';
import { AppError, parseOrRefuse, type FileSink, type Logger, type ReceivedForm } from '@jobboard/server-kit';
import { applicationFileRepository, applicationRepository, queueScoring, type NewApplication, type ResumeOwner } from '@jobboard/applications';
import { copySavedResume } from '../saved-resumes/saved-resumes';
import { announceApplication } from './announce-application';
import { newConfirmationToken } from './confirmation-token';

type ApplicationForm = ReceivedForm<UploadKind, ApplicationFormFields>;
type JobToApply = NonNullable<Awaited<ReturnType<typeof applicationRepository.findOpenJob>>>;

export type SubmittedApplication =
  | { outcome: 'submitted'; application: Awaited<ReturnType<typeof applicationRepository.create>>['record'] }
  | { outcome: 'awaiting-confirmation'; pendingId: string };

/**
 * Someone applies to a job: the job first (nothing is stored for a job that cannot be applied
 * to), then the form with its files (their type checked by content, their size bounded), the
 * application's rules (`checkApplication`) and the record. Only checks and writes: reading the
 * resume and ranking it against the job are a queued task the worker does after the answer
 * (`queueScoring`), so a crowd applying at once waits for no parser.
 * The files stay only when the application does; whatever fails, they are removed in one place.
 * A signed-in job seeker or veteran is linked to the application (a veteran earns the bonus) and
 * may send one of their saved resumes (`savedResumeId`) instead of a file: it is copied in.
 *
 * Applying needs only a name and an email, so anyone can type anyone's address. An application
 * is therefore sent to the employer at once only when a signed-in account applies with its own
 * address, confirmed by its owner; any other waits, unseen, until the address's owner clicks the emailed link
 * (`confirmApplication`). Its answer is the same whether or not that address applied before, and
 * duplicates are judged among confirmed applications only: a stranger's squat blocks no one.
 */
export const submitApplication = async (
  { jobId, userId, veteranId }: { jobId: string; userId?: string; veteranId?: string },
  receiveForm: (sink: FileSink) => Promise<ApplicationForm>,
  log: Pick<Logger, 'warn' | 'error'>,
  { confirmationLink, emailLinks }: { confirmationLink: (token: string) => string; emailLinks: (email: string) => EmailLinks },
): Promise<SubmittedApplication> => {
  const job = await applicationRepository.findOpenJob(jobId);
  if (!job) throw AppError.notFound(applicationMessages.jobNotFound);
  const uploads = applicationFileRepository.startUploads();
  let kept = false;
  try {
    const { fields, files } = await receiveForm(uploads);
    if (fields.savedResumeId && files.resume.length > 0) throw AppError.badRequest(savedResumesMessages.pickOne);
    const questions = applicationScreeningQuestions(job.screeningQuestions ?? []);
    const check = checkApplication({
      applicantName: fields.applicantName,
      applicantEmail: fields.applicantEmail,
      hasResume: files.resume.length > 0 || fields.savedResumeId !== undefined,
      questions,
      responses: fields.screeningResponses,
    });
    if (!check.ok) throw AppError.badRequest(check.message, check.title);
    const { applicantName, applicantEmail } = parseOrRefuse(applicantSchema, fields);
    // A second application of a vouched address is refused by the unique (job, email) index when stored.
    const vouched = sessionVouchesForAddress(await applicationRepository.findAccountAddress({ userId, veteranId }), applicantEmail);

    // A saved resume is copied into this application's own files, checked when it was saved.
    const resume = fields.savedResumeId
      ? await copySavedResume(resumeOwnerOf({ userId, veteranId }), fields.savedResumeId, uploads)
      : files.resume[0];
    const screeningResponses = fields.screeningResponses.slice(0, questions.length).map((answer) => answer.trim());
    const application: NewApplication = {
      jobId: job._id,
      employerId: job.employerId,
      userId,
      veteranId,
      applicantName,
      applicantEmail,
      jobTitle: job.title,
      companyName: job.companyName,
      preferredLanguage: fields.preferredLanguage,
      coverLetter: fields.coverLetter,
      screeningQuestions: questions,
      screeningResponses,
      resume,
      supportingDocuments: files.supporting,
    };
    const submitted: SubmittedApplication = vouched
      ? { outcome: 'submitted', application: await recordApplication(job, application, emailLinks) }
      : { outcome: 'awaiting-confirmation', pendingId: await awaitConfirmation(application, confirmationLink, emailLinks) };
    kept = true;
    return submitted;
  } finally {
    if (!kept) {
      await uploads.removeAll().catch((error: unknown) => log.error({ err: error }, 'could not remove the files of a refused application'));
    }
  }
};

const resumeOwnerOf = ({ userId, veteranId }: { userId?: string; veteranId?: string }): ResumeOwner | undefined => {
  if (userId) return { role: 'jobseeker', id: userId };
  if (veteranId) return { role: 'veteran', id: veteranId };
  return undefined;
};

/**
 * Keeps the application apart, unseen by the employer, and writes the email with its one-time
 * link (only the token's hash is stored). Without transactions, a failed step undoes the first.
 * Anyone can type anyone's address, so the email counts against the address's daily cap of
 * confirmation emails; over it, the application waits unannounced and expires like any other.
 */
const awaitConfirmation = async (
  application: NewApplication,
  confirmationLink: (token: string) => string,
  emailLinks: (email: string) => EmailLinks,
) => {
  const token = newConfirmationToken();
  const sentAt = new Date();
  const pendingId = await applicationRepository.createPending(application, {
    tokenHash: token.hash,
    expiresAt: confirmationExpiresAt(sentAt),
  });
  const mailKey = `application-confirmation:${String(pendingId)}`;
  try {
    await enqueueCappedMail(
      {
        key: mailKey,
        kind: 'application-confirmation',
        to: application.applicantEmail,
        mail: applicationConfirmationMail({
          applicantName: application.applicantName,
          jobTitle: application.jobTitle,
          companyName: application.companyName,
          confirmUrl: confirmationLink(token.value),
          validForDays: applicationConfirmationValidDays,
          links: emailLinks(application.applicantEmail),
        }),
        redactWhenSent: true,
      },
      'confirmation',
      sentAt,
    );
  } catch (error) {
    await withdrawQueuedMail(mailKey).catch(() => undefined);
    await applicationRepository.removePending(pendingId);
    throw error;
  }
  return String(pendingId);
};

/**
 * Stores a confirmed application, counts the applicant, notifies the employer, writes the
 * applicant's receipt and queues its scoring. No transactions (the embedded database has none),
 * so a failed step undoes the earlier ones by hand (a scoring task left behind finds no
 * application and ends; one never written is queued by the worker's sweep).
 */
const recordApplication = async (job: JobToApply, application: NewApplication, emailLinks: (email: string) => EmailLinks) => {
  let created: Awaited<ReturnType<typeof applicationRepository.create>>;
  try {
    created = await applicationRepository.create(application);
  } catch (error) {
    // Two identical applications at once: the unique index lets one through.
    if (isDuplicateKeyError(error)) throw AppError.conflict(applicationMessages.alreadyApplied);
    throw error;
  }
  let counted = false;
  try {
    await applicationRepository.countApplicant(job._id, 1);
    counted = true;
    await announceApplication({ ...application, _id: created.id }, emailLinks);
    await queueScoring(created.id);
  } catch (error) {
    await applicationRepository.remove(created.id);
    await applicationRepository.removeNewApplicationNotification(created.id);
    if (counted) await applicationRepository.countApplicant(job._id, -1);
    throw error;
  }
  return created.record;
};
