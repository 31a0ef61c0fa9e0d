import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StoredFile, TitledMessage } from '@jobboard/contracts';
import type { FileUploads } from '@jobboard/db';
import {
  contentHeadBytes,
  contentTailBytes,
  fileExtension,
  isWithinUploadSizeLimit,
  type UploadProblem,
} from '@jobboard/domain';
import busboy from 'busboy';
import type { Request } from 'express';
import type { z } from 'zod';
import { AppError } from './app-error';
import { RequestAbortedError } from './error-handler';
import { startMatchesExtension, verifiedContentType } from './file-content';
import { parseOrRefuse } from './validate';

/** Where received files are written: a file repository's uploads for this request. */
export type FileSink = Pick<FileUploads, 'open'>;

/** One kind of file a form takes: the fields that carry it, how many, and which extensions. */
export interface FileSlot {
  fields: RegExp;
  maxFiles: number;
  extensions: readonly string[];
}

export interface MultipartFormRules<Slot extends string, Fields extends z.ZodType> {
  /** Names the form in the answers about the request itself: "Please send the application as ...". */
  formName: string;
  /** The contract of the text fields. */
  fields: Fields;
  files: Record<Slot, FileSlot>;
  limits: { fileBytes: number; fieldBytes: number; fields: number; parts: number };
  /** The form's own words for a problem with its files or its size. */
  describeProblem: (problem: UploadProblem<Slot>) => TitledMessage;
}

export interface ReceivedForm<Slot extends string, Fields> {
  fields: Fields;
  files: Record<Slot, StoredFile[]>;
}

type StoreOutcome = { file: StoredFile } | { problem: Extract<UploadProblem, { reason: 'tooLarge' | 'contentMismatch' }> };

/**
 * Streams one file into the sink while hashing it and keeping its two ends for the content check
 * (its start as soon as file-type's sample has arrived, its whole structure once it has ended).
 * A file whose start does not match its extension stops being written, but is still drained so
 * the rest of the form can be read.
 */
const storeFile = async (stream: Readable, fileName: string, slot: string, sink: FileSink, maxBytes: number): Promise<StoreOutcome> => {
  const upload = sink.open(fileName, { kind: slot });
  const hash = createHash('sha256');
  let received = 0;
  let head = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  let mismatch = false;
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (mismatch) return callback();
      tail = Buffer.concat([tail, chunk]).subarray(-contentTailBytes);
      const keep = () => {
        hash.update(chunk);
        callback(null, chunk);
      };
      if (head.length >= contentHeadBytes) return keep();
      head = Buffer.concat([head, chunk.subarray(0, contentHeadBytes - head.length)]);
      if (head.length < contentHeadBytes) return keep();
      startMatchesExtension(fileName, head).then((matches) => {
        mismatch = !matches;
        if (mismatch) callback();
        else keep();
      }, callback);
    },
  });
  await pipeline(stream, inspect, upload.stream);
  if (!isWithinUploadSizeLimit(received, maxBytes)) return { problem: { reason: 'tooLarge', fileName } };
  const contentType = mismatch ? undefined : await verifiedContentType(fileName, { head, tail, size: received });
  if (!contentType) return { problem: { reason: 'contentMismatch', fileName } };
  return { file: { fileId: upload.fileId, name: fileName, size: received, contentType, sha256: hash.digest('hex') } };
};

/**
 * Reads a multipart form: files stream into `sink` as they arrive (checked for count, extension,
 * size and content), then the text fields are parsed by their contract. The first problem with
 * the files, in the order found, is the answer (a 400 with the form's title for it); the files
 * already written stay in the sink for its owner to remove.
 */
export const receiveMultipartForm = <Slot extends string, Fields extends z.ZodType>(
  req: Request,
  rules: MultipartFormRules<Slot, Fields>,
  sink: FileSink,
): Promise<ReceivedForm<Slot, z.output<Fields>>> =>
  new Promise((resolve, reject) => {
    const slots = Object.entries(rules.files) as [Slot, FileSlot][];
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send a file's name as UTF-8 bytes; busboy would read them as latin1.
        defParamCharset: 'utf8',
        limits: {
          // Busboy cuts a file when it reaches this: one byte more than the largest file allowed,
          // so a file of exactly the limit arrives whole and one byte more is seen as too large.
          fileSize: rules.limits.fileBytes + 1,
          // One past the real maximum, so one file too many is seen and named by its slot.
          files: slots.reduce((total, [, slot]) => total + slot.maxFiles, 0) + 1,
          fields: rules.limits.fields,
          fieldSize: rules.limits.fieldBytes,
          parts: rules.limits.parts,
        },
      });
    } catch {
      reject(AppError.badRequest(`Please send the ${rules.formName} as multipart/form-data.`));
      return;
    }
    const fields: Record<string, string> = {};
    const files = {} as Record<Slot, StoredFile[]>;
    for (const [name] of slots) files[name] = [];
    const started = new Map<Slot, number>();
    const pending: Promise<void>[] = [];
    let problem: UploadProblem<Slot> | undefined;
    const note = (found: UploadProblem<Slot>) => {
      problem ??= found;
    };
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      // Ends the file being written, so its store stops waiting for bytes that will not come.
      parser.destroy();
      // A client that went away mid-upload explains whatever part of the reading noticed it first.
      reject(req.readableAborted ? new RequestAbortedError() : error);
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return note({ reason: 'fieldTooLong', field: name });
      fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const fileName = info.filename ?? '';
      // An empty file input still sends a part, with no name and no bytes.
      if (!fileName) return void stream.resume();
      const match = slots.find(([, slot]) => slot.fields.test(field));
      let found: UploadProblem<Slot> | undefined;
      if (!match) found = { reason: 'unexpectedFile', field };
      else if ((started.get(match[0]) ?? 0) >= match[1].maxFiles) found = { reason: 'tooManyFiles', slot: match[0] };
      else if (!match[1].extensions.includes(fileExtension(fileName))) {
        found = { reason: 'unsupportedFormat', slot: match[0], fileName };
      }
      if (found) note(found);
      // After the first problem nothing more is stored: the answer is already decided.
      if (problem || !match) return void stream.resume();
      const [slot] = match;
      started.set(slot, (started.get(slot) ?? 0) + 1);
      pending.push(
        storeFile(stream, fileName, slot, sink, rules.limits.fileBytes).then((outcome) => {
          if ('problem' in outcome) note(outcome.problem);
          else files[slot].push(outcome.file);
        }, fail),
      );
    });
    parser.on('filesLimit', () => note({ reason: 'tooManyFiles' }));
    parser.on('partsLimit', () => note({ reason: 'tooManyParts' }));
    parser.on('fieldsLimit', () => note({ reason: 'tooManyFields' }));
    parser.on('error', () => fail(AppError.badRequest(`The ${rules.formName} form could not be read.`)));
    parser.on('close', () => {
      void Promise.all(pending).then(() => {
        if (failed) return;
        if (problem) {
          const refusal = rules.describeProblem(problem);
          return reject(AppError.badRequest(refusal.message, refusal.title));
        }
        try {
          resolve({ fields: parseOrRefuse(rules.fields, fields), files });
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on('error', fail);
    req.pipe(parser);
  });
