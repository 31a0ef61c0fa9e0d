import type { QualificationExplanation } from '@jobboard/contracts';
import type { Translator } from '@jobboard/i18n';

/** "Meets 4 of 5 requirements", or why there is nothing to count. */
export const requirementsSummary = (explanation: QualificationExplanation, t: Translator['t']): string => {
  if (!explanation.readable) return t('Not scored: no readable resume or cover letter');
  const met = explanation.requirementsMet.length;
  const total = met + explanation.requirementsMissing.length;
  if (total === 0) return t('The job lists no requirements to match');
  return t('Meets {{met}} of {{count}} requirements', { singular: 'Meets {{met}} of {{count}} requirement', met, count: total });
};
