import { ApiError } from '@jobboard/api-client';
import type { Translator } from '@jobboard/i18n';
import { interviewDurations, interviewStatusLabels, interviewStatuses, interviewTypeLabels, interviewTypes } from '@jobboard/contracts';

export const durationOptions = (t: Translator['t']) =>
  interviewDurations.map((minutes) => ({ value: String(minutes), label: t('{{count}} minutes', { count: minutes }) }));
/** The interview types and statuses as choices, their labels said by `tc`, the contracts' translator. */
export const interviewTypeOptions = (tc: Translator['t']) => interviewTypes.map((type) => ({ value: type, label: tc(interviewTypeLabels[type]) }));
export const interviewStatusOptions = (tc: Translator['t']) =>
  interviewStatuses.map((status) => ({ value: status, label: tc(interviewStatusLabels[status]) }));

/** What a failure toast says: the service's own words for a refusal it explained (a clash, a slot rule), else `fallback`. */
export const refusalMessage = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage) || fallback;
