import type { Writable } from 'node:stream';
import mongoose, { Types } from 'mongoose';

/** Resumes and supporting documents sent with applications (ARCHITECTURE "Files"). */
export const applicationFilesBucket = 'applicationFiles';

/** Records carry a file's id as a string (the contracts' StoredFile); the driver wants an ObjectId. */
type FileId = Types.ObjectId | string;
const objectIdOf = (fileId: FileId) => (typeof fileId === 'string' ? new Types.ObjectId(fileId) : fileId);

const bucketOf = (bucketName: string) => {
  const db = mongoose.connection.db;
  if (!db) throw new Error('database not connected');
  return new mongoose.mongo.GridFSBucket(db, { bucketName });
};

/** A GridFS upload stream: write the file's bytes into it; `id` names the stored file. */
export const openFileUpload = (
  fileName: string,
  metadata: Record<string, unknown> = {},
  bucketName = applicationFilesBucket,
) => bucketOf(bucketName).openUploadStream(fileName, { metadata });

export const readStoredFile = async (fileId: FileId, bucketName = applicationFilesBucket): Promise<Buffer> => {
  const parts: Buffer[] = [];
  for await (const part of bucketOf(bucketName).openDownloadStream(objectIdOf(fileId))) parts.push(part as Buffer);
  return Buffer.concat(parts);
};

/** A stream of the stored file's bytes, for sending it on without holding it in memory. */
export const openStoredFileDownload = (fileId: FileId, bucketName = applicationFilesBucket) =>
  bucketOf(bucketName).openDownloadStream(objectIdOf(fileId));

/** Removes the file and its chunks; a file already gone (or only partly written) is not an error. */
export const deleteStoredFile = async (fileId: FileId, bucketName = applicationFilesBucket): Promise<void> => {
  try {
    await bucketOf(bucketName).delete(objectIdOf(fileId));
  } catch (error) {
    // The driver removes the chunks before it reports a missing files entry.
    if (!/file not found/i.test((error as Error).message)) throw error;
  }
};

/** The files one request writes into a bucket. */
export interface FileUploads {
  /** A stream to write one file's bytes into; `fileId` names the stored file. */
  open(fileName: string, metadata?: Record<string, unknown>): { fileId: string; stream: Writable };
  /** Removes every file opened here, whole or partly written. */
  removeAll(): Promise<void>;
}

/**
 * Starts one request's uploads into a bucket. Every file is remembered as soon as it is opened,
 * so a request that fails halfway can remove exactly its own files, never another request's.
 */
export const startFileUploads = (bucketName: string): FileUploads => {
  const opened: Types.ObjectId[] = [];
  return {
    open: (fileName, metadata = {}) => {
      const stream = openFileUpload(fileName, metadata, bucketName);
      opened.push(stream.id);
      return { fileId: String(stream.id), stream };
    },
    removeAll: async () => {
      await Promise.all(opened.map((fileId) => deleteStoredFile(fileId, bucketName)));
    },
  };
};

/** How many files and chunks a bucket holds (tests check that nothing is left behind). */
export const countStoredFiles = async (bucketName = applicationFilesBucket): Promise<{ files: number; chunks: number }> => {
  const db = mongoose.connection.db;
  if (!db) throw new Error('database not connected');
  const [files, chunks] = await Promise.all([
    db.collection(`${bucketName}.files`).countDocuments(),
    db.collection(`${bucketName}.chunks`).countDocuments(),
  ]);
  return { files, chunks };
};
