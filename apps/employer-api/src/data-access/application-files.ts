import { applicationFilesBucket, openStoredFileDownload } from '@jobboard/db';

/** The application files' GridFS bucket, for reading: the service reaches it only through here. */
export const applicationFileRepository = {
  openDownload: (fileId: string) => openStoredFileDownload(fileId, applicationFilesBucket),
};
