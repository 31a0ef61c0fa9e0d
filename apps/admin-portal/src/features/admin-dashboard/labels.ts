import { formatCalendarDate } from '@jobboard/domain';
import type { Translate } from '@jobboard/i18n';

/** A contracts label map (`jobStatusLabels`, `pipelineStageLabels`, …), read by stored value. */
type ContractLabels = Readonly<Partial<Record<string, string>>>;

/**
 * "shortlisted" -> "Shortlisted", "no_show" -> "No show": stored values as the tables show them.
 * Given the contracts' label map of the value's kind and their translator `tc`, a value the map
 * says in the same words is shown in the reader's language; any other stays in these words.
 */
export const labelOf = (value: string, labels?: ContractLabels, tc?: Translate): string => {
  const words = value.replace(/[_-]+/g, ' ');
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return labels && tc && labels[value] === label ? tc(label) : label;
};

export const dateOf = (iso: string | undefined): string | undefined => (iso ? formatCalendarDate(iso) : undefined);

export const optionsOf = (values: readonly string[], labels?: ContractLabels, tc?: Translate) =>
  values.map((value) => ({ value, label: labelOf(value, labels, tc) }));
