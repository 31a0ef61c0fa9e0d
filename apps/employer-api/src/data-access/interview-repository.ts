import type { AvailabilityWindow } from '@jobboard/contracts';
import { EmployerModel, InterviewModel, InterviewTimeClaimModel, isDuplicateKeyError, projectionOf, updateOf, type Stored, type StoredFields } from '@jobboard/db';
import { isValidObjectId, Types } from 'mongoose';

/** An interview as the use cases read it. */
export type InterviewRow = Stored<typeof InterviewModel>;

/** What scheduling reads of the employer: its zone, its week, and what the candidate is told. */
const schedulingFields = ['companyName', 'contactName', 'email', 'phone', 'address', 'city', 'state', 'zipCode', 'timeZone', 'interviewAvailability'] as const;
export type SchedulingEmployer = StoredFields<typeof EmployerModel, (typeof schedulingFields)[number]>;

/** What a change to an interview sets (the invitation's sequence is counted by the repository). */
export type InterviewChange = Partial<Pick<InterviewRow, 'status' | 'feedback' | 'rating' | 'scheduledDateTime' | 'duration'>>;

/** A claim that failed: the block and the interview holding it. */
export interface ClaimClash {
  blockStart: Date;
  holder: Types.ObjectId;
}

/** A claim older than this whose interview does not exist was left by a step that crashed. */
const orphanClaimAgeMs = 60_000;

export const interviewRepository = {
  async findEmployer(employerId: string): Promise<SchedulingEmployer | undefined> {
    if (!isValidObjectId(employerId)) return undefined;
    return (
      (await EmployerModel.findById(employerId)
        .select(projectionOf(schedulingFields))
        .lean<SchedulingEmployer>()) ?? undefined
    );
  },

  /** Replaces the week in one update of the employer, so no reader sees half of it. */
  async saveAvailability(employerId: string, windows: AvailabilityWindow[]): Promise<SchedulingEmployer | undefined> {
    await EmployerModel.updateOne({ _id: employerId }, { $set: { interviewAvailability: windows } }, { runValidators: true });
    return this.findEmployer(employerId);
  },

  async listForEmployer(employerId: string): Promise<InterviewRow[]> {
    return InterviewModel.find({ employerId }).sort({ scheduledDateTime: 1, _id: 1 }).lean();
  },

  /** The employer's own interview, or undefined whether it is another's or does not exist. */
  async findOwned(id: string, employerId: string): Promise<InterviewRow | undefined> {
    if (!isValidObjectId(id)) return undefined;
    return (await InterviewModel.findOne({ _id: id, employerId }).lean()) ?? undefined;
  },

  async findById(id: Types.ObjectId): Promise<InterviewRow | undefined> {
    return (await InterviewModel.findById(id).lean()) ?? undefined;
  },

  async listForApplications(applicationIds: Types.ObjectId[]): Promise<InterviewRow[]> {
    if (applicationIds.length === 0) return [];
    return InterviewModel.find({ applicationId: { $in: applicationIds } }).sort({ scheduledDateTime: 1 }).lean();
  },

  async create(interview: Omit<InterviewRow, 'icsSequence' | 'createdAt' | 'updatedAt'>): Promise<InterviewRow> {
    return (await new InterviewModel({ ...interview, icsSequence: 0 }).save()).toObject();
  },

  /**
   * Applies a change to the employer's own interview; a change the candidate is told of counts up
   * the calendar invitation's sequence, so their calendar replaces the event. Answers it as saved.
   */
  async change(id: Types.ObjectId, employerId: Types.ObjectId, change: InterviewChange, { tellsCandidate }: { tellsCandidate: boolean }) {
    const update = { ...updateOf(change), ...(tellsCandidate ? { $inc: { icsSequence: 1 } } : {}) };
    return (await InterviewModel.findOneAndUpdate({ _id: id, employerId }, update, { returnDocument: 'after', runValidators: true }).lean()) ?? undefined;
  },

  async deleteInterview(id: Types.ObjectId): Promise<void> {
    await InterviewModel.deleteOne({ _id: id });
  },

  /**
   * Claims the blocks for an interview, in ascending order, one insert each under the unique
   * (employer, block) index. A block the same interview already holds is kept (a reschedule
   * that overlaps its old time). On the first block held by another interview, the blocks
   * claimed in this call are given back and the clash is answered.
   */
  async claimBlocks(employerId: Types.ObjectId, interviewId: Types.ObjectId, blocks: Date[]): Promise<ClaimClash | undefined> {
    const claimedNow: Date[] = [];
    for (const blockStart of blocks) {
      const clash = await claimOne(employerId, interviewId, blockStart);
      if (clash) {
        if (claimedNow.length > 0) await InterviewTimeClaimModel.deleteMany({ employerId, interviewId, blockStart: { $in: claimedNow } });
        return clash;
      }
      claimedNow.push(blockStart);
    }
    return undefined;
  },

  /** Gives back an interview's blocks, all of them or those not in `keep`. */
  async releaseBlocks(interviewId: Types.ObjectId, keep: Date[] = []): Promise<void> {
    await InterviewTimeClaimModel.deleteMany({ interviewId, ...(keep.length > 0 ? { blockStart: { $nin: keep } } : {}) });
  },
};

const claimOne = async (employerId: Types.ObjectId, interviewId: Types.ObjectId, blockStart: Date, retried = false): Promise<ClaimClash | undefined> => {
  try {
    await InterviewTimeClaimModel.create({ employerId, blockStart, interviewId });
    return undefined;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  const held = await InterviewTimeClaimModel.findOne({ employerId, blockStart }).lean();
  // Given back between our insert and this read: try once more.
  if (!held) return retried ? { blockStart, holder: interviewId } : claimOne(employerId, interviewId, blockStart, true);
  if (held.interviewId.equals(interviewId)) return undefined;
  const orphan = Date.now() - held.createdAt.getTime() > orphanClaimAgeMs && !(await InterviewModel.exists({ _id: held.interviewId }));
  if (orphan && !retried) {
    await InterviewTimeClaimModel.deleteOne({ employerId, blockStart, interviewId: held.interviewId });
    return claimOne(employerId, interviewId, blockStart, true);
  }
  return { blockStart, holder: held.interviewId };
};
