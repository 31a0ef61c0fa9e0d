import { applicationMessages, emailSchema, type LanguageCode, type TitledMessage } from '@jobboard/contracts';
import { checkApplication, type ApplicationCheck } from '@jobboard/domain';

export interface DraftFile {
  key: string;
  file: File;
}

/**
 * What a person has typed and chosen in the "Apply for Position" modal. It outlives the modal
 * (Cancel or a stray click on the backdrop loses nothing) and clears after a successful submit.
 * Screening answers are kept per job, since each job asks its own questions.
 */
export interface ApplicationDraft {
  applicantName: string;
  applicantEmail: string;
  preferredLanguage: LanguageCode;
  coverLetter: string;
  resume?: DraftFile;
  supportingDocuments: DraftFile[];
  answersByJob: Record<string, string[]>;
}

export const emptyDraft: ApplicationDraft = {
  applicantName: '',
  applicantEmail: '',
  preferredLanguage: 'en',
  coverLetter: '',
  supportingDocuments: [],
  answersByJob: {},
};

/** Where a problem is shown and focused: a field, the resume picker, or one screening answer. */
export type ProblemTarget = 'applicantName' | 'applicantEmail' | 'resume' | { answer: number };

export interface DraftProblem extends TitledMessage {
  target: ProblemTarget;
}

const isBlank = (value: string | undefined) => (value ?? '').trim() === '';

const targetOf = (check: TitledMessage, draft: ApplicationDraft, answers: readonly string[], count: number): ProblemTarget => {
  switch (check.title) {
    case applicationMessages.missingInformation.title:
      return isBlank(draft.applicantName) ? 'applicantName' : 'applicantEmail';
    case applicationMessages.resumeRequired.title:
      return 'resume';
    case applicationMessages.incompleteScreening.title:
      return { answer: Array.from({ length: count }, (_item, index) => index).find((index) => isBlank(answers[index])) ?? 0 };
    case applicationMessages.employmentHistoryRequired.title:
      return { answer: count - 3 };
    case applicationMessages.transportationRequired.title:
      return { answer: count - 2 };
    default:
      return { answer: count - 1 };
  }
};

/**
 * The spec's six checks in order (the domain lib's rules, shared with the server), then the
 * email's form, so nothing is uploaded for an application the server would refuse.
 */
export const findDraftProblem = (draft: ApplicationDraft, jobId: string, questions: readonly string[]): DraftProblem | undefined => {
  const answers = draft.answersByJob[jobId] ?? [];
  const check: ApplicationCheck = checkApplication({
    applicantName: draft.applicantName,
    applicantEmail: draft.applicantEmail,
    hasResume: draft.resume !== undefined,
    questions,
    responses: answers,
  });
  if (!check.ok) return { title: check.title, message: check.message, target: targetOf(check, draft, answers, questions.length) };
  if (!emailSchema.safeParse(draft.applicantEmail).success) return { ...applicationMessages.invalidEmail, target: 'applicantEmail' };
  return undefined;
};

/** The multipart form of spec 000 §3 "Application (form payload)". */
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
