// Texts in a module of their own: the employer dashboard's first view shows them without loading the hiring schemas (and zod).
import type { Translate } from '@jobboard/i18n';
import { contractsEnglish } from './texts';

/** The employer dashboard's texts (toasts, empty states, refusals). */
export const hiringMessages = {
  employerNotFound: 'Employer not found',
  jobNotFound: 'Job not found',
  applicationNotFound: 'Application not found',
  fileNotFound: 'File not found',
  noJobs: 'No jobs posted yet',
  noApplications: { title: 'No Applications Yet', message: 'When candidates apply to your jobs, their applications appear here.' },
  pipelineEmpty: {
    title: 'No Applications Yet',
    message: 'Candidates will appear here ranked by qualification once they apply to your jobs.',
  },
  noNotifications: 'No notifications yet',
  jobPosted: { title: 'Job Posted Successfully', message: 'Your job posting is now live and visible to candidates.' },
  jobPostFailed: { title: 'Failed to Post Job', message: 'Please check your information and try again.' },
  jobUpdated: { title: 'Job Updated', message: 'Your changes are live.' },
  jobUpdateFailed: { title: 'Update Failed', message: 'Failed to update the job. Please try again.' },
  jobClosed: { title: 'Job Closed', message: 'The job no longer appears in search or takes applications.' },
  deleteFailed: 'Failed to delete job',
  statusUpdated: { title: 'Application Updated', message: 'Application status has been updated successfully.' },
  statusFailed: { title: 'Update Failed', message: 'Failed to update application status.' },
  pipelineUpdated: { title: 'Pipeline Updated', message: 'The candidate\'s pipeline details have been saved.' },
  pipelineFailed: { title: 'Update Failed', message: 'Failed to update pipeline. Please try again.' },
  profileUpdated: { title: 'Profile Updated', message: 'Your company profile has been saved.' },
  profileFailed: { title: 'Update Failed', message: 'Please check your information and try again.' },
  credentialsUpdated: { title: 'Sign-in Details Updated', message: 'Use your new details the next time you sign in.' },
  wrongCurrentPassword: 'Your current password is not correct.',
  nothingToChange: 'Enter a new email address or a new password.',
  /** 402: posting needs entitlement; the dialog links to the plans page. */
  needsEntitlement:
    'Posting a job needs an active plan with posts left this period, or a job post credit. Choose a plan or buy a single post to continue.',
  jobIsClosed: 'This job is closed. Closed jobs cannot be edited.',
  /** 403: an admin declined the company's verification, so it cannot publish (its open jobs were closed). */
  employerRejected:
    'Your company\'s verification was declined, so you cannot post or edit jobs. The reason is on your dashboard; contact support if you think this is a mistake.',
  locationNotFound: (location: string, t: Translate = contractsEnglish) =>
    t('We could not find the location "{{location}}". Enter a US city and state (Austin, TX), a ZIP code, or "Remote".', { location }),
  positionClosed: 'Position closed',
  /** The score of an application is worked out by the worker a few seconds after it arrives. */
  scoringPending: 'Scoring…',
  scoringPendingHint: 'This application arrived a moment ago; its match score appears shortly.',
  scoringFailed: 'Scoring failed',
  scoringFailedHint: 'We could not score this application. Its details are all here; try scoring it again.',
  retryScoring: 'Retry scoring',
  /** The Retry scoring button while its request is in flight. */
  retryingScoring: 'Retrying…',
  scoringRetried: { title: 'Scoring Again', message: 'The match score will appear in a few seconds.' },
  scoringRetryFailed: { title: 'Could Not Retry', message: 'Please try again in a moment.' },
  /** 409: a retry asked for an application that is scored or being scored. */
  scoringNotFailed: 'This application is already scored or being scored.',
  /** The empty Job Postings tab, by whether the company may publish now. */
  firstJobHint: {
    canPublish: 'Post your first job: it goes live at once and candidates can apply straight away.',
    emailNotVerified: 'Confirm your email address first (the link is in your inbox); after that, a job you post goes live at once.',
    rejected: 'Your company\'s verification was declined, so you cannot post jobs. Contact support if you think this is a mistake.',
  },
} as const;
