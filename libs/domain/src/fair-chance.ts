import { fairChancePracticeLabels, type AttestedPractice, type FairChancePractice } from '@jobboard/contracts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The rules of a fair-chance attestation, in one place. An attestation counts for a
 * year: after that its jobs lose the second-chance marker and the employer stops counting as
 * inclusive until it confirms again. The dashboard asks for that confirmation a month ahead.
 */
export const fairChanceRules = {
  /** How long an attestation counts. */
  validForDays: 365,
  /** How long before it lapses the employer is asked to confirm it again. */
  renewalNoticeDays: 30,
} as const;

export interface AttestationLike {
  practices: readonly FairChancePractice[];
  attestedAt: Date | string;
}

/** The moment an attestation made at `attestedAt` stops counting. */
export const attestationExpiresAt = (attestedAt: Date | string): Date =>
  new Date(new Date(attestedAt).getTime() + fairChanceRules.validForDays * dayMs);

/** Whether the attestation still counts at `now`: it names a practice and is less than a year old. */
export const isAttestationCurrent = (attestation: AttestationLike | null | undefined, now: Date): boolean =>
  !!attestation && attestation.practices.length > 0 && now.getTime() < attestationExpiresAt(attestation.attestedAt).getTime();

/** Whether the employer should be asked to confirm again: it lapsed, or lapses within the notice period. */
export const isAttestationRenewalDue = (attestation: AttestationLike | null | undefined, now: Date): boolean =>
  !!attestation &&
  attestation.practices.length > 0 &&
  attestationExpiresAt(attestation.attestedAt).getTime() - now.getTime() <= fairChanceRules.renewalNoticeDays * dayMs;

/**
 * The latest attestation time that no longer counts at `now`: queries ask for `attestedAt > cutoff`
 * (the inclusive-employer count, the second-chance list) and the sweep for `attestedAt <= cutoff`.
 */
export const attestationCutoff = (now: Date): Date => new Date(now.getTime() - fairChanceRules.validForDays * dayMs);

/** The practices in the fixed order of the list, each once, with their labels: what job seekers are shown. */
export const attestedPractices = (practices: readonly FairChancePractice[]): AttestedPractice[] =>
  (Object.keys(fairChancePracticeLabels) as FairChancePractice[])
    .filter((practice) => practices.includes(practice))
    .map((practice) => ({ practice, label: fairChancePracticeLabels[practice] }));

/**
 * What a job carries from its employer's attestation: the marker and a copy of the attestation
 * while it counts, neither once it lapsed or was withdrawn.
 */
export const jobFairChanceFields = (
  attestation: AttestationLike | null | undefined,
  now: Date,
): { secondChanceEmployer: boolean; fairChance?: { practices: FairChancePractice[]; attestedAt: Date } } =>
  attestation && isAttestationCurrent(attestation, now)
    ? {
        secondChanceEmployer: true,
        fairChance: { practices: attestedPractices(attestation.practices).map(({ practice }) => practice), attestedAt: new Date(attestation.attestedAt) },
      }
    : { secondChanceEmployer: false };
