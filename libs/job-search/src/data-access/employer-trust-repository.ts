import { jobStatuses, type FairChancePractice } from '@jobboard/contracts';
import { ApplicationModel, EmployerModel, JobModel, type StoredFields } from '@jobboard/db';
import { isValidObjectId, Types } from 'mongoose';

export interface StoredAttestation {
  practices: FairChancePractice[];
  attestedAt: Date;
}

/** What the employer's response figures read of an application. */
export type HistoryRow = Omit<StoredFields<typeof ApplicationModel, 'appliedAt' | 'reviewedAt' | 'status'>, '_id'>;

export const employerTrustRepository = {
  /** Each employer's fair-chance attestation, by employer id (employers without one are left out). */
  async findAttestations(employerIds: readonly string[]): Promise<Map<string, StoredAttestation>> {
    const ids = employerIds.filter((id) => isValidObjectId(id));
    if (ids.length === 0) return new Map();
    const rows = await EmployerModel.find({ _id: { $in: ids }, fairChanceAttestation: { $exists: true } }, { fairChanceAttestation: 1 }).lean();
    return new Map(rows.flatMap((row) => (row.fairChanceAttestation ? [[String(row._id), row.fairChanceAttestation] as const] : [])));
  },

  /**
   * The employer's latest applications since `since`, newest first, at most `limit`: read along
   * the (employerId, appliedAt) index with the three fields the figures need.
   */
  async findHistory(employerId: string, since: Date, limit: number): Promise<HistoryRow[]> {
    if (!isValidObjectId(employerId)) return [];
    return ApplicationModel.find(
      { employerId: new Types.ObjectId(employerId), appliedAt: { $gte: since } },
      { _id: 0, appliedAt: 1, reviewedAt: 1, status: 1 },
    )
      .sort({ appliedAt: -1, _id: -1 })
      .limit(limit)
      .lean();
  },

  /**
   * Takes the second-chance marker off jobs whose copied attestation was made at or before `cutoff`
   * (lapsed), or that carry the marker without one (set per job before attestations existed).
   * The status list lets the (status, secondChanceEmployer, ...) index serve it. A renewal
   * copies a newer attestedAt, which this filter no longer matches, so the two cannot undo each other.
   */
  async unmarkLapsedJobs(cutoff: Date): Promise<number> {
    const result = await JobModel.updateMany(
      {
        status: { $in: [...jobStatuses] },
        secondChanceEmployer: true,
        $or: [{ 'fairChance.attestedAt': { $lte: cutoff } }, { fairChance: null }],
      },
      // updatedAt moves: the job's page and its place in search change with the marker.
      { $set: { secondChanceEmployer: false }, $unset: { fairChance: 1 } },
    );
    return result.modifiedCount;
  },

  /** How many employers hold an attestation made after `cutoff` (one range read of an index). */
  async countAttestedSince(cutoff: Date): Promise<number> {
    return EmployerModel.countDocuments({ 'fairChanceAttestation.attestedAt': { $gt: cutoff } });
  },
};
