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
