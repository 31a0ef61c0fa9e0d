import { employerPublishingStanding, isRemovedByModeration, jobEmployerStanding, publishesJobPostingStructuredData } from './employer-standing';

const confirmed = new Date('2026-11-01T09:00:00.000Z');

describe('employer standing', () => {
  it('lets a confirmed pending employer publish, labelled unverified', () => {
    expect(employerPublishingStanding({ emailVerifiedAt: confirmed, verificationStatus: 'pending' })).toEqual({
      canPublish: true,
      standing: 'unverified',
    });
  });

  it('lets a confirmed verified employer publish with the badge', () => {
    expect(employerPublishingStanding({ emailVerifiedAt: confirmed, verificationStatus: 'verified' })).toEqual({
      canPublish: true,
      standing: 'verified',
    });
  });

  it('refuses an employer whose address is not confirmed, whatever its status', () => {
    expect(employerPublishingStanding({ verificationStatus: 'pending' })).toEqual({ canPublish: false, refusal: 'email-not-verified' });
    expect(employerPublishingStanding({ emailVerifiedAt: null, verificationStatus: 'verified' })).toEqual({
      canPublish: false,
      refusal: 'email-not-verified',
    });
  });

  it('refuses a rejected employer even with a confirmed address', () => {
    expect(employerPublishingStanding({ emailVerifiedAt: confirmed, verificationStatus: 'rejected' })).toEqual({
      canPublish: false,
      refusal: 'rejected',
    });
  });

  it("reads a job's standing from its employer mark, unverified unless marked", () => {
    expect(jobEmployerStanding({ employerVerified: true })).toBe('verified');
    expect(jobEmployerStanding({ employerVerified: false })).toBe('unverified');
    expect(jobEmployerStanding({})).toBe('unverified');
  });

  it('gives structured data only to a verified employer', () => {
    expect(publishesJobPostingStructuredData('verified')).toBe(true);
    expect(publishesJobPostingStructuredData('unverified')).toBe(false);
  });

  it('counts as removed only a job closed by an admin', () => {
    expect(isRemovedByModeration({ status: 'closed', closedBy: '64b000000000000000000009' })).toBe(true);
    expect(isRemovedByModeration({ status: 'closed' })).toBe(false);
    expect(isRemovedByModeration({ status: 'active', closedBy: undefined })).toBe(false);
  });
});
