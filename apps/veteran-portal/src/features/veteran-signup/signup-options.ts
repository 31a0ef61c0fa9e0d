import {
  availabilities,
  militaryBranches,
  securityClearances,
  veteranEducationLevels,
  type Availability,
} from '@jobboard/contracts';
import { text } from '@jobboard/i18n';
import type { SelectOption } from '@jobboard/ui';

// The contracts give no labels for availability codes; these are the words the form shows
// (English, shown with `t(label)`).
export const availabilityLabels: Record<Availability, string> = {
  immediately: text('Immediately'),
  '2_weeks': text('2 weeks'),
  '1_month': text('1 month'),
  '3_months': text('3 months'),
};

const sameLabel = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));

export const branchOptions = sameLabel(militaryBranches);
export const clearanceOptions = sameLabel(securityClearances);
export const educationOptions = sameLabel(veteranEducationLevels);
// Labels in English: translated where the select is drawn.
export const availabilityOptions: SelectOption[] = availabilities.map((value) => ({
  value,
  label: availabilityLabels[value],
}));
