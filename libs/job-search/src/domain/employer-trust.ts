import type { EmployerTrust, Responsiveness } from '@jobboard/contracts';
import {
  attestationCutoff,
  attestedPractices,
  employerResponsiveness,
  isAttestationCurrent,
  responsivenessHistoryStart,
  responsivenessRules,
} from '@jobboard/domain';
import { employerTrustRepository, type StoredAttestation } from '../data-access/employer-trust-repository';

const fairChanceOf = (attestation: StoredAttestation | undefined, now: Date): EmployerTrust['fairChance'] =>
  attestation && isAttestationCurrent(attestation, now)
    ? { practices: attestedPractices(attestation.practices), attestedAt: new Date(attestation.attestedAt).toISOString() }
    : null;

/**
 * How long an employer's responsiveness is reused, and for how many employers at most. Every job
 * page view shows it and computing it reads up to `maxApplications` applications, while the figure
 * ("usually reviews within 2 days") moves by days, not minutes: a few minutes' staleness per
 * service instance is invisible, and the bound keeps the memory flat however many employers exist.
 * Simpler than a stored summary, which every status change would have to keep in step. The
 * lifetime is the service's EMPLOYER_FIGURES_REUSE_SECONDS (tests that change a history set 0).
 */
export const responsivenessReuse = { lifetimeMs: 5 * 60_000, maxEmployers: 2_000 } as const;
let reuseLifetimeMs: number = responsivenessReuse.lifetimeMs;

/**
 * Each employer's figure, by employer id, in the order computed (the oldest is dropped first). The
 * pending read is kept, so a burst of views of one employer reads its history once.
 */
const recentResponsiveness = new Map<string, { computedAt: number; figure: Promise<Responsiveness | null> }>();

export const reuseEmployerFigures = ({ lifetimeMs }: { lifetimeMs: number }) => {
  reuseLifetimeMs = lifetimeMs;
  recentResponsiveness.clear();
};

const responsivenessOf = (employerId: string, now: Date): Promise<Responsiveness | null> => {
  const recent = recentResponsiveness.get(employerId);
  const age = recent ? now.getTime() - recent.computedAt : Number.NaN;
  if (recent && age >= 0 && age < reuseLifetimeMs) return recent.figure;

  const figure = employerTrustRepository
    .findHistory(employerId, responsivenessHistoryStart(now), responsivenessRules.maxApplications)
    .then((history) => employerResponsiveness(history, now));
  recentResponsiveness.delete(employerId);
  recentResponsiveness.set(employerId, { computedAt: now.getTime(), figure });
  if (recentResponsiveness.size > responsivenessReuse.maxEmployers) {
    recentResponsiveness.delete(recentResponsiveness.keys().next().value as string);
  }
  // A failed read is not kept: the next view tries again (the caller still gets the failure).
  figure.catch(() => {
    if (recentResponsiveness.get(employerId)?.figure === figure) recentResponsiveness.delete(employerId);
  });
  return figure;
};

/**
 * What job seekers are told about several employers (a list of jobs): each one's current
 * fair-chance attestation (a lapsed one is not shown, whatever the sweep has done yet) and its
 * responsiveness once its history is long enough. One read of the employers, and one bounded
 * indexed read of applications per employer not seen in the last few minutes.
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
