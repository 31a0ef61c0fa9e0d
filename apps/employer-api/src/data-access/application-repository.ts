import type { ApplicationStatus, PipelineStage, QualificationExplanation, StoredFile } from '@jobboard/contracts';
import { ApplicationModel, JobModel, VeteranProfileModel } from '@jobboard/db';
import type { ApplicationRanking } from '@jobboard/domain';
import { isValidObjectId, Types } from 'mongoose';

/** An application as the employer's use cases read it (the resume text only where asked for). */
export interface ApplicationRow {
  _id: Types.ObjectId;
  jobId: Types.ObjectId;
  employerId: Types.ObjectId;
  userId?: Types.ObjectId | null;
  veteranId?: Types.ObjectId | null;
  applicantId?: string | null;
  applicantEmail: string;
  applicantName: string;
  jobTitle: string;
  companyName: string;
  preferredLanguage: string;
  resume?: StoredFile | null;
  supportingDocuments: StoredFile[];
  coverLetter?: string | null;
  screeningQuestions?: string[] | null;
  screeningResponses: string[];
  qualificationScore?: number | null;
  veteranBonus?: number | null;
  explanation?: QualificationExplanation | null;
  status: ApplicationStatus;
  appliedAt: Date;
  reviewedAt?: Date | null;
  notes?: string | null;
  rejectionReason?: string | null;
  pipelineStage: PipelineStage;
  employerRating?: number | null;
  employerNotes?: string | null;
  lastContactDate?: Date | null;
  nextFollowUpDate?: Date | null;
  applicantFollowUpSent?: boolean | null;
  applicantFollowUpDate?: Date | null;
  followUpMessage?: string | null;
  resumeText?: string | null;
}

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

export const applicationRepository = {
  /** One page of the employer's applications in the order asked, with the total. */
  async findPage(employerId: string, filter: ApplicationFilter, { order, skip, limit }: { order: ApplicationOrder; skip: number; limit: number }) {
    const query = filterOf(employerId, filter);
    const [rows, total] = await Promise.all([
      ApplicationModel.find(query).sort(orders[order]).skip(skip).limit(limit).lean<ApplicationRow[]>(),
      ApplicationModel.countDocuments(query),
    ]);
    return { rows, total };
  },

  /** The status of these jobs, to show a closed position beside its applications. */
  async jobStatuses(jobIds: readonly Types.ObjectId[]): Promise<Map<string, string>> {
    const jobs = await JobModel.find({ _id: { $in: jobIds } }).select({ status: 1 }).lean<{ _id: Types.ObjectId; status: string }[]>();
    return new Map(jobs.map((job) => [String(job._id), job.status]));
  },

  /** The application if it was sent to this employer; undefined otherwise (another's looks like none). */
  async findOwned(id: string, employerId: string): Promise<ApplicationRow | undefined> {
    if (!isValidObjectId(id)) return undefined;
    return (await ApplicationModel.findOne({ _id: id, employerId }).lean<ApplicationRow>()) ?? undefined;
  },

  async findById(id: string): Promise<ApplicationRow | undefined> {
    if (!isValidObjectId(id)) return undefined;
    return (await ApplicationModel.findById(id).lean<ApplicationRow>()) ?? undefined;
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

  /** Changes the application's fields (and only this employer's application); answers it as it is now. */
  async update(id: Types.ObjectId, employerId: string, change: { $set: Record<string, unknown>; $unset?: Record<string, 1> }) {
    return (
      (await ApplicationModel.findOneAndUpdate({ _id: id, employerId }, change, {
        returnDocument: 'after',
        runValidators: true,
      }).lean<ApplicationRow>()) ?? undefined
    );
  },

  /** A job's applications with what ranking reads, to score them again after the job changed. */
  async findForRanking(jobId: Types.ObjectId | string) {
    return ApplicationModel.find({ jobId })
      .select({ resumeText: 1, coverLetter: 1, screeningQuestions: 1, screeningResponses: 1, veteranId: 1 })
      .lean<Pick<ApplicationRow, '_id' | 'resumeText' | 'coverLetter' | 'screeningQuestions' | 'screeningResponses' | 'veteranId'>[]>();
  },

  async saveRanking(id: Types.ObjectId, ranking: ApplicationRanking) {
    const { qualificationScore, ...rest } = ranking;
    await ApplicationModel.updateOne(
      { _id: id },
      qualificationScore === undefined ? { $set: rest, $unset: { qualificationScore: 1 } } : { $set: { ...rest, qualificationScore } },
    );
  },
};
