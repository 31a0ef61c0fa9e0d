import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { applicationMessages, applicationUploadLimits } from '@jobboard/contracts';
import { openFileUpload } from '@jobboard/db';
import {
  allowedExtensions,
  contentMismatchMessage,
  contentTypeByBytes,
  fileExtension,
  fileTooLargeMessage,
  sniffLength,
  tooManySupportingDocumentsMessage,
  unsupportedFormatMessage,
  type UploadKind,
} from '@jobboard/domain';
import { AppError } from '@jobboard/server-kit';
import busboy from 'busboy';
import type { Request } from 'express';
import type { Types } from 'mongoose';
import type { ReceivedFile, ReceivedForm } from '../domain/applications/submit-application';

const supportingField = /^supportingDocument_\d{1,2}$/;
const maxFieldBytes = 128 * 1024;

type StoreOutcome = { file: ReceivedFile } | { problem: string };

/**
 * Streams one file into GridFS while hashing it and checking its first bytes. The size limit is
 * busboy's: past it the stream is cut ('limit') and the rest of the part is discarded unread.
 * A file whose bytes do not match its extension stops being written, but is still drained so
 * the rest of the form can be read.
 */
const storeFile = async (
  stream: Readable & { truncated?: boolean },
  name: string,
  kind: UploadKind,
  stored: Types.ObjectId[],
): Promise<StoreOutcome> => {
  const upload = openFileUpload(name, { kind });
  stored.push(upload.id);
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  let contentType: string | undefined;
  let mismatch = false;
  let tooLarge = false;
  stream.on('limit', () => {
    tooLarge = true;
  });
  const decide = () => {
    contentType = contentTypeByBytes(name, head);
    mismatch = contentType === undefined;
  };
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (mismatch) return callback();
      if (contentType === undefined) {
        head = Buffer.concat([head, chunk.subarray(0, sniffLength - head.length)]);
        if (head.length >= sniffLength) decide();
        if (mismatch) return callback();
      }
      size += chunk.length;
      hash.update(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      if (contentType === undefined && !mismatch) decide();
      callback();
    },
  });
  await pipeline(stream, inspect, upload);
  if (tooLarge || stream.truncated) return { problem: fileTooLargeMessage(name) };
  if (mismatch || !contentType) return { problem: contentMismatchMessage(name) };
  return { file: { fileId: upload.id, name, size, contentType, sha256: hash.digest('hex') } };
};

/**
 * Reads the multipart application form. Every GridFS file opened is pushed onto `stored` as soon
 * as it is opened, so the caller can remove them all whatever happens next.
 */
export const receiveApplicationForm = (req: Request, stored: Types.ObjectId[]): Promise<ReceivedForm> =>
  new Promise<ReceivedForm>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: applicationUploadLimits.maxFileBytes,
          // One past the real maximum, so a second resume is seen and named as such.
          files: applicationUploadLimits.maxSupportingDocuments + 2,
          fields: 20,
          fieldSize: maxFieldBytes,
          parts: 40,
        },
      });
    } catch {
      reject(AppError.badRequest('Please send the application as multipart/form-data.'));
      return;
    }
    const form: ReceivedForm = { fields: {}, supportingDocuments: [] };
    const pending: Promise<void>[] = [];
    const refuse = (message: string) => {
      const title =
        message === applicationMessages.tooManyFiles.message || message === tooManySupportingDocumentsMessage
          ? applicationMessages.tooManyFiles.title
          : applicationMessages.fileUploadError;
      form.fileProblem ??= { title, message };
    };
    let failed = false;
    let resumeStarted = false;
    let supportingCount = 0;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      reject(error);
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return refuse(`The ${name} field is too long.`);
      form.fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const name = info.filename ?? '';
      // An empty file input still sends a part, with no name and no bytes.
      if (!name) return void stream.resume();
      const kind: UploadKind | undefined =
        field === 'resume' ? 'resume' : supportingField.test(field) ? 'supporting' : undefined;
      let problem: string | undefined;
      if (!kind) problem = `Unexpected file field "${field}".`;
      else if (kind === 'resume' && resumeStarted) problem = applicationMessages.tooManyFiles.message;
      else if (kind === 'supporting' && supportingCount >= applicationUploadLimits.maxSupportingDocuments) {
        problem = tooManySupportingDocumentsMessage;
      } else if (!allowedExtensions(kind).includes(fileExtension(name))) problem = unsupportedFormatMessage(name, kind);
      if (problem || form.fileProblem) {
        if (problem) refuse(problem);
        return void stream.resume();
      }
      if (kind === 'resume') resumeStarted = true;
      else supportingCount += 1;
      pending.push(
        storeFile(stream, name, kind!, stored).then((outcome) => {
          if ('problem' in outcome) return refuse(outcome.problem);
          if (kind === 'resume') form.resume = outcome.file;
          else form.supportingDocuments.push(outcome.file);
        }, fail),
      );
    });
    parser.on('filesLimit', () => refuse(tooManySupportingDocumentsMessage));
    parser.on('partsLimit', () => refuse('The application form has too many parts.'));
    parser.on('fieldsLimit', () => refuse('The application form has too many fields.'));
    parser.on('error', () => fail(AppError.badRequest('The application form could not be read.')));
    parser.on('close', () => {
      void Promise.all(pending).then(() => {
        if (!failed) resolve(form);
      });
    });
    req.on('error', fail);
    req.pipe(parser);
  });
