/**
 * Every enumerated value of the product, defined once. Stored values are
 * lower-case codes; the labels shown on screens live beside them.
 */

export const roles = ['jobseeker', 'employer', 'veteran', 'admin'] as const;
export type Role = (typeof roles)[number];

// Jobs. Stored lower-case; the posting form's
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
export const distanceFilters = [10, 25, 50, 100] as const;
export type DistanceFilter = (typeof distanceFilters)[number];
export const jobSorts = ['recent', 'relevant', 'salary-high', 'distance'] as const;
export type JobSort = (typeof jobSorts)[number];

// Applications.
export const applicationStatuses = [
  'pending',
  'reviewed',
  'shortlisted',
  'rejected',
  'hired',
  'accepted',
  'interviewing',
  // Closed for the candidate with a courteous notice: no decision 30 days after its job closed (issue 18).
  'closed',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const pipelineStages = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;

export const notificationTypes = ['new_application', 'follow_up', 'interview', 'billing', 'system'] as const;

// Interviews.
export const interviewStatuses = ['scheduled', 'completed', 'cancelled', 'no_show'] as const;
export type InterviewStatus = (typeof interviewStatuses)[number];
export const interviewTypes = ['video', 'phone', 'in_person'] as const;
export type InterviewType = (typeof interviewTypes)[number];
export const interviewDurations = [15, 30, 45, 60, 90] as const;
export const daysOfWeek = [0, 1, 2, 3, 4, 5, 6] as const;

// Employers.
export const employerIndustries = [
  'technology',
  'healthcare',
  'finance',
  'education',
  'manufacturing',
  'retail',
  'consulting',
  'other',
] as const;
export type EmployerIndustry = (typeof employerIndustries)[number];
export const companySizes = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export type CompanySize = (typeof companySizes)[number];
// An admin verifies or rejects a pending employer (issue 14); a rejected one may appeal.
export const verificationStatuses = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** The fair-chance practices an employer can attest to in Settings (issue 18), with their labels. */
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

// Billing.
export const subscriptionStatuses = ['inactive', 'trialing', 'active', 'past_due', 'canceled'] as const;
export const paymentTypes = ['job_post', 'subscription'] as const;
export const paymentStatuses = ['pending', 'succeeded', 'failed', 'canceled'] as const;
export const statementPaymentStatuses = ['paid', 'pending', 'failed'] as const;
export const planIds = ['starter', 'pro', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

// Veterans.
export const militaryBranches = ['Army', 'Navy', 'Air Force', 'Marines', 'Coast Guard', 'Space Force'] as const;
export type MilitaryBranch = (typeof militaryBranches)[number];
export const securityClearances = ['None', 'Public Trust', 'Secret', 'Top Secret', 'TS/SCI'] as const;
export type SecurityClearance = (typeof securityClearances)[number];
export const veteranEducationLevels = [
  'High School',
  'Some College',
  'Associate',
  'Bachelor',
  'Master',
  'Doctorate',
] as const;
export type VeteranEducationLevel = (typeof veteranEducationLevels)[number];
export const availabilities = ['immediately', '2_weeks', '1_month', '3_months'] as const;
export type Availability = (typeof availabilities)[number];

// Job seekers.
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

/** The 20 languages offered, each with its native name. */
export const languages = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  ru: 'Русский',
  zh: '中文',
  ja: '日本語',
  ko: '한국어',
  ar: 'العربية',
  hi: 'हिन्दी',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  pl: 'Polski',
  nl: 'Nederlands',
  sv: 'Svenska',
  da: 'Dansk',
  no: 'Norsk',
  fi: 'Suomi',
} as const;
export type LanguageCode = keyof typeof languages;
export const languageCodes = Object.keys(languages) as [LanguageCode, ...LanguageCode[]];

// Tools.
export const documentTypes = ['resume', 'cover_letter', 'portfolio', 'other'] as const;
export type DocumentType = (typeof documentTypes)[number];
export const feedbackTypes = ['positive', 'warning', 'negative'] as const;
export const suggestionPriorities = ['high', 'medium', 'low'] as const;
export const interviewQuestionCategories = ['behavioral', 'technical', 'mock'] as const;
export type InterviewQuestionCategory = (typeof interviewQuestionCategories)[number];
export const questionDifficulties = ['easy', 'medium', 'hard'] as const;
export type QuestionDifficulty = (typeof questionDifficulties)[number];
export const answerFrameworks = ['STAR', 'none'] as const;
export type AnswerFramework = (typeof answerFrameworks)[number];
export const careerTopics = ['skill-development', 'career-transition', 'leadership', 'work-life-balance'] as const;
export type CareerTopic = (typeof careerTopics)[number];
