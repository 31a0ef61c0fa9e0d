/**
 * What the product stores about people, who sees it, how long it is kept and what is kept after an
 * account is deleted, and why. One source: the export and deletion use cases apply these rules,
 * and the Privacy Policy and Terms pages are generated from them.
 */
import { accountLinkLifetimes } from '@jobboard/contracts';
import { applicationClosureRules } from './application-closure';
import { applicationConfirmationValidDays } from './application-confirmation';
import { guestAnalysisRetentionDays } from './guest-analyses';

/** The kinds of people the product holds data about. */
export const dataSubjectKinds = ['jobseeker', 'veteran', 'employer', 'applicant'] as const;
export type DataSubjectKind = (typeof dataSubjectKinds)[number];
/** The kinds that have an account, and so can download and delete their data. */
export type AccountDataSubjectKind = Exclude<DataSubjectKind, 'applicant'>;

/** The periods the code applies, in one place. */
export const retentionPeriods = {
  /** A sign-in lasts this long (then the session ends). */
  sessionDays: 7,
  /** An anonymous application waits this long for its applicant to confirm the address, then it and its files are deleted. */
  pendingApplicationDays: applicationConfirmationValidDays,
  /** A guest's resume or document analysis (no account) is deleted after this. */
  guestAnalysisDays: guestAnalysisRetentionDays,
  /** An application with no decision is closed this long after it was sent. */
  undecidedApplicationCloseDays: applicationClosureRules.closeAfterDays,
  passwordResetLinkMinutes: accountLinkLifetimes.passwordResetMinutes,
  emailVerificationLinkHours: accountLinkLifetimes.emailVerificationHours,
} as const;

/** One thing stored about a person. */
export interface StoredDataItem {
  what: string;
  whoSees: string;
  keptFor: string;
}

/** One thing kept after an account is deleted, and why. */
export interface KeptAfterDeletion {
  what: string;
  keptFor: string;
  why: string;
}

export interface DataSubjectRetention {
  label: string;
  stores: readonly StoredDataItem[];
  /** What deleting the account removes (none for an applicant without an account). */
  deletes: readonly string[];
  keptAfterDeletion: readonly KeptAfterDeletion[];
}

const untilDeleted = 'Until you delete it or your account.';
const untilAccountDeleted = 'Until you delete your account.';

/** The name shown instead of a deleted person's on the applications an employer keeps. */
export const deletedApplicantName = 'Deleted applicant';
/** The address an anonymised application carries (an application needs one, unique per job). */
export const deletedApplicantEmail = (applicationId: string): string => `deleted-${applicationId}@deleted.invalid`;

const sharedApplicationRecord: KeptAfterDeletion = {
  what: `Each application you sent, as "${deletedApplicantName}": the job, the dates, its status and pipeline stage, with no name, email, phone, cover letter, answers or files.`,
  keptFor: "As long as the employer's account keeps its hiring history.",
  why: 'The employer must still be able to account for its hiring decisions; nothing in it identifies you.',
};

const accountBasics = (kind: string): StoredDataItem => ({
  what: `Your ${kind} account: name, email address, password (only as a one-way hash), phone, location and the profile you filled in.`,
  whoSees: 'You; the site administrators.',
  keptFor: untilAccountDeleted,
});

const applicantItems = (account: boolean): StoredDataItem[] => [
  {
    what: 'Your applications: the job, your name, email, cover letter, answers to screening questions, your resume and supporting documents (the files themselves and the resume text read from them), and the score the job match gave.',
    whoSees: 'The employer you applied to; you; the site administrators.',
    keptFor: account
      ? `Until you delete your account. Applications with no decision are closed after ${retentionPeriods.undecidedApplicationCloseDays} days, and kept.`
      : `Until the employer deletes its account or you ask us to remove it. An unconfirmed application is deleted with its files after ${retentionPeriods.pendingApplicationDays} days.`,
  },
  {
    what: 'Interviews the employer scheduled with you: time, type, meeting link.',
    whoSees: 'The employer; you.',
    keptFor: account ? untilAccountDeleted : "As long as the employer's account exists.",
  },
];

const seekerItems = (kind: string): StoredDataItem[] => [
  accountBasics(kind),
  ...applicantItems(true),
  {
    what: 'Resume and document analyses you ran while signed in: the report, the score and the document text (never the file).',
    whoSees: 'You only.',
    keptFor: untilDeleted,
  },
  { what: 'Saved jobs and job alerts (the search and your address).', whoSees: 'You only.', keptFor: untilDeleted },
  {
    what: 'Resumes you keep in your profile (the files); an application sent with one carries its own copy.',
    whoSees: 'You only; an employer sees the copy sent with an application.',
    keptFor: untilDeleted,
  },
  { what: 'Your email choices (alerts, newsletter, opt-out).', whoSees: 'You only.', keptFor: untilAccountDeleted },
  {
    what: 'Sign-in sessions and recent failed sign-in attempts (to slow down password guessing).',
    whoSees: 'Nobody; the server checks them.',
    keptFor: `A session ends when you sign out or after ${retentionPeriods.sessionDays} days; attempts count only within a short window.`,
  },
];

