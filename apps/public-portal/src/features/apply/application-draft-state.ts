import type { LanguageCode } from '@jobboard/contracts';

// Kept apart from the draft's checks (which use zod), so a job list holds a draft without
// downloading the apply form's code before Apply is pressed.

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
  /** A signed-in applicant's choice among the saved resumes: an id, null for "upload a new one", undefined until chosen (the preselected one counts). */
  savedResumeId?: string | null;
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

/** The draft with the signed-in account's name and email where the applicant has typed none. */
export const prefilledDraft = (
  draft: ApplicationDraft,
  account: { firstName: string; lastName: string; email: string } | undefined,
): ApplicationDraft =>
  // The same draft when there is nothing to fill, so React has nothing to redraw.
  account && (!draft.applicantName || !draft.applicantEmail)
    ? {
        ...draft,
        applicantName: draft.applicantName || `${account.firstName} ${account.lastName}`.trim(),
        applicantEmail: draft.applicantEmail || account.email,
      }
    : draft;
