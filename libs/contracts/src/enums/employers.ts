/** Employers: company facts, verification and fair-chance practices. */

export const employerIndustries = ['technology', 'healthcare', 'finance', 'education', 'manufacturing', 'retail', 'consulting', 'other'] as const;
export type EmployerIndustry = (typeof employerIndustries)[number];
export const companySizes = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export type CompanySize = (typeof companySizes)[number];
// An admin verifies or rejects a pending employer; a rejected one may appeal.
export const verificationStatuses = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** The fair-chance practices an employer can attest to in Settings, with their labels. */
export const fairChancePractices = [
  'considers-conviction-records',
  'records-after-conditional-offer',
  'individualised-assessment',
  'welcomes-employment-gaps',
  'no-experience-required',
  'reentry-partnerships',
] as const;
export type FairChancePractice = (typeof fairChancePractices)[number];
export const fairChancePracticeLabels: Record<FairChancePractice, string> = {
  'considers-conviction-records': 'Considers applicants with conviction records',
  'records-after-conditional-offer': 'Asks about records only after a conditional offer',
  'individualised-assessment': 'Assesses each record individually instead of blanket bans',
  'welcomes-employment-gaps': 'Welcomes applicants with employment gaps',
  'no-experience-required': 'Hires for some roles without prior experience',
  'reentry-partnerships': 'Works with re-entry programmes to recruit',
};
