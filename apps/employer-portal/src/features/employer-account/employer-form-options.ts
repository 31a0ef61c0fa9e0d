import { companySizes, employerIndustries } from '@jobboard/contracts';
import type { Translator } from '@jobboard/i18n';
import type { SelectOption } from '@jobboard/ui';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const industryOptions: readonly SelectOption[] = employerIndustries.map((industry) => ({
  value: industry,
  label: capitalise(industry),
}));

export const companySizeOptions = (t: Translator['t']): readonly SelectOption[] =>
  companySizes.map((size) => ({
    value: size,
    label: t('{{size}} employees', { size }),
  }));
