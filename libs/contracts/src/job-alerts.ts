/**
 * Job alerts: "Email me jobs like these" on /jobs and /second-chance saves the search for an
 * email address (no account needed, confirmed by email before anything is sent); a daily digest
 * then brings the new jobs it finds, each with a one-click unsubscribe link.
 */
import { text } from '@jobboard/i18n';
import { z } from 'zod';
import { emailSchema, isoDateSchema, objectIdSchema } from './common';

export const jobAlertSources = ['jobs', 'second-chance'] as const;
export type JobAlertSource = (typeof jobAlertSources)[number];

/** POST /api/job-alerts: the search as the page's address has it ("q=nurse&type=full-time"). */
export const jobAlertRequestSchema = z.object({
  email: emailSchema,
  source: z.enum(jobAlertSources),
  search: z.string().max(1000, text('must be at most 1000 characters')),
});
export type JobAlertRequest = z.infer<typeof jobAlertRequestSchema>;

export const jobAlertStatuses = ['pending', 'active'] as const;

export const jobAlertSchema = z.object({
  id: objectIdSchema,
  email: z.string(),
  source: z.enum(jobAlertSources),
  /** The saved search, canonical (no page or sort). */
  search: z.string(),
  /** "Warehouse jobs near Oakland, CA, full-time": what the alert looks for, in words. */
  description: z.string(),
  /** pending until the emailed link is opened. */
  status: z.enum(jobAlertStatuses),
  createdAt: isoDateSchema,
});
export type JobAlert = z.infer<typeof jobAlertSchema>;
export const jobAlertListSchema = z.array(jobAlertSchema);

/** The emailed links' signed tokens (confirm, unsubscribe). */
export const jobAlertTokenSchema = z.object({ token: z.string().trim().min(10, text('is not a valid link')).max(600, text('is not a valid link')) });

export const jobAlertMessages = {
  button: 'Email me jobs like these',
  dialogTitle: 'Email me jobs like these',
  dialogIntro: 'We will email you once a day at most when new jobs match this search. No account needed.',
  save: 'Create Alert',
  checkEmail: {
    title: 'Check your email',
    message:
      'Look in your inbox for the link that confirms this job alert; nothing is sent until you confirm. To protect inboxes, we send only a few confirmation emails a day to one address.',
  },
  created: { title: 'Job alert created', message: 'New jobs matching this search will be emailed to you, at most once a day.' },
  failed: { title: 'Alert not saved', message: 'We could not save this job alert. Please try again.' },
  tooMany: 'This address already has the most job alerts we keep (20). Remove one first.',
  confirmTitle: 'Confirm your job alert',
  confirmButton: 'Confirm job alert',
  confirmed: { title: 'Job alert confirmed', message: 'New jobs matching your search will be emailed to you, at most once a day.' },
  unsubscribed: { title: 'Unsubscribed', message: 'You will not get this job alert any more.' },
  invalidLink: 'This link is not valid or the alert no longer exists.',
  manageTitle: 'Your job alerts',
  none: 'You have no job alerts yet. Use "Email me jobs like these" on Find Jobs or Second Chance.',
  removed: { title: 'Alert removed', message: 'You will not get this job alert any more.' },
} as const;
