import type { AvailabilityWindow, InterviewStatus, InterviewType } from '@jobboard/contracts';
import { EmployerModel, InterviewModel, InterviewTimeClaimModel, isDuplicateKeyError } from '@jobboard/db';
import { isValidObjectId, Types } from 'mongoose';

/** An interview as the use cases read it. */
export interface InterviewRow {
  _id: Types.ObjectId;
  applicationId: Types.ObjectId;
  employerId: Types.ObjectId;
  candidateName: string;
  candidateEmail: string;
  jobTitle: string;
  scheduledDateTime: Date;
  duration: number;
  meetingLink?: string | null;
  meetingId?: string | null;
  status: InterviewStatus;
  interviewType: InterviewType;
  notes?: string | null;
  feedback?: string | null;
  rating?: number | null;
  timeZone?: string | null;
  icsSequence?: number | null;
}

/** What scheduling needs of the employer: its zone, its week, and what the candidate is told. */
export interface SchedulingEmployer {
  _id: Types.ObjectId;
  companyName: string;
  contactName: string;
  email: string;
  phone?: string | null;
  address?: string | null;
  city: string;
  state: string;
  zipCode: string;
  timeZone?: string | null;
  interviewAvailability?: AvailabilityWindow[] | null;
}

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
        .select({ companyName: 1, contactName: 1, email: 1, phone: 1, address: 1, city: 1, state: 1, zipCode: 1, timeZone: 1, interviewAvailability: 1 })
        .lean<SchedulingEmployer>()) ?? undefined
    );
  },

  /** Replaces the week in one update of the employer, so no reader sees half of it. */
  async saveAvailability(employerId: string, windows: AvailabilityWindow[]): Promise<SchedulingEmployer | undefined> {
    await EmployerModel.updateOne({ _id: employerId }, { $set: { interviewAvailability: windows } }, { runValidators: true });
    return this.findEmployer(employerId);
  },

  async listForEmployer(employerId: string): Promise<InterviewRow[]> {
    return InterviewModel.find({ employerId }).sort({ scheduledDateTime: 1, _id: 1 }).lean<InterviewRow[]>();
  },

  /** The employer's own interview, or undefined whether it is another's or does not exist. */
  async findOwned(id: string, employerId: string): Promise<InterviewRow | undefined> {
    if (!isValidObjectId(id)) return undefined;
    return (await InterviewModel.findOne({ _id: id, employerId }).lean<InterviewRow>()) ?? undefined;
  },

  async findById(id: Types.ObjectId): Promise<InterviewRow | undefined> {
    return (await InterviewModel.findById(id).lean<InterviewRow>()) ?? undefined;
  },

  async listForApplications(applicationIds: Types.ObjectId[]): Promise<InterviewRow[]> {
    if (applicationIds.length === 0) return [];
    return InterviewModel.find({ applicationId: { $in: applicationIds } }).sort({ scheduledDateTime: 1 }).lean<InterviewRow[]>();
  },

  async create(interview: Omit<InterviewRow, 'icsSequence'>): Promise<InterviewRow> {
    await InterviewModel.insertMany([{ ...interview, icsSequence: 0 }]);
    return { ...interview, icsSequence: 0 };
  },

  /** Applies a change to the employer's own interview; answers it as saved. */
  async update(id: Types.ObjectId, employerId: Types.ObjectId, change: { $set?: Record<string, unknown>; $inc?: Record<string, number> }) {
    return (
      (await InterviewModel.findOneAndUpdate({ _id: id, employerId }, change, { returnDocument: 'after', runValidators: true }).lean<InterviewRow>()) ??
      undefined
    );
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
  const held = await InterviewTimeClaimModel.findOne({ employerId, blockStart }).lean<{ interviewId: Types.ObjectId; createdAt: Date }>();
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
