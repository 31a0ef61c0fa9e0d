import { applicationUploadLimits, savedResumeFormFieldsSchema } from '@jobboard/contracts';
import { allowedExtensions, applicationUploadRefusal } from '@jobboard/domain';
import { receiveMultipartForm, type FileSink, type MultipartFormRules } from '@jobboard/server-kit';
import type { Request } from 'express';

/** A saved resume is checked exactly like an application's resume: its extensions, its size, its content. */
const savedResumeFormRules: MultipartFormRules<'resume', typeof savedResumeFormFieldsSchema> = {
  formName: 'resume',
  fields: savedResumeFormFieldsSchema,
  files: { resume: { fields: /^resume$/, maxFiles: 1, extensions: allowedExtensions('resume') } },
  limits: { fileBytes: applicationUploadLimits.maxFileBytes, fieldBytes: 1024, fields: 5, parts: 8 },
  describeProblem: applicationUploadRefusal,
};

/** Reads this request's resume upload, its file written into the sink the use case gives. */
export const savedResumeFormOf = (req: Request) => (sink: FileSink) => receiveMultipartForm(req, savedResumeFormRules, sink);
