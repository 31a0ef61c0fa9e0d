import {
  experienceLevelLabels,
  experienceLevels,
  jobPostingSchema,
  jobTypeLabels,
  jobTypes,
  securityClearances,
  type ExperienceLevel,
  type Job,
  type JobType,
  type SalaryPeriod,
  type SecurityClearance,
  type ValidJobPosting,
} from '@jobboard/contracts';
import { fieldErrorsFrom, type FieldErrors } from '@jobboard/portal-kit';
import type { Translator } from '@jobboard/i18n';
import type { SelectOption } from '@jobboard/ui';
import { calendarDayOf } from '../../utils/dates';

/** What the Post New Job dialog holds: text as typed, lists as entered, "" for an unchosen select. */
export interface JobPostingValues {
  title: string;
  department: string;
  location: string;
  type: JobType | '';
  experience: ExperienceLevel | '';
  salaryMin: string;
  salaryMax: string;
  salaryPeriod: SalaryPeriod;
  applicationDeadline: string;
  clearanceRequired: SecurityClearance;
  schedule: string;
  description: string;
  requirements: string[];
  responsibilities: string[];
  benefits: string[];
  screeningQuestions: string[];
}
type JobPostingField = keyof JobPostingValues;

/** Field order on screen: the first field with an error gets the focus. */
export const jobPostingFieldOrder: readonly JobPostingField[] = [
  'title',
  'department',
  'location',
  'type',
  'experience',
  'schedule',
  'applicationDeadline',
  'clearanceRequired',
  'salaryMin',
  'salaryMax',
  'salaryPeriod',
  'description',
  'requirements',
  'responsibilities',
  'benefits',
  'screeningQuestions',
];

export const emptyJobPosting: JobPostingValues = {
  title: '',
  department: '',
  location: '',
  type: '',
  experience: '',
  salaryMin: '',
  salaryMax: '',
  salaryPeriod: 'yearly',
  applicationDeadline: '',
  clearanceRequired: 'None',
  schedule: '',
  description: '',
  requirements: [],
  responsibilities: [],
  benefits: [],
  screeningQuestions: [],
};

const amountText = (amount: number | undefined) => (amount === undefined ? '' : String(amount));

/** The dialog filled in with a job as stored, for Edit. */
export const jobPostingValuesOf = (job: Job): JobPostingValues => ({
  title: job.title,
  department: job.department ?? '',
  location: job.location,
  type: job.type,
  experience: job.experience,
  salaryMin: amountText(job.salaryMin),
  salaryMax: amountText(job.salaryMax),
  salaryPeriod: job.salaryPeriod,
  applicationDeadline: job.applicationDeadline ? calendarDayOf(job.applicationDeadline) : '',
  clearanceRequired: job.clearanceRequired ?? 'None',
  schedule: job.schedule ?? '',
  description: job.description,
  requirements: [...job.requirements],
  responsibilities: [...job.responsibilities],
  benefits: [...job.benefits],
  screeningQuestions: [...job.screeningQuestions],
});

type JobPostingCheck = { ok: true; posting: ValidJobPosting } | { ok: false; errors: FieldErrors<JobPostingField> };

/** Checks the dialog with the contract's schema: lists trimmed, blank questions dropped, at most ten kept. */
export const checkJobPosting = (values: JobPostingValues): JobPostingCheck => {
  const result = jobPostingSchema.safeParse(values);
  return result.success
    ? { ok: true, posting: result.data }
    : { ok: false, errors: fieldErrorsFrom<JobPostingField>(result.error.issues) };
};

/** The selects' choices, their labels said by `tc`, the contracts' translator. */
export const jobTypeOptions = (tc: Translator['t']): readonly SelectOption[] => jobTypes.map((type) => ({ value: type, label: tc(jobTypeLabels[type]) }));
export const experienceOptions = (tc: Translator['t']): readonly SelectOption[] =>
  experienceLevels.map((level) => ({
    value: level,
    label: tc(experienceLevelLabels[level]),
  }));
/** None first: most jobs require no clearance. */
export const clearanceOptions = (tc: Translator['t']): readonly SelectOption[] =>
  securityClearances.map((clearance) => ({ value: clearance, label: tc(clearance) }));
