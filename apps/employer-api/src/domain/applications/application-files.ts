import { hiringMessages, type Role } from '@jobboard/contracts';
import { AppError } from '@jobboard/server-kit';
import { applicationFileRepository } from '../../data-access/application-files';
import { applicationRepository } from '../../data-access/application-repository';

/** Who may download an application's files: the employer it was sent to, and the applicant. */
const mayRead = (application: { employerId: unknown; userId?: unknown; veteranId?: unknown }, reader: { role: Role; subjectId: string }) => {
  switch (reader.role) {
    case 'employer':
      return String(application.employerId) === reader.subjectId;
    case 'jobseeker':
      return application.userId != null && String(application.userId) === reader.subjectId;
    case 'veteran':
      return application.veteranId != null && String(application.veteranId) === reader.subjectId;
    default:
      return false;
  }
};

/**
 * One of an application's files (its resume or a supporting document) as a stream, for its
 * employer or its applicant; anyone else, or a file not of this application, is "not found".
 */
export const openApplicationFile = async (applicationId: string, fileId: string, reader: { role: Role; subjectId: string }) => {
  const application = await applicationRepository.findById(applicationId);
  if (!application || !mayRead(application, reader)) throw AppError.notFound(hiringMessages.fileNotFound);
  const file = [application.resume, ...application.supportingDocuments].find((stored) => stored && String(stored.fileId) === fileId);
  if (!file) throw AppError.notFound(hiringMessages.fileNotFound);
  return { file: { ...file, fileId }, stream: applicationFileRepository.openDownload(fileId) };
};