const seekerDeletes = [
  'Your account and profile; you cannot sign in again and every session ends.',
  'Your resumes and supporting documents (the files and their text), and the resumes kept in your profile.',
  'Your name, email, phone, cover letters and answers on every application.',
  'Your analyses, saved jobs, job alerts and email choices.',
  'Emails already sent to you, and unconfirmed applications.',
];

/** The retention rules of each kind of person, read by the export, the deletion and the policy pages. */
export const dataRetention: Record<DataSubjectKind, DataSubjectRetention> = {
  jobseeker: {
    label: 'Job seekers',
    stores: seekerItems('job seeker'),
    deletes: seekerDeletes,
    keptAfterDeletion: [sharedApplicationRecord],
  },
  veteran: {
    label: 'Veterans',
    stores: [
      ...seekerItems('veteran'),
      {
        what: 'Your service details (branch, rank, MOS, clearance, deployments), to match you with jobs.',
        whoSees: 'You; employers you apply to; the site administrators.',
        keptFor: untilAccountDeleted,
      },
    ],
    deletes: seekerDeletes,
    keptAfterDeletion: [sharedApplicationRecord],
  },
  employer: {
    label: 'Employers',
    stores: [
      {
        what: "Your company's account: contact name, email, password (only as a one-way hash), phone, address, company profile and logo address, interview availability.",
        whoSees: 'You; the site administrators. The company name and profile appear on your job listings.',
        keptFor: untilAccountDeleted,
      },
      { what: 'Your job postings.', whoSees: 'Everyone while a job is open.', keptFor: 'Until you delete the job or your account.' },
      {
        what: 'Your notes, ratings and pipeline stages on applications, your interviews and notifications.',
        whoSees: 'You only.',
        keptFor: untilAccountDeleted,
      },
      {
        what: 'Billing: your plan, payments and monthly statements (card details stay with Stripe, never here).',
        whoSees: 'You; the site administrators; Stripe.',
        keptFor: 'Kept after your account is deleted (see below).',
      },
    ],
    deletes: [
      'Your account, company profile and availability; you cannot sign in again and every session ends.',
      'Your notes and ratings on applications, your notifications, and upcoming interviews (cancelled).',
      'Your jobs are closed: no longer listed, open to applications or shown.',
    ],
    keptAfterDeletion: [
      {
        what: 'Payments and monthly statements.',
        keptFor: 'Kept; not deleted with the account.',
        why: 'Tax and accounting law requires payment records to be kept. They hold amounts and dates, no contact details.',
      },
      {
        what: 'Your closed jobs and the applications sent to them.',
        keptFor: "As long as the applicants' accounts keep their application history.",
        why: 'The applications belong to the applicants too; they still see the job they applied to.',
      },
      {
        what: 'Entries in the administrators’ audit trail about your company (verification decisions).',
        keptFor: 'Kept; the trail is append-only.',
        why: 'Moderation decisions must remain accountable.',
      },
    ],
  },
  applicant: {
    label: 'People who apply without an account',
    stores: [
      ...applicantItems(false),
      {
        what: 'A resume or document analysis you ran without signing in: the report and score (never the file).',
        whoSees: 'Whoever holds the report link.',
        keptFor: `${retentionPeriods.guestAnalysisDays} days, then deleted.`,
      },
      {
        what: 'Job alerts you asked for by email.',
        whoSees: 'You only.',
        keptFor: 'Until you stop them with the link in any alert email.',
      },
    ],
    deletes: [],
    keptAfterDeletion: [],
  },
};

/**
 * Whether an employer may delete its account now: a subscription that will renew must be cancelled
 * first on the billing page (so nobody is charged for an account that no longer exists).
 */
export const employerDeletionBlockedBySubscription = (employer: {
  stripeSubscriptionId?: string | null;
  subscriptionStatus?: string | null;
  cancelAtPeriodEnd?: boolean | null;
}): boolean =>
  Boolean(employer.stripeSubscriptionId) &&
  ['active', 'trialing', 'past_due'].includes(employer.subscriptionStatus ?? '') &&
  employer.cancelAtPeriodEnd !== true;
