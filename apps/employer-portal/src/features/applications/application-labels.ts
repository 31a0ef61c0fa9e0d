import { employerApplicationStatuses, employerStatusLabels, trackerStatusLabels, type ApplicationStatus, type EmployerApplicationStatus } from '@jobboard/contracts';
import type { Translator } from '@jobboard/i18n';

export const isEmployerStatus = (status: ApplicationStatus): status is EmployerApplicationStatus =>
  employerApplicationStatuses.some((candidate) => candidate === status);

/** The label of any application status (the employer's five, and the others an application may carry), said by `tc`, the contracts' translator. */
export const statusLabel = (status: ApplicationStatus, tc: Translator['t']): string =>
  tc(isEmployerStatus(status) ? employerStatusLabels[status] : trackerStatusLabels[status]);

/** The employer's five statuses as a select's choices. */
export const employerStatusOptions = (tc: Translator['t']) =>
  employerApplicationStatuses.map((status) => ({ value: status, label: tc(employerStatusLabels[status]) }));
