/** Jobs and the search filters over them. */

// Stored lower-case; the posting form's
// "Full-time" / "Entry" spellings are accepted and normalised by the schemas.
export const jobTypes = ['full-time', 'part-time', 'contract', 'remote'] as const;
export type JobType = (typeof jobTypes)[number];
export const jobTypeLabels: Record<JobType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  remote: 'Remote',
};

export const experienceLevels = ['entry', 'mid', 'senior', 'executive'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];
export const experienceLevelLabels: Record<ExperienceLevel, string> = {
  entry: 'Entry',
  mid: 'Mid',
  senior: 'Senior',
  executive: 'Executive',
};

export const salaryPeriods = ['hourly', 'yearly'] as const;
export type SalaryPeriod = (typeof salaryPeriods)[number];

/** Spec: "Job status defaults to active"; closed jobs take no applications. */
export const jobStatuses = ['active', 'paused', 'closed'] as const;
export type JobStatus = (typeof jobStatuses)[number];
export const jobStatusLabels: Record<JobStatus, string> = { active: 'Active', paused: 'Paused', closed: 'Closed' };

export const companyLogoKeys = ['building', 'chart-line', 'user-tie'] as const;
export type CompanyLogoKey = (typeof companyLogoKeys)[number];

// Search filters.
export const salaryFilters = ['any', '30000-50000', '50000-75000', '75000-100000', '100000+'] as const;
export type SalaryFilter = (typeof salaryFilters)[number];
/** The radii a location search offers, in miles. */
export const searchRadiiMiles = [10, 25, 50, 100] as const;
export type SearchRadius = (typeof searchRadiiMiles)[number];
/** The distance filter: a radius, or "any" (every job; nearest first unless words or a sort say otherwise). */
export const distanceFilters = [...searchRadiiMiles, 'any'] as const;
export type DistanceFilter = (typeof distanceFilters)[number];
export const distanceFilterLabels: Record<DistanceFilter, string> = {
  10: '10 miles',
  25: '25 miles',
  50: '50 miles',
  100: '100 miles',
  any: 'Any distance',
};
export const jobSorts = ['recent', 'relevant', 'salary-high', 'distance'] as const;
export type JobSort = (typeof jobSorts)[number];

// With the jobs' enums, not the employers': every job card shows it, and a module is bundled whole.
/** What job seekers are told of a job's employer: checked by an admin, or not yet (see libs/domain employer-standing). */
export const employerStandings = ['verified', 'unverified'] as const;
export type EmployerStanding = (typeof employerStandings)[number];
/** The label each standing shows on job cards and job pages. */
export const employerStandingLabels: Record<EmployerStanding, string> = { verified: 'Verified employer', unverified: 'Unverified employer' };
