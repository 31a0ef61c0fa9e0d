/**
 * The page every non-essential email links to: its reader stops (or resumes) those emails
 * without signing in, by the signed token in the link. Interview invitations and application
 * confirmations are essential and always sent.
 */
import { text } from '@jobboard/i18n';
import { z } from 'zod';

const tokenSchema = z.string().trim().min(10, text('is not a valid link')).max(600, text('is not a valid link'));

export const emailPreferencesQuerySchema = z.object({ token: tokenSchema });

export const emailPreferencesSchema = z.object({
  email: z.string(),
  /** Status news, follow-up notices, alerts: true until the reader opts out. */
  nonEssentialEmail: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const emailPreferencesUpdateSchema = z.object({ token: tokenSchema, nonEssentialEmail: z.boolean() });

/** The form body of an RFC 8058 one-click unsubscribe, exactly as mailbox providers post it. */
export const oneClickUnsubscribeSchema = z.object({ 'List-Unsubscribe': z.literal('One-Click') });
export type EmailPreferencesUpdate = z.infer<typeof emailPreferencesUpdateSchema>;

export const emailPreferencesMessages = {
  title: 'Email preferences',
  invalidLink: 'This link is not valid. Open the "Manage your email" link from one of our recent emails.',
  missingLink: 'Open this page from the "Manage your email" link at the end of one of our emails.',
  receiving: 'You receive updates about your applications and job alerts at this address.',
  stopped: 'You no longer receive non-essential email at this address. Interview invitations and confirmations still arrive.',
  stoppedNow: 'Done: you will get no more non-essential email at this address. Interview invitations and confirmations still arrive.',
  stop: 'Stop non-essential email',
  resume: 'Receive updates again',
  saved: { title: 'Preferences Saved', message: 'Your email preferences have been updated.' },
  saveFailed: { title: 'Update Failed', message: 'We could not save your preferences. Please try again.' },
} as const;
