import {
  applicationMessages,
  emailSchema,
  languageCodes,
  messages,
  type LanguageCode,
  type TitledMessage,
} from '@jobboard/contracts';
import { deleteStoredFile, isDuplicateKeyError, readStoredFile } from '@jobboard/db';
import { applicationScreeningQuestions, checkApplication } from '@jobboard/domain';
import { AppError, type Logger } from '@jobboard/server-kit';
import { z } from 'zod';
import { applicationRepository } from '../../data-access/application-repository';
import { extractResumeText } from '../../data-access/resume-text';
import type { Types } from 'mongoose';

export interface ReceivedFile {
  fileId: Types.ObjectId;
  name: string;
  size: number;
  contentType: string;
  sha256: string;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  resume?: ReceivedFile;
  supportingDocuments: ReceivedFile[];
  /** The first problem with the files, in the order they arrived; nothing is kept when set. */
  fileProblem?: TitledMessage;
}

/** A refusal with the toast title the browser would show for the same rule. */
export class ApplicationRefused extends AppError {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(400, 'validation_failed', message);
  }
}

const maxAnswerLength = 5000;
const responsesSchema = z.array(z.string().max(maxAnswerLength)).max(50);

const parseResponses = (raw: string | undefined): string[] => {
  if (raw === undefined || raw.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const result = responsesSchema.safeParse(parsed);
  if (!result.success) throw AppError.badRequest('screeningResponses must be a JSON list of answer strings.');
  return result.data;
};

const parseLanguage = (raw: string | undefined): LanguageCode => {
  const code = (raw ?? '').trim() || 'en';
  if (!(languageCodes as readonly string[]).includes(code)) {
    throw AppError.badRequest(`preferredLanguage must be one of: ${languageCodes.join(', ')}.`);
  }
  return code as LanguageCode;
};

export const findJobToApply = async (jobId: string) => {
  const job = await applicationRepository.findOpenJob(jobId);
  if (!job) throw AppError.notFound(applicationMessages.jobNotFound);
  return job;
};
export type JobToApply = Awaited<ReturnType<typeof findJobToApply>>;

/**
 * Checks the received form in the spec's order and records the application. The caller removes
 * the stored files whenever this throws; this removes what it created itself.
 */
export const submitApplication = async (
  job: JobToApply,
  form: ReceivedForm,
  applicant: { userId?: string },
  log: Pick<Logger, 'warn'>,
) => {
  if (form.fileProblem) throw new ApplicationRefused(form.fileProblem.title, form.fileProblem.message);
  const { fields } = form;
  const preferredLanguage = parseLanguage(fields.preferredLanguage);
  const screeningResponses = parseResponses(fields.screeningResponses);
  const questions = applicationScreeningQuestions(job.screeningQuestions ?? []);
  const check = checkApplication({
    applicantName: fields.applicantName ?? '',
    applicantEmail: fields.applicantEmail ?? '',
    hasResume: form.resume !== undefined,
    questions,
    responses: screeningResponses,
  });
  if (!check.ok) throw new ApplicationRefused(check.title, check.message);
  const email = emailSchema.safeParse(fields.applicantEmail);
  if (!email.success) throw AppError.badRequest(messages.invalidEmail);
  const applicantName = (fields.applicantName ?? '').trim();
  if (applicantName.length > 200) throw AppError.badRequest('Please keep your name under 200 characters.');
  if (await applicationRepository.hasApplied(job._id, email.data)) throw AppError.conflict(applicationMessages.alreadyApplied);

  const resume = form.resume!;
  let resumeText: string | undefined;
  try {
    resumeText = await extractResumeText(await readStoredFile(resume.fileId), resume.contentType);
  } catch (error) {
    log.warn({ err: error, fileId: String(resume.fileId) }, 'could not extract the resume text; stored without it');
  }

  let created: Awaited<ReturnType<typeof applicationRepository.create>>;
  try {
    created = await applicationRepository.create({
      jobId: job._id,
      employerId: job.employerId,
      userId: applicant.userId,
      applicantName,
      applicantEmail: email.data,
      jobTitle: job.title,
      companyName: job.companyName,
      preferredLanguage,
      coverLetter: fields.coverLetter?.trim() || undefined,
      screeningResponses: screeningResponses.slice(0, questions.length).map((answer) => answer.trim()),
      resume,
      supportingDocuments: form.supportingDocuments,
      resumeText,
    });
  } catch (error) {
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
      `New application from ${applicantName} for ${job.title}.`,
    );
  } catch (error) {
    await applicationRepository.remove(created.id);
    if (counted) await applicationRepository.countApplicant(job._id, -1);
    throw error;
  }
  return created.record;
};

export const removeStoredFiles = async (fileIds: readonly Parameters<typeof deleteStoredFile>[0][]) => {
  await Promise.all(fileIds.map((fileId) => deleteStoredFile(fileId)));
};
