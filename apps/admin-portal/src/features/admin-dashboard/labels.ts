import { formatCalendarDate } from '@jobboard/domain';

/** "shortlisted" -> "Shortlisted", "no_show" -> "No show": stored values as the tables show them. */
export const labelOf = (value: string): string => {
  const words = value.replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const dateOf = (iso: string | undefined): string | undefined => (iso ? formatCalendarDate(iso) : undefined);

export const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: labelOf(value) }));
