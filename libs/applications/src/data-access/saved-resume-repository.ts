import type { StoredFile } from '@jobboard/contracts';
import { ApplicationModel, isDuplicateKeyError, SavedResumeModel } from '@jobboard/db';

/** Who keeps saved resumes: a signed-in job seeker or veteran, never an id from the URL. */
export type ResumeOwner = { role: 'jobseeker' | 'veteran'; id: string };

export interface SavedResumeRecord {
  id: string;
  slot: number;
  file: StoredFile;
  uploadedAt: Date;
}

const ownerFilter = (owner: ResumeOwner) => ({ ownerId: owner.id, ownerRole: owner.role });

type StoredRecord = {
  _id: unknown;
  slot: number;
  file: { fileId: unknown; name: string; size: number; contentType: string; sha256: string };
  uploadedAt: Date;
};
const toRecord = ({ _id, slot, file, uploadedAt }: StoredRecord): SavedResumeRecord => ({
  id: String(_id),
  slot,
  file: { fileId: String(file.fileId), name: file.name, size: file.size, contentType: file.contentType, sha256: file.sha256 },
  uploadedAt,
});

/**
 * Saved resumes: one document per (owner, slot), the slot unique per owner, so the cap holds when
 * uploads race. Every query names the owner: another account's resume is simply not found.
 */
export const savedResumeRepository = {
  /** The owner's resumes, newest first. */
  async listOf(owner: ResumeOwner): Promise<SavedResumeRecord[]> {
    const records = await SavedResumeModel.find(ownerFilter(owner)).sort({ uploadedAt: -1, _id: -1 }).lean();
    return records.map(toRecord);
  },

  count: (owner: ResumeOwner) => SavedResumeModel.countDocuments(ownerFilter(owner)),

  async takenSlots(owner: ResumeOwner): Promise<number[]> {
    return (await SavedResumeModel.find(ownerFilter(owner), { slot: 1 }).lean()).map(({ slot }) => slot);
  },

  /** Keeps the file in the slot; false when a racing upload took that slot first. */
  async createInSlot(owner: ResumeOwner, slot: number, file: StoredFile, uploadedAt = new Date()): Promise<boolean> {
    try {
      await SavedResumeModel.create({ ...ownerFilter(owner), slot, file, uploadedAt });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  },

  async findOne(owner: ResumeOwner, id: string): Promise<SavedResumeRecord | undefined> {
    const record = await SavedResumeModel.findOne({ _id: id, ...ownerFilter(owner) }).lean();
    return record ? toRecord(record) : undefined;
  },

  /** Puts a new file in place of the old one in one atomic update; answers the old record, or undefined when there is none. */
  async replaceFile(owner: ResumeOwner, id: string, file: StoredFile, uploadedAt = new Date()): Promise<SavedResumeRecord | undefined> {
    const previous = await SavedResumeModel.findOneAndUpdate(
      { _id: id, ...ownerFilter(owner) },
      { $set: { file, uploadedAt } },
      { returnDocument: 'before' },
    ).lean();
    return previous ? toRecord(previous) : undefined;
  },

  /** Removes the record; answers it, or undefined when the owner has no such resume. */
  async remove(owner: ResumeOwner, id: string): Promise<SavedResumeRecord | undefined> {
    const removed = await SavedResumeModel.findOneAndDelete({ _id: id, ...ownerFilter(owner) }).lean();
    return removed ? toRecord(removed) : undefined;
  },

  /** The bytes' hash of the resume the owner sent with the last confirmed application. */
  async lastApplicationResumeSha256(owner: ResumeOwner): Promise<string | undefined> {
    const key = owner.role === 'jobseeker' ? 'userId' : 'veteranId';
    const last = await ApplicationModel.findOne({ [key]: owner.id })
      .select('resume.sha256')
      .sort({ appliedAt: -1 })
      .lean<{ resume?: { sha256?: string } } | null>();
    return last?.resume?.sha256 ?? undefined;
  },
};
