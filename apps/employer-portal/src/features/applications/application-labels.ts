import { employerApplicationStatuses, employerStatusLabels, trackerStatusLabels, type ApplicationStatus, type EmployerApplicationStatus } from '@jobboard/contracts';

export const isEmployerStatus = (status: ApplicationStatus): status is EmployerApplicationStatus =>
  employerApplicationStatuses.some((candidate) => candidate === status);

/** The label of any application status: the employer's five, and the others an application may carry. */
export const statusLabel = (status: ApplicationStatus): string =>
  isEmployerStatus(status) ? employerStatusLabels[status] : trackerStatusLabels[status];
