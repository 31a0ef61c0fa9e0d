/**
 * The job seeker's application tracker (My Applications) and its follow-ups: what
 * GET /api/users/:id/applications sends, what POST /api/applications/:id/follow-up takes,
 * and the texts both sides show.
 */
import type { Translate } from '@jobboard/i18n';
import { z } from 'zod';
import { candidateInterviewSchema } from './interviews';
import { isoDateSchema, objectIdSchema } from './common';
import { applicationStatuses, type ApplicationStatus } from './enums';
import { contractsEnglish } from './texts';

/** Bounded like the stored followUpMessage. */
export const followUpMessageMaxLength = 5000;

/** A follow-up is offered this many whole days after applying (never on the day itself): the rule and the tracker's text both read it. */
export const followUpAfterDays = 7;

export const applicationTrackerMessages = {
  heading: 'My Applications',
  signInTitle: 'Sign in to see your applications',
  signInDescription:
    'Your applications, their status and any notes from employers appear here once you are signed in. Applications you sent from this browser before signing up are added to your account when the email matches.',
  loadErrorTitle: 'Error Loading Applications',
  loadErrorDescription: 'Please try again later.',
  // An application left undecided 30 days after its job closed is closed for the applicant.
  closedWithoutDecision:
    'The employer closed this job and did not make a decision within 30 days, so we closed your application rather than leave you waiting. This says nothing about you: keep applying.',
  emptyTitle: 'No Applications Yet',
  emptyDescription: 'When you apply for a job, it appears here so you can follow its progress and follow up with the employer.',
  browseJobs: 'Browse Jobs',
  appliedLabel: 'Applied',
  reviewedLabel: 'Reviewed',
  followUpSentLabel: 'Follow-up Sent',
  notesLabel: 'Employer Notes',
  rejectionReasonLabel: 'Reason',
  positionClosed: 'Position closed',
  available: 'Follow-up Available',
  followUpFrom: (date: string, t: Translate = contractsEnglish) =>
    t('You can follow up from {{date}}, {{days}} days after applying.', { date, days: followUpAfterDays }),
  positionClosedNote:
    'This position has closed and is no longer being filled. Your application is kept here, and any interview still to come for it was cancelled.',
  followUp: 'Follow Up',
  dialogTitle: 'Follow Up on Your Application',
  dialogDescription: 'Your message is sent to the employer with your application. You can send one follow-up per application.',
  messageLabel: 'Your Message',
  send: 'Send Follow-up',
  sending: 'Sending...',
  cancel: 'Cancel',
  blankMessage: 'Please write a message before sending.',
  tooLong: `Please keep your message under ${followUpMessageMaxLength} characters.`,
  sent: { title: 'Follow-up Sent', message: 'Your follow-up message has been sent to the employer.' },
  failed: { title: 'Follow-up Failed', message: 'Failed to send follow-up message. Please try again.' },
  // Server refusals (409): a follow-up is sent once, and only while the application is open.
  alreadySent: 'You have already sent a follow-up for this application.',
  tooSoon: `You can follow up ${followUpAfterDays} days after applying.`,
  applicationClosed: 'This application has been closed, so a follow-up can no longer be sent.',
  applicationNotFound: 'Application not found',
  locationUnknown: 'Location not listed',
} as const;

/** How the tracker names each status (`trackerStatusTone` in libs/ui colours them). */
export const trackerStatusLabels: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  reviewed: 'Reviewed',
  shortlisted: 'Shortlisted',
  interviewing: 'Interviewing',
  accepted: 'Accepted',
  hired: 'Hired',
  rejected: 'Rejected',
  closed: 'Closed without a decision',
};

/** One application as its applicant sees it. */
export const trackedApplicationSchema = z.object({
  id: objectIdSchema,
  jobTitle: z.string(),
  companyName: z.string(),
  location: z.string(),
  /** Display text by `formatSalaryRange`; absent when the job gives no salary. */
  salary: z.string().optional(),
  status: z.enum(applicationStatuses),
  appliedAt: isoDateSchema,
  daysSinceApplication: z.number().int().min(0),
  reviewedAt: isoDateSchema.optional(),
  /** The employer's notes to the applicant. */
  notes: z.string().optional(),
  /** Why the employer turned the application down, when it said. */
  rejectionReason: z.string().optional(),
  /** The job closed (by its employer, an admin or its deadline): an undecided application is shown as "Position closed". */
  positionClosed: z.boolean(),
  canFollowUp: z.boolean(),
  /** When a follow-up is first offered (`followUpAfterDays` after applying). */
  followUpFrom: isoDateSchema,
  applicantFollowUpSent: z.boolean(),
  applicantFollowUpDate: isoDateSchema.optional(),
  /** Interviews the employer booked for this application, soonest first. */
  interviews: z.array(candidateInterviewSchema),
});
export type TrackedApplication = z.infer<typeof trackedApplicationSchema>;

/** Newest first. */
export const trackedApplicationListSchema = z.array(trackedApplicationSchema);

/** The follow-up message must be non-blank. */
export const followUpRequestSchema = z.object({
  message: z
    .string(applicationTrackerMessages.blankMessage)
    .trim()
    .min(1, applicationTrackerMessages.blankMessage)
    .max(followUpMessageMaxLength, applicationTrackerMessages.tooLong),
});
