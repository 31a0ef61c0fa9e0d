import { Writable } from 'node:stream';
import {
  analysisMessages,
  analysisUploadLimits,
  applicationMessages,
  documentAnalysisFormFieldsSchema,
  resumeAnalysisFormFieldsSchema,
  type AnalysisKind,
  type TitledMessage,
} from '@jobboard/contracts';
import type { UploadProblem } from '@jobboard/domain';
import { receiveMultipartForm, type FileSink, type MultipartFormRules } from '@jobboard/server-kit';
import type { Request } from 'express';

/** Each tab's words for a problem with its upload. */
const refusalOf =
  (kind: AnalysisKind) =>
  (problem: UploadProblem<'file'>): TitledMessage => {
    const messages = analysisMessages[kind];
    switch (problem.reason) {
      case 'tooLarge':
        return messages.tooLarge;
      case 'unsupportedFormat':
        return messages.invalidType;
      case 'contentMismatch':
        return kind === 'document' ? analysisMessages.document.invalid : messages.invalidType;
      case 'tooManyFiles':
        return { ...applicationMessages.tooManyFiles };
      default:
        return { title: messages.failed.title, message: kind === 'document' ? analysisMessages.document.invalid.message : messages.failed.message };
    }
  };

const rulesFor = <Fields extends typeof resumeAnalysisFormFieldsSchema | typeof documentAnalysisFormFieldsSchema>(
  kind: AnalysisKind,
  fields: Fields,
): MultipartFormRules<'file', Fields> => ({
  formName: kind === 'resume' ? 'resume' : 'document',
  fields,
  files: { file: { fields: kind === 'resume' ? /^resume$/ : /^document$/, maxFiles: 1, extensions: analysisUploadLimits[kind].extensions } },
  limits: { fileBytes: analysisUploadLimits[kind].maxFileBytes, fieldBytes: 1024, fields: 5, parts: 8 },
  describeProblem: refusalOf(kind),
});

const resumeRules = rulesFor('resume', resumeAnalysisFormFieldsSchema);
const documentRules = rulesFor('document', documentAnalysisFormFieldsSchema);

/**
 * Files held in memory only for the analysis: the result is stored, never the file. The upload
 * limit (busboy cuts a file one byte past it) bounds what one request holds.
 */
export const memoryFileSink = () => {
  const files = new Map<string, Buffer>();
  let next = 0;
  const sink: FileSink = {
    open: () => {
      const fileId = String((next += 1));
      const chunks: Buffer[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk);
          callback();
        },
        final(callback) {
          files.set(fileId, Buffer.concat(chunks));
          callback();
        },
      });
      return { fileId, stream };
    },
  };
  return { sink, bytesOf: (fileId: string) => files.get(fileId) };
};

export const resumeAnalysisFormOf = (req: Request) => (sink: FileSink) => receiveMultipartForm(req, resumeRules, sink);
export const documentAnalysisFormOf = (req: Request) => (sink: FileSink) => receiveMultipartForm(req, documentRules, sink);
