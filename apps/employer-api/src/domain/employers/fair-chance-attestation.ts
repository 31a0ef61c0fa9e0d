import { hiringMessages, type FairChanceAttestationStatus, type FairChanceAttestationUpdate } from '@jobboard/contracts';
import { attestationExpiresAt, attestedPractices, isAttestationCurrent, isAttestationRenewalDue } from '@jobboard/domain';
import { AppError } from '@jobboard/server-kit';
import { fairChanceRepository, type AttestationRecord } from '../../data-access/fair-chance-repository';

/** How Settings and the dashboard see an attestation: until when it counts, and whether to renew it. */
export const attestationStatusOf = (attestation: AttestationRecord | null | undefined, now: Date): FairChanceAttestationStatus => ({
  attestation: attestation
    ? {
        practices: attestation.practices,
        attestedAt: attestation.attestedAt.toISOString(),
        expiresAt: attestationExpiresAt(attestation.attestedAt).toISOString(),
        current: isAttestationCurrent(attestation, now),
        renewalDue: isAttestationRenewalDue(attestation, now),
      }
    : null,
});

/**
 * PUT /api/employers/:id/fair-chance: the owner attests today to the practices it follows (the
 * same ones again renew it), or withdraws with none. The employer is written first, then every
 * one of its jobs in one update, so the second-chance list and search (indexed on the jobs'
 * marker) follow at once.
 */
export const attestFairChance = async (
  employerId: string,
  update: Pick<FairChanceAttestationUpdate, 'practices'>,
  now = new Date(),
): Promise<FairChanceAttestationStatus> => {
  const attestation: AttestationRecord | null =
    update.practices.length > 0 ? { practices: attestedPractices(update.practices).map(({ practice }) => practice), attestedAt: now } : null;
  if (!(await fairChanceRepository.saveAttestation(employerId, attestation))) throw AppError.notFound(hiringMessages.employerNotFound);
  await fairChanceRepository.markJobs(employerId, attestation);
  return attestationStatusOf(attestation, now);
};
