import { applicationMessages, applicationUploadLimits, type TitledMessage } from '@jobboard/contracts';

/** Asked on every application after the job's own questions. */
export const alwaysAskedQuestions = [
  'Have you ever worked with this company before?',
  'Do you have reliable transportation?',
  'You understand if you are not able to uphold the answers to the questions asked you could be released from your position',
] as const;

export const applicationScreeningQuestions = (jobQuestions: readonly string[]): string[] => [
  ...jobQuestions,
  ...alwaysAskedQuestions,
];

/** The last two questions carry a Mandatory badge. */
export const isMandatoryQuestion = (index: number, count: number) => index >= count - 2;

/** The answer box's placeholder: the three always-asked questions have their own; the job's questions invite a plain answer. */
export const screeningAnswerPlaceholder = (index: number, count: number): string => {
  if (index === count - 1) return "Please type 'I understand' to acknowledge this condition";
  if (index === count - 2) return 'Please answer Yes or No, with details';
  if (index === count - 3) return 'Yes or No';
  return 'Your answer';
};

/** What the application's rules look at: the browser's draft before sending, the received form on the server. */
export interface ApplicationToCheck {
  applicantName: string;
  applicantEmail: string;
  hasResume: boolean;
  /** The full list, from applicationScreeningQuestions. */
  questions: readonly string[];
  responses: readonly (string | undefined)[];
}

export type ApplicationCheck = { ok: true } | ({ ok: false } & TitledMessage);

const fail = (problem: TitledMessage): ApplicationCheck => ({ ok: false, title: problem.title, message: problem.message });
const isBlank = (value: string | undefined) => (value ?? '').trim() === '';

/** Where a failed rule is shown and focused: a personal field, the resume, or one screening answer. */
export type ApplicationProblemTarget = 'applicantName' | 'applicantEmail' | 'resume' | { answer: number };

export type ApplicationProblem = TitledMessage & { target: ApplicationProblemTarget };

/**
 * The first failing rule with the field it concerns, or undefined. The order: name and email,
 * resume, every question answered, the employment-history and transportation answers (2
 * characters at least), then the acknowledgement containing "understand".
 */
export const findApplicationProblem = (draft: ApplicationToCheck): ApplicationProblem | undefined => {
  const problem = (message: TitledMessage, target: ApplicationProblemTarget): ApplicationProblem => ({
    title: message.title,
    message: message.message,
    target,
  });
  if (isBlank(draft.applicantName)) return problem(applicationMessages.missingInformation, 'applicantName');
  if (isBlank(draft.applicantEmail)) return problem(applicationMessages.missingInformation, 'applicantEmail');
  if (!draft.hasResume) return problem(applicationMessages.resumeRequired, 'resume');
  const count = draft.questions.length;
  const answers = draft.questions.map((_question, index) => draft.responses[index]);
  const firstBlank = answers.findIndex(isBlank);
  if (firstBlank >= 0) return problem(applicationMessages.incompleteScreening, { answer: firstBlank });
  const [employmentHistory, transportation, acknowledgement] = answers.slice(count - 3);
  if ((employmentHistory ?? '').trim().length < 2) {
    return problem(applicationMessages.employmentHistoryRequired, { answer: count - 3 });
  }
  if ((transportation ?? '').trim().length < 2) return problem(applicationMessages.transportationRequired, { answer: count - 2 });
  if (!/understand/i.test(acknowledgement ?? '')) return problem(applicationMessages.acknowledgmentRequired, { answer: count - 1 });
  return undefined;
};

/** The first failing rule in that order, or ok (the server's view: no field to focus). */
export const checkApplication = (draft: ApplicationToCheck): ApplicationCheck => {
  const found = findApplicationProblem(draft);
  return found ? fail(found) : { ok: true };
};

export type UploadKind = 'resume' | 'supporting';

export const allowedExtensions = (kind: UploadKind): readonly string[] =>
  kind === 'resume' ? applicationUploadLimits.resumeExtensions : applicationUploadLimits.supportingExtensions;

/** The lower-cased extension with its dot, or '' when the name has none. */
export const fileExtension = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot).toLowerCase();
};

/** The cap on supporting documents, so one application cannot store unbounded files. */
export const tooManySupportingDocumentsMessage = `You can attach at most ${applicationUploadLimits.maxSupportingDocuments} supporting documents.`;

export const fileTooLargeMessage = (fileName: string) => `File "${fileName}" is too large. Maximum size is 5MB.`;

export const unsupportedFormatMessage = (fileName: string, kind: UploadKind) =>
  `File "${fileName}" has an unsupported format. Allowed formats: ${allowedExtensions(kind).join(', ')}.`;

/** A file's size as the uploader lists it: "820 KB", "1.25 MB". */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
};

export interface UploadCandidate {
  name: string;
  size: number;
}

/**
 * The uploader's rules for one selection: any failing file blocks the whole selection
 * ("File Upload Error"); more than one file on the resume is "Too Many Files". `alreadySelected`
 * counts the supporting documents chosen before, for the cap.
 */
