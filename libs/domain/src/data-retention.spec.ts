import { applicationConfirmationValidDays } from './application-confirmation';
import { dataRetention, dataSubjectKinds, deletedApplicantEmail, employerDeletionBlockedBySubscription, retentionPeriods } from './data-retention';
import { guestAnalysisRetentionDays } from './guest-analyses';

describe('data retention rules', () => {
  it('reads its periods from the rules the code applies', () => {
    expect(retentionPeriods.guestAnalysisDays).toBe(guestAnalysisRetentionDays);
    expect(retentionPeriods.pendingApplicationDays).toBe(applicationConfirmationValidDays);
  });

  it('says for every kind what is stored, who sees it and how long; for every account what deletion removes and keeps', () => {
    for (const kind of dataSubjectKinds) {
      const retention = dataRetention[kind];
      expect(retention.stores.length).toBeGreaterThan(0);
      for (const item of retention.stores) expect([item.what, item.whoSees, item.keptFor].every((text) => text.length > 0)).toBe(true);
      if (kind !== 'applicant') {
        expect(retention.deletes.length).toBeGreaterThan(0);
        for (const kept of retention.keptAfterDeletion) expect(kept.why.length).toBeGreaterThan(0);
      }
    }
  });

  it('gives each anonymised application its own address, which can never receive mail', () => {
    expect(deletedApplicantEmail('a1')).not.toBe(deletedApplicantEmail('a2'));
    expect(deletedApplicantEmail('a1')).toMatch(/@deleted\.invalid$/);
  });

  it('refuses an employer deletion only while a subscription will renew', () => {
    expect(employerDeletionBlockedBySubscription({})).toBe(false);
    expect(employerDeletionBlockedBySubscription({ stripeSubscriptionId: 'sub_1', subscriptionStatus: 'active' })).toBe(true);
    expect(employerDeletionBlockedBySubscription({ stripeSubscriptionId: 'sub_1', subscriptionStatus: 'trialing' })).toBe(true);
    expect(employerDeletionBlockedBySubscription({ stripeSubscriptionId: 'sub_1', subscriptionStatus: 'past_due' })).toBe(true);
    expect(employerDeletionBlockedBySubscription({ stripeSubscriptionId: 'sub_1', subscriptionStatus: 'active', cancelAtPeriodEnd: true })).toBe(
      false,
    );
    expect(employerDeletionBlockedBySubscription({ stripeSubscriptionId: 'sub_1', subscriptionStatus: 'canceled' })).toBe(false);
    expect(employerDeletionBlockedBySubscription({ subscriptionStatus: 'active' })).toBe(false);
  });
});
