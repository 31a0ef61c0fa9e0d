import { forgetExpiredAccountTokens } from '@jobboard/accounts';
import { removeExpiredGuestAnalyses } from '@jobboard/analysis-store';
import {
  closeJobsPastDeadline,
  createApplicationTaskWorker,
  closeUnansweredApplications,
  limitResumeTextExtraction,
  queueUnscoredApplications,
  removeExpiredPendingApplications,
} from '@jobboard/applications';
import { closeMonthlyStatements, expireUnpaidSubscriptions, type StripeGateway } from '@jobboard/billing';
import { removeExpiredUnconfirmedJobAlerts, sendJobAlertDigests, unmarkLapsedFairChanceJobs } from '@jobboard/job-search';
import { createOutboxWorker, forgetRecipientMailCounts, type MailLogger } from '@jobboard/mail';
import { createScheduler, forgetDoneTasks, type MailSettings, type ScheduledJob } from '@jobboard/server-kit';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

export interface BackgroundWorkDependencies {
  mail: MailSettings;
  /** Signs the links in emails (the session secret). */
  secret: string;
  /** Absent without Stripe keys: then no subscription can have been bought, and none is left unpaid. */
  gateway: StripeGateway | undefined;
  logger: MailLogger;
  /** Queued tasks run at once (each may read a resume in a worker thread). */
  taskConcurrency: number;
}

/** A deletion no TTL index does for us (the embedded database has none): how many went is logged. */
const sweep = (name: string, what: string, remove: () => Promise<number>, logger: MailLogger): ScheduledJob => ({
  name,
  everyMs: 15 * minuteMs,
  run: async () => {
    const removed = await remove();
    if (removed > 0) logger.info({ removed }, `${what} were deleted`);
  },
  failure: `could not delete ${what}`,
});

/** Every scheduled job of the product, each declared the same way and run by the one scheduler. */
export const backgroundJobs = ({ mail, secret, gateway, logger }: BackgroundWorkDependencies): ScheduledJob[] => [
  sweep('expired-pending-applications', 'unconfirmed applications past their link', () => removeExpiredPendingApplications(), logger),
  sweep('expired-guest-analyses', 'guest analyses past their retention', () => removeExpiredGuestAnalyses(), logger),
  sweep('unconfirmed-job-alerts', 'job alerts nobody confirmed', () => removeExpiredUnconfirmedJobAlerts(), logger),
  // The per-address caps count UTC days: only today's counts matter.
  sweep('recipient-mail-counts', 'per-address email counts of past days', () => forgetRecipientMailCounts(new Date()), logger),
  sweep('expired-account-tokens', 'account links (confirm email, reset password) past their lifetime', () => forgetExpiredAccountTokens(), logger),
  // A day is long enough for an operator to see what ran; dead tasks stay until one looks.
  sweep('finished-tasks', 'background tasks finished over a day ago', () => forgetDoneTasks(new Date(Date.now() - 24 * hourMs)), logger),
  {
    // An application whose process stopped before it queued its scoring gets the task now.
    name: 'unscored-applications',
    everyMs: 5 * minuteMs,
    run: async () => {
      const queued = await queueUnscoredApplications();
      if (queued > 0) logger.warn({ queued }, 'applications left without their scoring task were queued');
    },
    failure: 'could not queue the scoring of unscored applications',
  },
  {
    // Due digests are looked for every few minutes; each alert is claimed by one atomic update and
    // still gets at most one a day.
    name: 'job-alert-digests',
    everyMs: 5 * minuteMs,
    run: async () => {
      const sent = await sendJobAlertDigests({ mail, secret });
      if (sent > 0) logger.info({ sent }, 'job-alert digests queued');
    },
    failure: 'job-alert digests failed',
  },
  {
    name: 'fair-chance-expiry',
    everyMs: hourMs,
    run: async () => {
      const unmarked = await unmarkLapsedFairChanceJobs();
      if (unmarked) logger.info({ unmarked }, 'jobs whose fair-chance attestation lapsed lost the second-chance marker');
    },
    failure: 'could not sweep lapsed fair-chance attestations',
  },
  {
    // Jobs whose "apply by" day is over close, with every closing's effects (interviews cancelled, candidates told).
    name: 'job-deadlines',
    everyMs: 15 * minuteMs,
    run: async () => {
      const done = await closeJobsPastDeadline({ siteUrl: mail.SITE_URL, secret });
      if (done.jobsClosed > 0) logger.info(done, 'jobs past their deadline closed');
    },
    failure: 'could not close jobs past their deadline',
  },
  {
    // Applications left without a decision after their job closed: employers told first, then closed.
    name: 'application-closure',
    everyMs: hourMs,
    run: async () => {
      const done = await closeUnansweredApplications({ siteUrl: mail.SITE_URL, secret });
      if (done.employersTold > 0 || done.applicationsClosed > 0) logger.info(done, 'undecided applications: employers told, applications closed');
    },
    failure: 'could not close unanswered applications',
  },
  {
    // The statements of months that ended (missed months are caught up).
    name: 'monthly-statements',
    everyMs: hourMs,
    run: async () => {
      const created = await closeMonthlyStatements();
      if (created > 0) logger.info({ created }, 'monthly statements written');
    },
    failure: 'could not write the monthly statements',
  },
  ...(gateway
    ? [
        {
          // Subscriptions (and upgrades) left unpaid past Stripe's 23 hours, cancelled at Stripe.
          name: 'unpaid-subscriptions',
          everyMs: hourMs,
          run: async () => {
            const expired = await expireUnpaidSubscriptions({ gateway });
            if (expired > 0) logger.info({ expired }, 'subscriptions and upgrades left unpaid were dropped');
          },
          failure: 'could not drop the subscriptions left unpaid',
        },
      ]
    : []),
];

/**
 * Everything the product does besides answering requests: sending the outbox, running the task
 * queue (server-kit's task-queue.ts), and the scheduled jobs under the one scheduler (server-kit's scheduled-jobs.ts). Both skip rounds while the
 * database is away and stop when the worker disconnects from it (its shutdown).
 */
export const startBackgroundWork = (dependencies: BackgroundWorkDependencies) => {
  const { mail, logger } = dependencies;
  // The outbox keeps its own polling loop instead of being a scheduled job: it is a queue, not a
  // schedule. Each message is claimed by one atomic update, so every replica sends at once without
  // a lock and each message still goes once; a job's lock would leave all sending to one replica
  // for a round, and a round's wait would hold every email back.
  createOutboxWorker({ smtpUrl: mail.SMTP_URL, from: mail.MAIL_FROM, log: logger }).start();
  createScheduler(backgroundJobs(dependencies), { logger }).start();
  // The task queue: work the services queued after answering (scoring applications).
  limitResumeTextExtraction({ concurrency: dependencies.taskConcurrency });
  createApplicationTaskWorker({ log: logger, concurrency: dependencies.taskConcurrency }).start();
};
