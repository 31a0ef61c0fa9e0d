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
import type { SelectOption } from '@jobboard/ui';

// The contracts store lower-case codes; these are the words the form shows for them.
const industryLabels: Record<JobSeekerIndustry, string> = {
  technology: 'Technology',
  healthcare: 'Healthcare',
  finance: 'Finance',
  education: 'Education',
  manufacturing: 'Manufacturing',
  retail: 'Retail',
  government: 'Government',
  nonprofit: 'Nonprofit',
  other: 'Other',
};

const educationLabels: Record<JobSeekerEducationLevel, string> = {
  high_school: 'High School',
  associate: 'Associate Degree',
  bachelor: "Bachelor's Degree",
  master: "Master's Degree",
  doctorate: 'Doctorate',
  trade: 'Trade School / Certification',
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
  immediately: 'Immediately',
  '2_weeks': 'In 2 weeks',
  '1_month': 'In 1 month',
  '3_months': 'In 3 months',
};

const experienceLabels: Record<ExperienceLevel, string> = {
  entry: 'Entry Level',
  mid: 'Mid Level',
  senior: 'Senior Level',
  executive: 'Executive',
};

export const experienceOptions: SelectOption[] = experienceLevels.map((level) => ({
  value: level,
  label: experienceLabels[level],
}));
export const industryOptions: SelectOption[] = jobSeekerIndustries.map((value) => ({ value, label: industryLabels[value] }));
export const educationOptions: SelectOption[] = jobSeekerEducationLevels.map((value) => ({ value, label: educationLabels[value] }));
export const salaryOptions: SelectOption[] = salaryExpectationBands.map((value) => ({ value, label: salaryLabels[value] }));
export const availabilityOptions: SelectOption[] = availabilities.map((value) => ({ value, label: availabilityLabels[value] }));
