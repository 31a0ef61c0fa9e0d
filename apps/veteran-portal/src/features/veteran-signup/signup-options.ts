import {
  availabilities,
  militaryBranches,
  securityClearances,
  veteranEducationLevels,
  type Availability,
} from '@jobboard/contracts';
import type { SelectOption } from '@jobboard/ui';

// The contracts give no labels for availability codes; these are the words the form shows.
export const availabilityLabels: Record<Availability, string> = {
  immediately: 'Immediately',
  '2_weeks': '2 weeks',
  '1_month': '1 month',
  '3_months': '3 months',
};

const sameLabel = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));

export const branchOptions = sameLabel(militaryBranches);
export const clearanceOptions = sameLabel(securityClearances);
export const educationOptions = sameLabel(veteranEducationLevels);
export const availabilityOptions: SelectOption[] = availabilities.map((value) => ({
  value,
  label: availabilityLabels[value],
}));
