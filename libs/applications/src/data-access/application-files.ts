import { applicationFilesBucket, deleteStoredFile, openStoredFileDownload, readStoredFile, startFileUploads } from '@jobboard/db';

/** Resumes and supporting documents in their GridFS bucket: the service reaches it only through here. */
export const applicationFileRepository = {
  /** One request's uploads; a refused application removes exactly these. */
  startUploads: () => startFileUploads(applicationFilesBucket),
  read: (fileId: string) => readStoredFile(fileId, applicationFilesBucket),
  /** The stored bytes as a stream, for a download. */
  openDownload: (fileId: string) => openStoredFileDownload(fileId, applicationFilesBucket),
  /** Removes stored files (a file already gone is not an error). */
  removeAll: async (fileIds: readonly string[]) => {
    await Promise.all(fileIds.map((fileId) => deleteStoredFile(fileId, applicationFilesBucket)));
  },
};
