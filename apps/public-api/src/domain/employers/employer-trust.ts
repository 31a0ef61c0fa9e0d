import type { EmployerTrust } from '@jobboard/contracts';
import {
  attestationCutoff,
  attestedPractices,
  employerResponsiveness,
  isAttestationCurrent,
  responsivenessHistoryStart,
  responsivenessRules,
} from '@jobboard/domain';
import { employerTrustRepository, type StoredAttestation } from '../../data-access/employer-trust-repository';

const fairChanceOf = (attestation: StoredAttestation | undefined, now: Date): EmployerTrust['fairChance'] =>
  attestation && isAttestationCurrent(attestation, now)
    ? { practices: attestedPractices(attestation.practices), attestedAt: new Date(attestation.attestedAt).toISOString() }
    : null;

const responsivenessOf = async (employerId: string, now: Date): Promise<EmployerTrust['responsiveness']> =>
  employerResponsiveness(
    await employerTrustRepository.findHistory(employerId, responsivenessHistoryStart(now), responsivenessRules.maxApplications),
    now,
  );

/**
 * What job seekers are told about several employers (a list of jobs): each one's current
 * fair-chance attestation (a lapsed one is not shown, whatever the sweep has done yet) and its
 * responsiveness once its history is long enough. One read of the employers, one bounded
 * indexed read of applications per employer.
 */
export const employerTrustFor = async (employerIds: readonly string[], now = new Date()): Promise<Map<string, EmployerTrust>> => {
  const ids = [...new Set(employerIds)];
  const attestations = await employerTrustRepository.findAttestations(ids);
  const entries = await Promise.all(
    ids.map(async (id) => [id, { fairChance: fairChanceOf(attestations.get(id), now), responsiveness: await responsivenessOf(id, now) }] as const),
  );
  return new Map(entries);
};

/** What job seekers are told about one employer (a job page). */
export const employerTrustOf = async (employerId: string, now = new Date()): Promise<EmployerTrust> =>
  (await employerTrustFor([employerId], now)).get(employerId) ?? { fairChance: null, responsiveness: null };

/** The inclusive-employer count of /second-chance: employers whose attestation counts today. */
export const countAttestedEmployers = (now = new Date()): Promise<number> =>
  employerTrustRepository.countAttestedSince(attestationCutoff(now));

/**
 * The sweep behind the read-time rule: jobs whose employer's attestation lapsed (or that carry
 * the marker without one) lose the second-chance marker, so search, which filters on the
 * indexed marker, follows. Answers how many jobs changed.
 */
export const unmarkLapsedFairChanceJobs = (now = new Date()): Promise<number> =>
  employerTrustRepository.unmarkLapsedJobs(attestationCutoff(now));
