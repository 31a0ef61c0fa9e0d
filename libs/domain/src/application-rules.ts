import { applicationMessages, applicationUploadLimits, type TitledMessage } from '@jobboard/contracts';
import type { Translate } from '@jobboard/i18n';
import { alwaysAskedQuestions, applicationScreeningQuestions } from './screening-questions';
import { domainEnglish } from './texts';

// The questions live in a module free of the contracts' schemas: a job page counts them in its first view.
export { alwaysAskedQuestions, applicationScreeningQuestions };

/** The last two questions carry a Mandatory badge. */
export const isMandatoryQuestion = (index: number, count: number) => index >= count - 2;

/** The answer box's placeholder: the three always-asked questions have their own; the job's questions invite a plain answer. */
export const screeningAnswerPlaceholder = (index: number, count: number, t: Translate = domainEnglish): string => {
  if (index === count - 1) return t("Please type 'I understand' to acknowledge this condition");
  if (index === count - 2) return t('Please answer Yes or No, with details');
  if (index === count - 3) return t('Yes or No');
  return t('Your answer');
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

/** The upload size rule, the same in the browser and on the server: a file of exactly the limit is allowed. */
export const isWithinUploadSizeLimit = (bytes: number, maxBytes: number = applicationUploadLimits.maxFileBytes) =>
  bytes <= maxBytes;

/** The cap on supporting documents, so one application cannot store unbounded files. */
export const tooManySupportingDocumentsMessage = `You can attach at most ${applicationUploadLimits.maxSupportingDocuments} supporting documents.`;

export const fileTooLargeMessage = (fileName: string, t: Translate = domainEnglish) => t('File "{{fileName}}" is too large. Maximum size is 5MB.', { fileName });

export const unsupportedFormatMessage = (fileName: string, kind: UploadKind, t: Translate = domainEnglish) =>
  t('File "{{fileName}}" has an unsupported format. Allowed formats: {{formats}}.', { fileName, formats: allowedExtensions(kind).join(', ') });

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
  t: Translate = domainEnglish,
): ApplicationCheck => {
  if (kind === 'resume' && files.length > 1) return fail(applicationUploadRefusal({ reason: 'tooManyFiles', slot: kind }, t));
  if (kind === 'supporting' && alreadySelected + files.length > applicationUploadLimits.maxSupportingDocuments) {
    return fail(applicationUploadRefusal({ reason: 'tooManyFiles', slot: kind }, t));
  }
  for (const file of files) {
    if (!isWithinUploadSizeLimit(file.size)) {
      return fail(applicationUploadRefusal({ reason: 'tooLarge', fileName: file.name }, t));
    }
    if (!allowedExtensions(kind).includes(fileExtension(file.name))) {
      return fail(applicationUploadRefusal({ reason: 'unsupportedFormat', slot: kind, fileName: file.name }, t));
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
export const applicationUploadRefusal = (problem: UploadProblem<UploadKind>, t: Translate = domainEnglish): TitledMessage => {
  switch (problem.reason) {
    case 'tooManyFiles':
      // Without a slot the form as a whole had too many files: only supporting documents can add up.
      return problem.slot === 'resume'
        ? { ...applicationMessages.tooManyFiles }
        : { title: applicationMessages.tooManyFiles.title, message: t(tooManySupportingDocumentsMessage) };
    case 'tooLarge':
      return uploadError(fileTooLargeMessage(problem.fileName, t));
    case 'unsupportedFormat':
      return uploadError(unsupportedFormatMessage(problem.fileName, problem.slot, t));
    case 'contentMismatch':
      return uploadError(contentMismatchMessage(problem.fileName, t));
    case 'unexpectedFile':
      return uploadError(t('Unexpected file field "{{field}}".', { field: problem.field }));
    case 'fieldTooLong':
      return uploadError(t('The {{field}} field is too long.', { field: problem.field }));
    case 'tooManyParts':
      return uploadError(t('The application form has too many parts.'));
    case 'tooManyFields':
      return uploadError(t('The application form has too many fields.'));
  }
};

/**
 * What a file must be to be kept under its extension: the type a content detector names for its
 * first bytes (file-type's names; a DOCX whose parts are not in the usual order reads as a plain
 * zip there) and the content type stored with it.
 */
export interface ExpectedContent {
  detectedAs: readonly string[];
  contentType: string;
}

const expectedByExtension: Record<string, ExpectedContent> = {
  '.pdf': { detectedAs: ['pdf'], contentType: 'application/pdf' },
  '.docx': {
    detectedAs: ['docx', 'zip'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  '.doc': { detectedAs: ['cfb'], contentType: 'application/msword' },
  '.jpg': { detectedAs: ['jpg'], contentType: 'image/jpeg' },
  '.jpeg': { detectedAs: ['jpg'], contentType: 'image/jpeg' },
  '.png': { detectedAs: ['png'], contentType: 'image/png' },
  // Plain text has no signature: the detector names nothing, and the bytes must read as text.
  '.txt': { detectedAs: ['text'], contentType: 'text/plain' },
};

/** Bytes that read as text: no NUL bytes and few control characters (a binary file renamed .txt has many). */
export const looksLikePlainText = (bytes: Uint8Array): boolean => {
  let control = 0;
  for (const byte of bytes) {
    if (byte === 0) return false;
    if (byte < 32 && byte !== 9 && byte !== 10 && byte !== 13 && byte !== 12) control += 1;
  }
  return control <= bytes.length * 0.01;
};

export const expectedContent = (fileName: string): ExpectedContent | undefined =>
  expectedByExtension[fileExtension(fileName)];

/** The bytes a content detector reads from the start of a file (file-type's sample size). */
export const contentHeadBytes = 4100;
/**
 * The bytes kept from the end of a file for its structure checks: a ZIP's end record with the
 * longest comment and a directory far larger than any real Word document's.
 */
export const contentTailBytes = 128 * 1024;

/** The start and the end of one file, as kept while it streams (the whole file when it is small). */
export interface FileEnds {
  head: Uint8Array;
  tail: Uint8Array;
  size: number;
}

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
const uint16 = (bytes: Uint8Array, at: number) => bytes[at] | (bytes[at + 1] << 8);
const uint32 = (bytes: Uint8Array, at: number) => (uint16(bytes, at) + uint16(bytes, at + 2) * 0x10000) >>> 0;

/** A PDF starts with its header and ends with an end-of-file marker in its last kilobyte. */
const isWholePdf = ({ head, tail }: FileEnds) =>
  latin1(head.subarray(0, 5)) === '%PDF-' && latin1(tail.subarray(-1024)).includes('%%EOF');

/** The names in a ZIP's central directory, read from the file's tail, or undefined when there is none. */
export const zipEntryNames = ({ tail, size }: FileEnds): string[] | undefined => {
  const endRecord = 22;
  const lowest = Math.max(0, tail.length - endRecord - 0xffff);
  let end = -1;
  for (let at = tail.length - endRecord; at >= lowest; at -= 1) {
    if (uint32(tail, at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = uint16(tail, end + 10);
  const directorySize = uint32(tail, end + 12);
  // Where the directory starts within the tail (the tail begins `size - tail.length` into the file).
  let at = uint32(tail, end + 16) - (size - tail.length);
  if (at < 0 || at + directorySize > end) return undefined;
  const names: string[] = [];
  for (let entry = 0; entry < entries; entry += 1) {
    if (at + 46 > end || uint32(tail, at) !== 0x02014b50) return undefined;
    const nameLength = uint16(tail, at + 28);
    const next = at + 46 + nameLength + uint16(tail, at + 30) + uint16(tail, at + 32);
    if (next > end) return undefined;
    names.push(new TextDecoder().decode(tail.subarray(at + 46, at + 46 + nameLength)));
    at = next;
  }
  return names;
};

/** A Word document is a ZIP whose directory lists its content types and its main document part. */
const isWholeDocx = (file: FileEnds) => {
  const names = zipEntryNames(file);
  return names !== undefined && names.includes('[Content_Types].xml') && names.includes('word/document.xml');
};

/** An old Word document is an OLE2 compound file: its header names a known version and sector size. */
const isCompoundFile = ({ head, size }: FileEnds) => {
  const signature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  if (size < 512 || head.length < 512 || !signature.every((byte, index) => head[index] === byte)) return false;
  const majorVersion = uint16(head, 26);
  const sectorShift = uint16(head, 30);
  return uint16(head, 28) === 0xfffe && ((majorVersion === 3 && sectorShift === 9) || (majorVersion === 4 && sectorShift === 12));
};

const structureChecks: Record<string, (file: FileEnds) => boolean> = {
  '.pdf': isWholePdf,
  '.docx': isWholeDocx,
  '.doc': isCompoundFile,
  '.txt': ({ head, tail }) => looksLikePlainText(head) && looksLikePlainText(tail),
};

/**
 * The whole-file checks cheap enough for every upload, on the ends kept while it streamed. Images
 * are taken on the detector's word alone: a viewer shows a damaged image as damaged.
 */
export const hasExpectedStructure = (fileName: string, file: FileEnds): boolean =>
  structureChecks[fileExtension(fileName)]?.(file) ?? expectedContent(fileName) !== undefined;

export const contentMismatchMessage = (fileName: string, t: Translate = domainEnglish) => {
  const format = fileExtension(fileName).slice(1).toUpperCase();
  return format
    ? t('File "{{fileName}}" does not look like a {{format}} file. Please upload the original document.', { fileName, format })
    : t('File "{{fileName}}" does not look like a supported file. Please upload the original document.', { fileName });
};
