import { applicationFilesBucket, readStoredFile, startFileUploads } from '@jobboard/db';

/** Resumes and supporting documents in their GridFS bucket: the service reaches it only through here. */
export const applicationFileRepository = {
  /** One request's uploads; a refused application removes exactly these. */
  startUploads: () => startFileUploads(applicationFilesBucket),
  read: (fileId: string) => readStoredFile(fileId, applicationFilesBucket),
};
