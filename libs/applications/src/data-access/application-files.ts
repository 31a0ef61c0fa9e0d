import { applicationFilesBucket, deleteStoredFile, readStoredFile, startFileUploads } from '@jobboard/db';

/** Resumes and supporting documents in their GridFS bucket: the service reaches it only through here. */
export const applicationFileRepository = {
  /** One request's uploads; a refused application removes exactly these. */
  startUploads: () => startFileUploads(applicationFilesBucket),
  read: (fileId: string) => readStoredFile(fileId, applicationFilesBucket),
  /** Removes stored files (a file already gone is not an error). */
  removeAll: async (fileIds: readonly string[]) => {
    await Promise.all(fileIds.map((fileId) => deleteStoredFile(fileId, applicationFilesBucket)));
  },
};
