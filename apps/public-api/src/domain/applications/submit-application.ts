import { applicantSchema, applicationMessages, type ApplicationFormFields, type StoredFile } from '@jobboard/contracts';
import { isDuplicateKeyError } from '@jobboard/db';
import { applicationScreeningQuestions, checkApplication, rankApplication, type UploadKind } from '@jobboard/domain';
import { AppError, parseOrRefuse, type FileSink, type Logger, type ReceivedForm } from '@jobboard/server-kit';
import { applicationFileRepository } from '../../data-access/application-files';
import { applicationRepository, type NewApplication } from '../../data-access/application-repository';
import { extractResumeText } from '../../data-access/resume-text';

type ApplicationForm = ReceivedForm<UploadKind, ApplicationFormFields>;
type JobToApply = NonNullable<Awaited<ReturnType<typeof applicationRepository.findOpenJob>>>;

/**
 * Someone applies to a job: the job first (nothing is stored for a job that cannot be applied
 * to), then the form with its files, the application's rules (`checkApplication`), the ranking
 * against the job (`rankApplication`: score, explanation, veteran bonus) and the record.
 * The files stay only when the application does; whatever fails, they are removed in one place.
 * A signed-in job seeker or veteran is linked to the application (a veteran earns the bonus).
 */
export const submitApplication = async (
  { jobId, userId, veteranId }: { jobId: string; userId?: string; veteranId?: string },
  receiveForm: (sink: FileSink) => Promise<ApplicationForm>,
  log: Pick<Logger, 'warn' | 'error'>,
) => {
  const job = await applicationRepository.findOpenJob(jobId);
  if (!job) throw AppError.notFound(applicationMessages.jobNotFound);
  const uploads = applicationFileRepository.startUploads();
  let kept = false;
  try {
    const { fields, files } = await receiveForm(uploads);
    const questions = applicationScreeningQuestions(job.screeningQuestions ?? []);
    const check = checkApplication({
      applicantName: fields.applicantName,
      applicantEmail: fields.applicantEmail,
      hasResume: files.resume.length > 0,
      questions,
      responses: fields.screeningResponses,
    });
    if (!check.ok) throw AppError.badRequest(check.message, check.title);
    const { applicantName, applicantEmail } = parseOrRefuse(applicantSchema, fields);
    if (await applicationRepository.hasApplied(job._id, applicantEmail)) throw AppError.conflict(applicationMessages.alreadyApplied);

    // Only now, after the cheap checks: parsing a document is the costly step.
    const resume = files.resume[0];
    const resumeText = await readResumeText(resume, log);
    const screeningResponses = fields.screeningResponses.slice(0, questions.length).map((answer) => answer.trim());
    const ranking = rankApplication(job, {
      resumeText,
      coverLetter: fields.coverLetter,
      screeningQuestions: questions,
      screeningResponses,
      isVeteran: veteranId !== undefined,
    });
    const application = await recordApplication(job, {
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
      resumeText,
      ...ranking,
    });
    kept = true;
    return application;
  } finally {
    if (!kept) {
      await uploads.removeAll().catch((error: unknown) => log.error({ err: error }, 'could not remove the files of a refused application'));
    }
  }
};

/** The resume's text, for ranking; a file that cannot be read is kept without it. */
const readResumeText = async (resume: StoredFile, log: Pick<Logger, 'warn'>) => {
  try {
    return await extractResumeText(await applicationFileRepository.read(resume.fileId), resume.contentType);
  } catch (error) {
    log.warn({ err: error, fileId: resume.fileId }, 'could not extract the resume text; stored without it');
    return undefined;
  }
};

/**
 * Stores the application, counts the applicant and notifies the employer. No transactions (the
 * embedded database has none), so a failed step undoes the earlier ones by hand.
 */
const recordApplication = async (job: JobToApply, application: NewApplication) => {
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
    await applicationRepository.notifyEmployer(
      job.employerId,
      created.id,
      `New application from ${application.applicantName} for ${job.title}.`,
    );
  } catch (error) {
    await applicationRepository.remove(created.id);
    if (counted) await applicationRepository.countApplicant(job._id, -1);
    throw error;
  }
  return created.record;
};
