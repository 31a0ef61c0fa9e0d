import { isDuplicateKeyError, SavedJobModel } from '@jobboard/db';

export type SavedJobOwner = { role: 'jobseeker' | 'veteran'; id: string };

const ownerFilter = (owner: SavedJobOwner) => ({ ownerId: owner.id, ownerRole: owner.role });

/** Saved jobs: one document per (owner, job), kept unique by the index, so every save is idempotent. */
export const savedJobRepository = {
  /** The owner's saves, newest first. */
  async listOf(owner: SavedJobOwner) {
    const saves = await SavedJobModel.find(ownerFilter(owner), { jobId: 1, savedAt: 1 }).sort({ savedAt: -1, _id: -1 }).lean();
    return saves.map(({ jobId, savedAt }) => ({ jobId: String(jobId), savedAt }));
  },

  count(owner: SavedJobOwner) {
    return SavedJobModel.countDocuments(ownerFilter(owner));
  },

  /** Saves the job unless it is saved already (an upsert on the unique key; a racing twin is fine). */
  async save(owner: SavedJobOwner, jobId: string, savedAt = new Date()) {
    try {
      await SavedJobModel.updateOne(
        { ...ownerFilter(owner), jobId },
        { $setOnInsert: { ...ownerFilter(owner), jobId, savedAt } },
        { upsert: true },
      );
    } catch (error) {
      // Two upserts of the same new key: one inserts, the other meets the unique index. Saved either way.
      if (!isDuplicateKeyError(error)) throw error;
    }
  },

  /** Removes the owner's save of the job, if any: only the owner's own document can match. */
  async remove(owner: SavedJobOwner, jobId: string) {
    await SavedJobModel.deleteOne({ ...ownerFilter(owner), jobId });
  },
};
