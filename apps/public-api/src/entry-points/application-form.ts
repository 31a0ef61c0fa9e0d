import { applicationFormFieldsSchema, applicationUploadLimits } from '@jobboard/contracts';
import { allowedExtensions, applicationUploadRefusal, type UploadKind } from '@jobboard/domain';
import { receiveMultipartForm, type FileSink, type MultipartFormRules } from '@jobboard/server-kit';
import type { Request } from 'express';

/** The apply form as it travels: its text fields' contract, its two kinds of file, and its limits. */
const applicationFormRules: MultipartFormRules<UploadKind, typeof applicationFormFieldsSchema> = {
  formName: 'application',
  fields: applicationFormFieldsSchema,
  files: {
    resume: { fields: /^resume$/, maxFiles: 1, extensions: allowedExtensions('resume') },
    supporting: {
      fields: /^supportingDocument_\d{1,2}$/,
      maxFiles: applicationUploadLimits.maxSupportingDocuments,
      extensions: allowedExtensions('supporting'),
    },
  },
  limits: { fileBytes: applicationUploadLimits.maxFileBytes, fieldBytes: 128 * 1024, fields: 20, parts: 40 },
  describeProblem: applicationUploadRefusal,
};

/** Reads this request's application form, its files written into the sink the use case gives. */
export const applicationFormOf = (req: Request) => (sink: FileSink) => receiveMultipartForm(req, applicationFormRules, sink);
