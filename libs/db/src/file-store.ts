import mongoose, { Types } from 'mongoose';

/** Resumes and supporting documents sent with applications (ARCHITECTURE "Files"). */
export const applicationFilesBucket = 'applicationFiles';

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

export const readStoredFile = async (fileId: Types.ObjectId, bucketName = applicationFilesBucket): Promise<Buffer> => {
  const parts: Buffer[] = [];
  for await (const part of bucketOf(bucketName).openDownloadStream(fileId)) parts.push(part as Buffer);
  return Buffer.concat(parts);
};

/** Removes the file and its chunks; a file already gone (or only partly written) is not an error. */
export const deleteStoredFile = async (fileId: Types.ObjectId, bucketName = applicationFilesBucket): Promise<void> => {
  try {
    await bucketOf(bucketName).delete(fileId);
  } catch (error) {
    // The driver removes the chunks before it reports a missing files entry.
    if (!/file not found/i.test((error as Error).message)) throw error;
  }
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
