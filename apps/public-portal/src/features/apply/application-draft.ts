import { applicationMessages, emailSchema } from '@jobboard/contracts';
import { findApplicationProblem, type ApplicationProblem } from '@jobboard/domain';
import type { ApplicationDraft } from './application-draft-state';

export { emptyDraft, type ApplicationDraft, type DraftFile } from './application-draft-state';

/**
 * The six application checks in order (`findApplicationProblem`, shared with the server), then the
 * email's form, so nothing is uploaded for an application the server would refuse.
 */
export const findDraftProblem = (draft: ApplicationDraft, jobId: string, questions: readonly string[]): ApplicationProblem | undefined => {
  const found = findApplicationProblem({
    applicantName: draft.applicantName,
    applicantEmail: draft.applicantEmail,
    hasResume: draft.resume !== undefined,
    questions,
    responses: draft.answersByJob[jobId] ?? [],
  });
  if (found) return found;
  if (!emailSchema.safeParse(draft.applicantEmail).success) return { ...applicationMessages.invalidEmail, target: 'applicantEmail' };
  return undefined;
};

/** The multipart form POST /api/jobs/:id/apply takes (its text fields: `applicationFormFieldsSchema`). */
export const applicationFormData = (draft: ApplicationDraft, jobId: string, questions: readonly string[]): FormData => {
  const form = new FormData();
  const answers = draft.answersByJob[jobId] ?? [];
  form.set('applicantName', draft.applicantName.trim());
  form.set('applicantEmail', draft.applicantEmail.trim());
  form.set('preferredLanguage', draft.preferredLanguage);
  form.set('coverLetter', draft.coverLetter.trim());
  form.set('screeningResponses', JSON.stringify(questions.map((_question, index) => (answers[index] ?? '').trim())));
  if (draft.resume) form.set('resume', draft.resume.file);
  draft.supportingDocuments.forEach(({ file }, index) => form.set(`supportingDocument_${index}`, file));
  return form;
};
