import type { SalaryFilter, SalaryPeriod } from '@jobboard/contracts';
import type { Translate } from '@jobboard/i18n';
import { domainEnglish } from './texts';

/** A full-time year: 40 hours x 52 weeks, to compare hourly pay with yearly bands. */
export const hoursPerYear = 2080;

export const yearlySalary = (amount: number, period: SalaryPeriod): number =>
  period === 'hourly' ? amount * hoursPerYear : amount;

const formatAmount = (amount: number, period: SalaryPeriod): string => {
  if (period === 'hourly') return `$${amount}/hr`;
  const thousands = Math.round((amount / 1000) * 10) / 10;
  return `$${thousands}k`;
};

/**
 * Hourly as $N/hr, otherwise $Nk; "From" with only a minimum, "Up to" with
 * only a maximum, "Salary not specified" with neither.
 */
export const formatSalaryRange = (
  {
    salaryMin,
    salaryMax,
    salaryPeriod = 'yearly',
  }: {
    salaryMin?: number | null;
    salaryMax?: number | null;
    salaryPeriod?: SalaryPeriod | null;
  },
  t: Translate = domainEnglish,
): string => {
  const period = salaryPeriod ?? 'yearly';
  const hasMin = salaryMin !== undefined && salaryMin !== null;
  const hasMax = salaryMax !== undefined && salaryMax !== null;
  if (hasMin && hasMax) return `${formatAmount(salaryMin, period)} - ${formatAmount(salaryMax, period)}`;
  if (hasMin) return t('From {{amount}}', { amount: formatAmount(salaryMin, period) });
  if (hasMax) return t('Up to {{amount}}', { amount: formatAmount(salaryMax, period) });
  return t('Salary not specified');
};

/** The yearly bounds of a salary filter value; 'any' has none. */
export const salaryBandBounds = (filter: SalaryFilter): { min?: number; max?: number } => {
  if (filter === 'any') return {};
  if (filter.endsWith('+')) return { min: Number(filter.slice(0, -1)) };
  const [min, max] = filter.split('-').map(Number);
  return { min, max };
};
