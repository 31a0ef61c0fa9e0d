import type { ApplicationRanking } from '@jobboard/domain';
import { ApplicationModel, JobModel, projectionOf, type StoredFields } from '@jobboard/db';
import { isValidObjectId, type Types } from 'mongoose';

// What ranking reads of an application, and where its resume is.
const scoringFields = ['jobId', 'resume', 'coverLetter', 'screeningQuestions', 'screeningResponses', 'veteranId'] as const;
type ApplicationToScore = StoredFields<typeof ApplicationModel, (typeof scoringFields)[number]>;

/** The score's state on the application, every write conditional on it (the task may run twice). */
export const scoringRepository = {
  /** The application while it waits for its score, with what ranking reads; undefined once scored or gone. */
  findAwaitingScore: async (id: Types.ObjectId): Promise<ApplicationToScore | undefined> =>
    (await ApplicationModel.findOne({ _id: id, scoring: 'pending' }).select(projectionOf(scoringFields)).lean<ApplicationToScore>()) ?? undefined,

  /** The job as ranking reads it, whatever its status (an application sent before it closed is still scored). */
  findJobToRank: async (jobId: Types.ObjectId) =>
    (await JobModel.findById(jobId).select({ title: 1, experience: 1, requirements: 1, description: 1, screeningQuestions: 1 }).lean()) ?? undefined,

  /** Writes the score and the resume's text, once: only while the application still waits for it. */
  saveScore: async (id: Types.ObjectId, { resumeText, qualificationScore, ...ranking }: ApplicationRanking & { resumeText?: string }) => {
    const result = await ApplicationModel.updateOne(
      { _id: id, scoring: 'pending' },
      {
        $set: { ...ranking, scoring: 'scored', ...(resumeText === undefined ? {} : { resumeText }), ...(qualificationScore === undefined ? {} : { qualificationScore }) },
      },
    );
    return result.modifiedCount === 1;
  },

  markFailed: async (id: Types.ObjectId) => {
    await ApplicationModel.updateOne({ _id: id, scoring: 'pending' }, { $set: { scoring: 'failed' } });
  },

  /** An employer's application whose scoring failed waits for it again; false when not theirs or not failed. */
  reopenFailed: async (id: string, employerId: string): Promise<boolean> => {
    if (!isValidObjectId(id) || !isValidObjectId(employerId)) return false;
    const result = await ApplicationModel.updateOne({ _id: id, employerId, scoring: 'failed' }, { $set: { scoring: 'pending' } });
    return result.modifiedCount === 1;
  },

  /** Ids of applications whose scoring failed (oldest first), and makes each wait for its score again. */
  reopenEveryFailed: async (limit: number): Promise<Types.ObjectId[]> => {
    const failed = (await ApplicationModel.find({ scoring: 'failed' }).sort({ appliedAt: 1 }).limit(limit).select({ _id: 1 }).lean()).map((row) => row._id);
    const reopened: Types.ObjectId[] = [];
    for (const id of failed) {
      const result = await ApplicationModel.updateOne({ _id: id, scoring: 'failed' }, { $set: { scoring: 'pending' } });
      if (result.modifiedCount === 1) reopened.push(id);
    }
    return reopened;
  },

  /** Applications still waiting for a score that were stored before `before` (oldest first). */
  findAwaitingScoreSince: async (before: Date, limit: number): Promise<Types.ObjectId[]> =>
    (await ApplicationModel.find({ scoring: 'pending', appliedAt: { $lte: before } }).sort({ appliedAt: 1 }).limit(limit).select({ _id: 1 }).lean()).map(
      (application) => application._id,
    ),
};
