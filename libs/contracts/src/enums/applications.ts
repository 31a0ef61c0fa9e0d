/** Applications, the hiring pipeline, notifications and interviews. */

export const applicationStatuses = [
  'pending',
  'reviewed',
  'shortlisted',
  'rejected',
  'hired',
  'accepted',
  'interviewing',
  // Closed for the candidate with a courteous notice: no decision 30 days after its job closed.
  'closed',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/**
 * Where an application's score stands: it is scored after the applicant is answered (the worker
 * reads the resume), so for a few seconds it is `pending`; `failed` when every attempt failed,
 * until the employer asks for it again.
 */
export const applicationScoringStates = ['pending', 'scored', 'failed'] as const;
export type ApplicationScoringState = (typeof applicationScoringStates)[number];

export const pipelineStages = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;

export const notificationTypes = ['new_application', 'follow_up', 'interview', 'billing', 'system'] as const;

// Interviews.
export const interviewStatuses = ['scheduled', 'completed', 'cancelled', 'no_show'] as const;
export type InterviewStatus = (typeof interviewStatuses)[number];
export const interviewTypes = ['video', 'phone', 'in_person'] as const;
export type InterviewType = (typeof interviewTypes)[number];
export const interviewDurations = [15, 30, 45, 60, 90] as const;
export const daysOfWeek = [0, 1, 2, 3, 4, 5, 6] as const;
