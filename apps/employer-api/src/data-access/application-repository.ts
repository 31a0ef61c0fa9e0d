import type { ApplicationStatus } from '@jobboard/contracts';
import { ApplicationModel, JobModel, projectionOf, updateOf, VeteranProfileModel, type Stored, type StoredFields } from '@jobboard/db';
import type { ApplicationRanking } from '@jobboard/domain';
import { isValidObjectId, Types } from 'mongoose';

/** An application as the employer's use cases read it (the resume text only where asked for). */
export type ApplicationRow = Stored<typeof ApplicationModel>;

/** What an employer's decision changes on an application. */
export type ApplicationChange = Partial<
  Pick<ApplicationRow, 'status' | 'notes' | 'rejectionReason' | 'reviewedAt' | 'pipelineStage' | 'employerRating' | 'employerNotes' | 'nextFollowUpDate' | 'lastContactDate'>
>;

export interface ApplicationFilter {
  jobId?: string;
  status?: ApplicationStatus;
}

const orders = {
  newest: { appliedAt: -1, _id: -1 },
  // Highest displayed score first; ties go to the earlier application.
  ranked: { rankScore: -1, appliedAt: 1, _id: 1 },
} as const;

export type ApplicationOrder = keyof typeof orders;

const filterOf = (employerId: string, filter: ApplicationFilter) => ({
  employerId: new Types.ObjectId(employerId),
  ...(filter.jobId ? { jobId: new Types.ObjectId(filter.jobId) } : {}),
  ...(filter.status ? { status: filter.status } : {}),
});

/** What ranking reads of an application. */
const rankingFields = ['resumeText', 'coverLetter', 'screeningQuestions', 'screeningResponses', 'veteranId'] as const;

export const applicationRepository = {
  /** One page of the employer's applications in the order asked, with the total. */
  async findPage(employerId: string, filter: ApplicationFilter, { order, skip, limit }: { order: ApplicationOrder; skip: number; limit: number }) {
    const query = filterOf(employerId, filter);
    const [rows, total] = await Promise.all([
      ApplicationModel.find(query).sort(orders[order]).skip(skip).limit(limit).lean(),
      ApplicationModel.countDocuments(query),
    ]);
    return { rows, total };
  },

  /** The status of these jobs, to show a closed position beside its applications. */
  async jobStatuses(jobIds: readonly Types.ObjectId[]): Promise<Map<string, string>> {
    const jobs = await JobModel.find({ _id: { $in: jobIds } }).select(projectionOf(['status'])).lean<StoredFields<typeof JobModel, 'status'>[]>();
    return new Map(jobs.map((job) => [String(job._id), job.status]));
  },

  /** The application if it was sent to this employer; undefined otherwise (another's looks like none). */
  async findOwned(id: string, employerId: string): Promise<ApplicationRow | undefined> {
    if (!isValidObjectId(id)) return undefined;
    return (await ApplicationModel.findOne({ _id: id, employerId }).lean()) ?? undefined;
  },

  async findById(id: string): Promise<ApplicationRow | undefined> {
    if (!isValidObjectId(id)) return undefined;
    return (await ApplicationModel.findById(id).lean()) ?? undefined;
  },

  /** Sets reviewedAt the first time only (a conditional update: a later open keeps the first date). */
  /**
   * Counts one view of the veteran's profile the first time an employer opens the application:
   * the marker and the count are two updates, the marker first and conditional, so concurrent
   * opens count once.
   */
  async countVeteranProfileView(id: Types.ObjectId, veteranId: Types.ObjectId, at: Date) {
    const marked = await ApplicationModel.updateOne({ _id: id, veteranProfileViewedAt: { $exists: false } }, { $set: { veteranProfileViewedAt: at } });
    if (marked.modifiedCount === 1) await VeteranProfileModel.updateOne({ _id: veteranId }, { $inc: { profileViews: 1 } });
  },

  async markReviewed(id: Types.ObjectId, at: Date) {
    await ApplicationModel.updateOne({ _id: id, reviewedAt: { $exists: false } }, { $set: { reviewedAt: at } });
  },

  /**
   * Changes the application's fields (only this employer's application): a field given a value is
   * set, one given undefined is removed. Answers the application as it is now.
   */
  async change(id: Types.ObjectId, employerId: string, change: ApplicationChange) {
    return (
      (await ApplicationModel.findOneAndUpdate({ _id: id, employerId }, updateOf(change), {
        returnDocument: 'after',
        runValidators: true,
      }).lean()) ?? undefined
    );
  },

  /** A job's applications with what ranking reads, to score them again after the job changed. */
  async findForRanking(jobId: Types.ObjectId | string) {
    // One still waiting for the worker is scored by it against the job as it is then.
    return ApplicationModel.find({ jobId, scoring: { $nin: ['pending', 'failed'] } }).select(projectionOf(rankingFields)).lean<StoredFields<typeof ApplicationModel, (typeof rankingFields)[number]>[]>();
  },

  async saveRanking(id: Types.ObjectId, ranking: ApplicationRanking) {
    const { qualificationScore, ...rest } = ranking;
    await ApplicationModel.updateOne(
      { _id: id },
      qualificationScore === undefined ? { $set: rest, $unset: { qualificationScore: 1 } } : { $set: { ...rest, qualificationScore } },
    );
  },
};
