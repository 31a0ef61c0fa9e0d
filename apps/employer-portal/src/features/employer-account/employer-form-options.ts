import { companySizes, employerIndustries } from '@jobboard/contracts';
import type { Translator } from '@jobboard/i18n';
import type { SelectOption } from '@jobboard/ui';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The industries as choices, their labels said by `tc`, the contracts' translator. */
export const industryOptions = (tc: Translator['t']): readonly SelectOption[] =>
  employerIndustries.map((industry) => ({
    value: industry,
    label: tc(capitalise(industry)),
  }));

export const companySizeOptions = (t: Translator['t']): readonly SelectOption[] =>
  companySizes.map((size) => ({
    value: size,
    label: t('{{size}} employees', { size }),
  }));
