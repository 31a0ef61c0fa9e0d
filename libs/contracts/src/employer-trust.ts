/**
 * What job seekers are told about an employer they may apply to: the fair-chance
 * practices it attested to in Settings, and how it answers applicants. The rules behind both
 * (expiry of an attestation, when the history is enough) live in libs/domain.
 */
import { text } from '@jobboard/i18n';
import { z } from 'zod';
import { isoDateSchema } from './common';
import { fairChancePractices } from './enums';
import { mustBeOneOf } from './field-messages';

/** An attestation as stored with the employer: which practices, and when it was made. */
export const fairChanceAttestationSchema = z.object({
  practices: z.array(z.enum(fairChancePractices)).min(1),
  attestedAt: isoDateSchema,
});
export type FairChanceAttestation = z.infer<typeof fairChanceAttestationSchema>;

/**
 * PUT /api/employers/:id/fair-chance (Settings, owner only): the practices the employer follows,
 * attested today. Attesting the same practices again renews the attestation; an empty list
 * withdraws it (its jobs stop carrying the second-chance marker).
 */
export const fairChanceAttestationUpdateSchema = z.object({
  practices: z
    .array(z.enum(fairChancePractices, { error: mustBeOneOf(fairChancePractices) }))
    .max(fairChancePractices.length)
    .refine((practices) => new Set(practices).size === practices.length, text('must not name a practice twice')),
  /** The employer confirms the statement is true of its hiring today (the form's checkbox). */
  confirmed: z.literal(true, { error: text('Please confirm that your company follows these practices.') }),
});
export type FairChanceAttestationUpdate = z.input<typeof fairChanceAttestationUpdateSchema>;

/**
 * The employer's own view of its attestation (GET/PUT /api/employers/:id/fair-chance): what it
 * attested, until when it counts, and whether it is time to confirm it again.
 */
export const fairChanceAttestationStatusSchema = z.object({
  attestation: fairChanceAttestationSchema
    .extend({
      /** The attestation stops counting after this moment unless the employer confirms it again. */
      expiresAt: isoDateSchema,
      /** It still counts (not past expiresAt). */
      current: z.boolean(),
      /** Past expiresAt, or close to it: the dashboard asks the employer to confirm it again. */
      renewalDue: z.boolean(),
    })
    .nullable(),
});
export type FairChanceAttestationStatus = z.infer<typeof fairChanceAttestationStatusSchema>;

/** A practice as shown to job seekers: its code and its label. */
export const attestedPracticeSchema = z.object({
  practice: z.enum(fairChancePractices),
  label: z.string(),
});
export type AttestedPractice = z.infer<typeof attestedPracticeSchema>;

/** The fair-chance part of a job's trust panel: exactly what was attested, and when. */
export const fairChanceTrustSchema = z.object({
  practices: z.array(attestedPracticeSchema).min(1),
  attestedAt: isoDateSchema,
});
export type FairChanceTrust = z.infer<typeof fairChanceTrustSchema>;

/** How an employer answers applicants, from its application history. */
export const responsivenessSchema = z.object({
  /** Median whole days from applying to the first review; null when most applications were never reviewed. */
  medianDaysToFirstReview: z.number().int().min(0).nullable(),
  /** Share (0 to 1) of the counted applications that reached a decision (hired, accepted or rejected). */
  finalStatusShare: z.number().min(0).max(1),
  /** How many applications the figures are computed from. */
  applicationsCounted: z.number().int().min(0),
  /** The display sentence of both figures, e.g. "Reviews half of its applications within 3 days; 3 of its last 6 applicants have had a final answer (hired or not selected)." */
  sentence: z.string(),
});
export type Responsiveness = z.infer<typeof responsivenessSchema>;

/**
 * Part of a job page's answer: the employer's current fair-chance attestation (null when it has
 * none, or it lapsed) and its responsiveness (null until it has enough history).
 */
export const employerTrustSchema = z.object({
  fairChance: fairChanceTrustSchema.nullable(),
  responsiveness: responsivenessSchema.nullable(),
});
export type EmployerTrust = z.infer<typeof employerTrustSchema>;
