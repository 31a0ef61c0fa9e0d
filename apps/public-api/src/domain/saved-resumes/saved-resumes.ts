import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { applicationMessages, savedResumesLimit, savedResumesMessages, type SavedResumeList, type StoredFile } from '@jobboard/contracts';
import { freeResumeSlot, preselectedResumeId } from '@jobboard/domain';
import { applicationFileRepository, savedResumeRepository, type ResumeOwner } from '@jobboard/applications';
import { AppError, type FileSink, type Logger, type ReceivedForm } from '@jobboard/server-kit';

type ResumeForm = ReceivedForm<'resume', Record<string, never>>;
type ReceiveResume = (sink: FileSink) => Promise<ResumeForm>;
type Log = Pick<Logger, 'error'>;

/** The owner's saved resumes, newest first, with the one the Apply dialog picks first. */
export const listSavedResumes = async (owner: ResumeOwner): Promise<SavedResumeList> => {
  const [resumes, lastSha256] = await Promise.all([savedResumeRepository.listOf(owner), savedResumeRepository.lastApplicationResumeSha256(owner)]);
  return {
    resumes: resumes.map(({ id, file, uploadedAt }) => ({
      id,
      name: file.name,
      size: file.size,
      contentType: file.contentType,
      uploadedAt: uploadedAt.toISOString(),
    })),
    limit: savedResumesLimit,
    preselectedId:
      preselectedResumeId(
        resumes.map(({ id, file, uploadedAt }) => ({ id, sha256: file.sha256, uploadedAt })),
        lastSha256,
      ) ?? null,
  };
};

/**
 * Receives one checked resume file into the application files' bucket and hands it to `keep`;
 * unless `keep` answers true, the stored file is removed again, so a refused upload leaves nothing.
 */
const withReceivedResume = async (receiveForm: ReceiveResume, log: Log, keep: (file: StoredFile) => Promise<boolean>) => {
  const uploads = applicationFileRepository.startUploads();
  let kept = false;
  try {
    const { files } = await receiveForm(uploads);
    const file = files.resume[0];
    if (!file) throw AppError.badRequest(applicationMessages.resumeRequired.message, applicationMessages.resumeRequired.title);
    kept = await keep(file);
  } finally {
    if (!kept) await uploads.removeAll().catch((error: unknown) => log.error({ err: error }, 'could not remove a refused saved resume'));
  }
};

/**
 * POST /api/saved-resumes: keeps a new resume, checked like an application's. A full profile is
 * refused before any byte is stored; then the file takes the lowest free slot, and when a racing
 * upload took it first, the next one, until none is left.
 */
export const saveResume = async (owner: ResumeOwner, receiveForm: ReceiveResume, log: Log): Promise<SavedResumeList> => {
  if ((await savedResumeRepository.count(owner)) >= savedResumesLimit) throw AppError.conflict(savedResumesMessages.tooMany);
  await withReceivedResume(receiveForm, log, async (file) => {
    // Each failed claim means another upload took a slot, so this ends within the limit's tries.
    for (let attempt = 0; attempt <= savedResumesLimit; attempt += 1) {
      const slot = freeResumeSlot(await savedResumeRepository.takenSlots(owner));
      if (slot === undefined) break;
      if (await savedResumeRepository.createInSlot(owner, slot, file)) return true;
    }
    throw AppError.conflict(savedResumesMessages.tooMany);
  });
  return listSavedResumes(owner);
};

/** PUT /api/saved-resumes/:resumeId: the new file takes the old one's place, then the old file is removed. */
export const replaceResume = async (owner: ResumeOwner, resumeId: string, receiveForm: ReceiveResume, log: Log): Promise<SavedResumeList> => {
  if (!(await savedResumeRepository.findOne(owner, resumeId))) throw AppError.notFound(savedResumesMessages.notFound);
  let replaced: StoredFile | undefined;
  await withReceivedResume(receiveForm, log, async (file) => {
    const previous = await savedResumeRepository.replaceFile(owner, resumeId, file);
    // Deleted meanwhile: the new file goes too.
    if (!previous) throw AppError.notFound(savedResumesMessages.notFound);
    replaced = previous.file;
    return true;
  });
  if (replaced) await removeFile(replaced, log);
  return listSavedResumes(owner);
};

/** DELETE /api/saved-resumes/:resumeId: the record, then its file (applications sent with it keep their own copy). */
export const deleteResume = async (owner: ResumeOwner, resumeId: string, log: Log): Promise<SavedResumeList> => {
  const removed = await savedResumeRepository.remove(owner, resumeId);
  if (!removed) throw AppError.notFound(savedResumesMessages.notFound);
  await removeFile(removed.file, log);
  return listSavedResumes(owner);
};

/** GET /api/saved-resumes/:resumeId/file: the owner's own resume as a stream; anyone else's is "not found". */
export const openSavedResume = async (owner: ResumeOwner, resumeId: string) => {
  const saved = await savedResumeRepository.findOne(owner, resumeId);
  if (!saved) throw AppError.notFound(savedResumesMessages.notFound);
  return { file: saved.file, stream: applicationFileRepository.openDownload(saved.file.fileId) };
};

/**
 * Applying with a saved resume: its bytes are copied into this application's own uploads, so the
 * employer receives a file like any uploaded one (same bucket, same download) and keeps it when
 * the owner later replaces or deletes the saved resume.
 */
export const copySavedResume = async (owner: ResumeOwner | undefined, resumeId: string, sink: FileSink): Promise<StoredFile> => {
  const saved = owner ? await savedResumeRepository.findOne(owner, resumeId) : undefined;
  if (!saved) throw AppError.notFound(savedResumesMessages.notFound);
  let bytes: Buffer;
  try {
    bytes = await applicationFileRepository.read(saved.file.fileId);
  } catch {
    // Replaced or deleted while this application was being read.
    throw AppError.notFound(savedResumesMessages.notFound);
  }
  const upload = sink.open(saved.file.name, { kind: 'resume' });
  await pipeline(Readable.from([bytes]), upload.stream);
  return { ...saved.file, fileId: upload.fileId, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
};

const removeFile = async (file: StoredFile, log: Log) => {
  await applicationFileRepository
    .removeAll([file.fileId])
    .catch((error: unknown) => log.error({ err: error, fileId: file.fileId }, 'could not remove a saved resume file'));
};
