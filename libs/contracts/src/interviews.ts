/**
 * Interviews: the employer's weekly availability, scheduling from an application, updating and
 * cancelling. Times travel as UTC instants; every answer names the employer's time zone, in
 * which the slot rules (the domain lib's interview-slots) are read.
 */
import { text, type Translate } from '@jobboard/i18n';
import { z } from 'zod';
import { isoDateSchema, longText, objectIdSchema } from './common';
import { interviewSchema } from './entities';
import { interviewDurations, interviewStatuses, interviewTypes } from './enums';
import { contractsEnglish } from './texts';

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, text('must be a time like 09:00'));

/** One weekday's window; times are the employer's local times. */
export const availabilityWindowSchema = z
  .object({
    dayOfWeek: z.number().int().min(0).max(6),
    startTime: timeOfDay,
    endTime: timeOfDay,
    isActive: z.boolean(),
  })
  .refine((window) => window.startTime < window.endTime, { message: text('must end after it starts'), path: ['endTime'] });
export type AvailabilityWindow = z.infer<typeof availabilityWindowSchema>;

/** GET and PUT /api/employers/:id/availability: the week, one window per day at most, and the zone it is in. */
export const weeklyAvailabilitySchema = z.object({
  timeZone: z.string(),
  windows: z.array(availabilityWindowSchema),
});
export type WeeklyAvailability = z.infer<typeof weeklyAvailabilitySchema>;

export const availabilityUpdateSchema = z.object({
  windows: z
    .array(availabilityWindowSchema)
    .max(7)
    .refine((windows) => new Set(windows.map((window) => window.dayOfWeek)).size === windows.length, text('one window per day at most')),
});
export type AvailabilityUpdate = z.infer<typeof availabilityUpdateSchema>;

const durationSchema = z.union(
  interviewDurations.map((minutes) => z.literal(minutes)),
  { error: text('must be 15, 30, 45, 60 or 90 minutes') },
);

/**
 * POST /api/interviews: the Schedule Interview dialog. The spec's body also names the employer
 * and the candidate; the server takes them from the session and the application instead, so
 * nobody can send an invitation to an address of their choosing.
 */
export const scheduleInterviewSchema = z.object({
  applicationId: objectIdSchema,
  employerId: objectIdSchema.optional(),
  candidateName: z.string().optional(),
  candidateEmail: z.string().optional(),
  jobTitle: z.string().optional(),
  scheduledDateTime: isoDateSchema,
  duration: durationSchema.default(30),
  interviewType: z.enum(interviewTypes).default('video'),
  notes: longText(2_000).optional(),
});
export type ScheduleInterviewBody = z.input<typeof scheduleInterviewSchema>;
/** The booking as the server reads it (defaults applied). */
export type ScheduleInterviewRequest = z.output<typeof scheduleInterviewSchema>;

/**
 * PUT /api/interviews/:id: the Update Interview dialog sends only what changed (status,
 * feedback, rating); a new time or duration reschedules under the same rules as booking.
 */
export const interviewUpdateSchema = z
  .object({
    status: z.enum(interviewStatuses).optional(),
    feedback: longText(5_000).optional(),
    rating: z.number().int().min(1, text('must be 1 to 5')).max(5, text('must be 1 to 5')).optional(),
    scheduledDateTime: isoDateSchema.optional(),
    duration: durationSchema.optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), text('No changes were made to the interview.'));
export type InterviewUpdate = z.input<typeof interviewUpdateSchema>;

/** An interview as its employer sees it: the stored one, its zone, and how the candidate joins. */
export const employerInterviewSchema = interviewSchema.extend({
  timeZone: z.string(),
  /** The phone number (phone) or the address (in person) the candidate is given; none for video. */
  where: z.string().optional(),
});
export type EmployerInterview = z.infer<typeof employerInterviewSchema>;
export const employerInterviewListSchema = z.array(employerInterviewSchema);

/** An interview as the candidate sees it on My Applications. */
export const candidateInterviewSchema = z.object({
  id: z.string(),
  scheduledDateTime: z.string(),
  duration: z.number().int(),
  interviewType: z.enum(interviewTypes),
  status: z.enum(interviewStatuses),
  timeZone: z.string(),
  meetingLink: z.string().optional(),
  where: z.string().optional(),
});
export type CandidateInterview = z.infer<typeof candidateInterviewSchema>;

export const interviewTypeLabels: Record<(typeof interviewTypes)[number], string> = {
  video: 'Video call',
  phone: 'Phone call',
  in_person: 'In person',
};

export const interviewStatusLabels: Record<(typeof interviewStatuses)[number], string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No show',
};

/** The texts of the dialogs and toasts. */
export const interviewMessages = {
  missingInformation: { title: 'Missing Information', message: 'Please select both date and time for the interview.' },
  scheduled: { title: 'Interview Scheduled', message: 'The candidate will receive an email with interview details.' },
  scheduleFailed: { title: 'Scheduling Failed', message: 'Failed to schedule interview. Please try again.' },
  updated: { title: 'Interview Updated', message: 'Interview details have been updated successfully.' },
  updateFailed: { title: 'Update Failed', message: 'Failed to update interview details.' },
  noChanges: 'No changes were made to the interview.',
  availabilitySaved: { title: 'Availability Saved', message: 'New interviews can be booked in these hours.' },
  availabilityFailed: { title: 'Update Failed', message: 'Failed to save your availability. Please try again.' },
  outsideAvailability: 'That time is outside your interview availability. Pick another time or change your availability.',
  interviewNotFound: 'Interview not found',
  noInterviews: { title: 'No interviews scheduled', message: 'Schedule an interview from an application and it appears here.' },
  cancelledIsFinal: 'This interview was cancelled. Schedule a new one instead.',
  phoneNeedsNumber: 'A phone interview needs a phone number for the candidate. Add your phone number to your company profile, or choose a video or in-person interview.',
  notStartedYet: 'An interview can be marked completed or no-show only once it has started.',
  pastIsNotCancelled: 'This interview already took place. Mark it completed or no-show instead of cancelling it.',
} as const;

/** The 409 of a booking that overlaps another interview of the same employer. */
export const interviewClashMessage = (candidateName: string, when: string, t: Translate = contractsEnglish) =>
  t('This time overlaps your interview with {{candidateName}} at {{when}}. Pick another time.', { candidateName, when });
