import type { FairChancePractice } from '@jobboard/contracts';
import { EmployerModel, JobModel } from '@jobboard/db';
import { Types } from 'mongoose';

export interface AttestationRecord {
  practices: FairChancePractice[];
  attestedAt: Date;
}

export const fairChanceRepository = {
  /** Stores the employer's attestation (null: removes it); answers false when the employer does not exist. */
  async saveAttestation(employerId: string, attestation: AttestationRecord | null): Promise<boolean> {
    const update = attestation ? { $set: { fairChanceAttestation: attestation } } : { $unset: { fairChanceAttestation: 1 } };
    const result = await EmployerModel.updateOne({ _id: employerId }, update);
    return result.matchedCount === 1;
  },

  /**
   * Copies the attestation onto every job of the employer in one update (null: takes the marker
   * off). Jobs keep their updatedAt: nothing the employer wrote on them changed.
   */
  async markJobs(employerId: string, attestation: AttestationRecord | null): Promise<void> {
    const update = attestation
      ? { $set: { secondChanceEmployer: true, fairChance: attestation } }
      : { $set: { secondChanceEmployer: false }, $unset: { fairChance: 1 } };
    await JobModel.updateMany({ employerId: new Types.ObjectId(employerId) }, update, { timestamps: false });
  },
};