export const checkUploadSelection = (
  files: readonly UploadCandidate[],
  kind: UploadKind,
  alreadySelected = 0,
): ApplicationCheck => {
  if (kind === 'resume' && files.length > 1) return fail(applicationUploadRefusal({ reason: 'tooManyFiles', slot: kind }));
  if (kind === 'supporting' && alreadySelected + files.length > applicationUploadLimits.maxSupportingDocuments) {
    return fail(applicationUploadRefusal({ reason: 'tooManyFiles', slot: kind }));
  }
  for (const file of files) {
    if (file.size > applicationUploadLimits.maxFileBytes) {
      return fail(applicationUploadRefusal({ reason: 'tooLarge', fileName: file.name }));
    }
    if (!allowedExtensions(kind).includes(fileExtension(file.name))) {
      return fail(applicationUploadRefusal({ reason: 'unsupportedFormat', slot: kind, fileName: file.name }));
    }
  }
  return { ok: true };
};

/**
 * Why a received upload is refused, found while the server streams a multipart form. `slot`
 * names the group of file fields concerned (for the application: the resume or the supporting
 * documents); a form words each problem its own way.
 */
export type UploadProblem<Slot extends string = string> =
  | { reason: 'tooManyFiles'; slot?: Slot }
  | { reason: 'unexpectedFile'; field: string }
  | { reason: 'unsupportedFormat'; slot: Slot; fileName: string }
  | { reason: 'tooLarge'; fileName: string }
  | { reason: 'contentMismatch'; fileName: string }
  | { reason: 'fieldTooLong'; field: string }
  | { reason: 'tooManyParts' }
  | { reason: 'tooManyFields' };

const uploadError = (message: string): TitledMessage => ({ title: applicationMessages.fileUploadError, message });

/**
 * The application uploader's toast for an upload problem, the same in the browser and in the
 * server's answer: too many files is "Too Many Files", everything else "File Upload Error".
 */
export const applicationUploadRefusal = (problem: UploadProblem<UploadKind>): TitledMessage => {
  switch (problem.reason) {
    case 'tooManyFiles':
      // Without a slot the form as a whole had too many files: only supporting documents can add up.
      return problem.slot === 'resume'
        ? { ...applicationMessages.tooManyFiles }
        : { title: applicationMessages.tooManyFiles.title, message: tooManySupportingDocumentsMessage };
    case 'tooLarge':
      return uploadError(fileTooLargeMessage(problem.fileName));
    case 'unsupportedFormat':
      return uploadError(unsupportedFormatMessage(problem.fileName, problem.slot));
    case 'contentMismatch':
      return uploadError(contentMismatchMessage(problem.fileName));
    case 'unexpectedFile':
      return uploadError(`Unexpected file field "${problem.field}".`);
    case 'fieldTooLong':
      return uploadError(`The ${problem.field} field is too long.`);
    case 'tooManyParts':
      return uploadError('The application form has too many parts.');
    case 'tooManyFields':
      return uploadError('The application form has too many fields.');
  }
};

/** What a file's first bytes say it is, for the extensions the uploader accepts. */
export type SniffedType = 'pdf' | 'zip' | 'ole' | 'jpeg' | 'png' | 'unknown';

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

export const sniffFileType = (firstBytes: Uint8Array): SniffedType => {
  if (startsWith(firstBytes, [0x25, 0x50, 0x44, 0x46])) return 'pdf';
  if (startsWith(firstBytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (startsWith(firstBytes, [0xd0, 0xcf, 0x11, 0xe0])) return 'ole';
  if (startsWith(firstBytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(firstBytes, [0x89, 0x50, 0x4e, 0x47])) return 'png';
  return 'unknown';
};

const expectedByExtension: Record<string, { sniffed: SniffedType; contentType: string }> = {
  '.pdf': { sniffed: 'pdf', contentType: 'application/pdf' },
  '.docx': { sniffed: 'zip', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  '.doc': { sniffed: 'ole', contentType: 'application/msword' },
  '.jpg': { sniffed: 'jpeg', contentType: 'image/jpeg' },
  '.jpeg': { sniffed: 'jpeg', contentType: 'image/jpeg' },
  '.png': { sniffed: 'png', contentType: 'image/png' },
};

/** The bytes needed to tell the accepted types apart. */
export const sniffLength = 4;

/** The content type to store when the file's bytes match its extension, otherwise undefined. */
export const contentTypeByBytes = (fileName: string, firstBytes: Uint8Array): string | undefined => {
  const expected = expectedByExtension[fileExtension(fileName)];
  return expected && sniffFileType(firstBytes) === expected.sniffed ? expected.contentType : undefined;
};

export const contentMismatchMessage = (fileName: string) => {
  const format = fileExtension(fileName).slice(1).toUpperCase() || 'supported';
  return `File "${fileName}" does not look like a ${format} file. Please upload the original document.`;
};
