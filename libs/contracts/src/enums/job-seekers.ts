/** Job seekers: profile choices. */

export const jobSeekerIndustries = [
  'technology',
  'healthcare',
  'finance',
  'education',
  'manufacturing',
  'retail',
  'government',
  'nonprofit',
  'other',
] as const;
export type JobSeekerIndustry = (typeof jobSeekerIndustries)[number];
export const jobSeekerEducationLevels = ['high_school', 'associate', 'bachelor', 'master', 'doctorate', 'trade'] as const;
export type JobSeekerEducationLevel = (typeof jobSeekerEducationLevels)[number];
export const salaryExpectationBands = ['30k-40k', '40k-60k', '60k-80k', '80k-100k', '100k-120k', '120k+'] as const;
export type SalaryExpectationBand = (typeof salaryExpectationBands)[number];
