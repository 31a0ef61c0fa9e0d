import {
  availabilities,
  experienceLevels,
  jobSeekerEducationLevels,
  jobSeekerIndustries,
  salaryExpectationBands,
  type Availability,
  type ExperienceLevel,
  type JobSeekerEducationLevel,
  type JobSeekerIndustry,
  type SalaryExpectationBand,
} from '@jobboard/contracts';
import { text } from '@jobboard/i18n';
import type { SelectOption } from '@jobboard/ui';

// The contracts store lower-case codes; these are the words the form shows for them (marked for
// translation, shown with `t(label)`; the salary bands are figures and stay as they are).
const industryLabels: Record<JobSeekerIndustry, string> = {
  technology: text('Technology'),
  healthcare: text('Healthcare'),
  finance: text('Finance'),
  education: text('Education'),
  manufacturing: text('Manufacturing'),
  retail: text('Retail'),
  government: text('Government'),
  nonprofit: text('Nonprofit'),
  other: text('Other'),
};

const educationLabels: Record<JobSeekerEducationLevel, string> = {
  high_school: text('High School'),
  associate: text('Associate Degree'),
  bachelor: text("Bachelor's Degree"),
  master: text("Master's Degree"),
  doctorate: text('Doctorate'),
  trade: text('Trade School / Certification'),
};

const salaryLabels: Record<SalaryExpectationBand, string> = {
  '30k-40k': '$30k - $40k',
  '40k-60k': '$40k - $60k',
  '60k-80k': '$60k - $80k',
  '80k-100k': '$80k - $100k',
  '100k-120k': '$100k - $120k',
  '120k+': '$120k+',
};

const availabilityLabels: Record<Availability, string> = {
  immediately: text('Immediately'),
  '2_weeks': text('In 2 weeks'),
  '1_month': text('In 1 month'),
  '3_months': text('In 3 months'),
};

const experienceLabels: Record<ExperienceLevel, string> = {
  entry: text('Entry Level'),
  mid: text('Mid Level'),
  senior: text('Senior Level'),
  executive: text('Executive'),
};

export const experienceOptions: SelectOption[] = experienceLevels.map((level) => ({
  value: level,
  label: experienceLabels[level],
}));
export const industryOptions: SelectOption[] = jobSeekerIndustries.map((value) => ({ value, label: industryLabels[value] }));
export const educationOptions: SelectOption[] = jobSeekerEducationLevels.map((value) => ({ value, label: educationLabels[value] }));
export const salaryOptions: SelectOption[] = salaryExpectationBands.map((value) => ({ value, label: salaryLabels[value] }));
export const availabilityOptions: SelectOption[] = availabilities.map((value) => ({ value, label: availabilityLabels[value] }));
