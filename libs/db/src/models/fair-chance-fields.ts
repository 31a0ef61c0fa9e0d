import { Schema } from 'mongoose';
import { fairChancePractices } from '@jobboard/contracts';

/**
 * The fair-chance practices an employer attested to in Settings, and when: kept on the employer,
 * and copied onto its jobs while it counts (libs/domain/src/fair-chance.ts says for how long).
 */
export const fairChanceAttestationSchema = new Schema(
  {
    practices: { type: [{ type: String, enum: fairChancePractices }], required: true },
    attestedAt: { type: Date, required: true },
  },
  { _id: false },
);
