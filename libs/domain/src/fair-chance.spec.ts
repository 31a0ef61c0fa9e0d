import {
  attestationCutoff,
  attestationExpiresAt,
  attestedPractices,
  fairChanceRules,
  isAttestationCurrent,
  isAttestationRenewalDue,
  jobFairChanceFields,
} from './fair-chance';

const now = new Date('2026-11-25T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('a fair-chance attestation', () => {
  it('counts for a year from the day it was made, then stops counting', () => {
    const practices = ['considers-conviction-records'] as const;
    expect(fairChanceRules.validForDays).toBe(365);
    expect(isAttestationCurrent({ practices: [...practices], attestedAt: daysAgo(0) }, now)).toBe(true);
    expect(isAttestationCurrent({ practices: [...practices], attestedAt: daysAgo(364) }, now)).toBe(true);
    expect(isAttestationCurrent({ practices: [...practices], attestedAt: daysAgo(365) }, now)).toBe(false);
    expect(isAttestationCurrent({ practices: [...practices], attestedAt: daysAgo(500) }, now)).toBe(false);
    expect(attestationExpiresAt(daysAgo(10)).toISOString()).toBe(new Date(now.getTime() + 355 * 24 * 60 * 60 * 1000).toISOString());
  });

  it('does not count without a practice, or when there is none', () => {
    expect(isAttestationCurrent({ practices: [], attestedAt: now }, now)).toBe(false);
    expect(isAttestationCurrent(null, now)).toBe(false);
    expect(isAttestationCurrent(undefined, now)).toBe(false);
  });

  it('asks to be confirmed again from a month before it lapses, and after', () => {
    const attested = (days: number) => ({ practices: ['welcomes-employment-gaps' as const], attestedAt: daysAgo(days) });
    expect(isAttestationRenewalDue(attested(300), now)).toBe(false);
    expect(isAttestationRenewalDue(attested(335), now)).toBe(true);
    expect(isAttestationRenewalDue(attested(400), now)).toBe(true);
    expect(isAttestationRenewalDue(null, now)).toBe(false);
  });

  it('gives queries the oldest attestation time that still counts', () => {
    const cutoff = attestationCutoff(now);
    expect(isAttestationCurrent({ practices: ['individualised-assessment'], attestedAt: cutoff }, now)).toBe(false);
    expect(isAttestationCurrent({ practices: ['individualised-assessment'], attestedAt: new Date(cutoff.getTime() + 1) }, now)).toBe(true);
  });

  it('lists exactly the attested practices, once each, in the fixed order, with their labels', () => {
    expect(attestedPractices(['welcomes-employment-gaps', 'considers-conviction-records', 'welcomes-employment-gaps'])).toEqual([
      { practice: 'considers-conviction-records', label: 'Considers applicants with conviction records' },
      { practice: 'welcomes-employment-gaps', label: 'Welcomes applicants with employment gaps' },
    ]);
  });

  it('marks a job from a current attestation only', () => {
    expect(jobFairChanceFields({ practices: ['records-after-conditional-offer'], attestedAt: daysAgo(5) }, now)).toEqual({
      secondChanceEmployer: true,
      fairChance: { practices: ['records-after-conditional-offer'], attestedAt: daysAgo(5) },
    });
    expect(jobFairChanceFields({ practices: ['records-after-conditional-offer'], attestedAt: daysAgo(400) }, now)).toEqual({ secondChanceEmployer: false });
    expect(jobFairChanceFields(undefined, now)).toEqual({ secondChanceEmployer: false });
  });
});
