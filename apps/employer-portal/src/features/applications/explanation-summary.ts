import type { QualificationExplanation } from '@jobboard/contracts';

/** "Meets 4 of 5 requirements", or why there is nothing to count. */
export const requirementsSummary = (explanation: QualificationExplanation): string => {
  if (!explanation.readable) return 'Not scored: no readable resume or cover letter';
  const met = explanation.requirementsMet.length;
  const total = met + explanation.requirementsMissing.length;
  if (total === 0) return 'The job lists no requirements to match';
  return `Meets ${met} of ${total} requirement${total === 1 ? '' : 's'}`;
};
