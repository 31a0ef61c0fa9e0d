import { applicationMessages, emailSchema, type SavedResumeList } from '@jobboard/contracts';
import { findApplicationProblem, type ApplicationProblem } from '@jobboard/domain';
import type { ApplicationDraft } from './application-draft-state';

export { emptyDraft, type ApplicationDraft, type DraftFile } from './application-draft-state';

/**
 * The six application checks in order (`findApplicationProblem`, shared with the server), then the
 * email's form, so nothing is uploaded for an application the server would refuse.
 */
export const findDraftProblem = (
  draft: ApplicationDraft,
  jobId: string,
  questions: readonly string[],
  savedResumeId?: string,
): ApplicationProblem | undefined => {
  const found = findApplicationProblem({
    applicantName: draft.applicantName,
    applicantEmail: draft.applicantEmail,
    hasResume: draft.resume !== undefined || savedResumeId !== undefined,
    questions,
    responses: draft.answersByJob[jobId] ?? [],
  });
  if (found) return found;
  if (!emailSchema.safeParse(draft.applicantEmail).success) return { ...applicationMessages.invalidEmail, target: 'applicantEmail' };
  return undefined;
};

/**
 * The saved resume the application goes with: the applicant's choice, else the preselected one
 * (the last application's); none when "upload a new one" is chosen or nothing is saved.
 */
export const chosenSavedResumeId = (draft: ApplicationDraft, saved: SavedResumeList | undefined): string | undefined => {
  if (!saved) return undefined;
  const choice = draft.savedResumeId === undefined ? saved.preselectedId : draft.savedResumeId;
  return choice && saved.resumes.some((resume) => resume.id === choice) ? choice : undefined;
};

/** The multipart form POST /api/jobs/:id/apply takes (its text fields: `applicationFormFieldsSchema`). */
export const applicationFormData = (draft: ApplicationDraft, jobId: string, questions: readonly string[], savedResumeId?: string): FormData => {
  const form = new FormData();
  const answers = draft.answersByJob[jobId] ?? [];
  form.set('applicantName', draft.applicantName.trim());
  form.set('applicantEmail', draft.applicantEmail.trim());
  form.set('preferredLanguage', draft.preferredLanguage);
  form.set('coverLetter', draft.coverLetter.trim());
  form.set('screeningResponses', JSON.stringify(questions.map((_question, index) => (answers[index] ?? '').trim())));
  // A saved resume is sent by its id instead of a file; the server copies it for the employer.
  if (savedResumeId) form.set('savedResumeId', savedResumeId);
  else if (draft.resume) form.set('resume', draft.resume.file);
  draft.supportingDocuments.forEach(({ file }, index) => form.set(`supportingDocument_${index}`, file));
  return form;
};
