import { createOutboxWorker, type MailSettings } from '@jobboard/mail';
import { scheduledJobLocks, type Logger } from '@jobboard/server-kit';
import { onDatabaseShutdown } from '@jobboard/db';
import mongoose from 'mongoose';
import { randomUUID } from 'node:crypto';
import { removeExpiredPendingApplications } from '../domain/applications/expire-pending-applications';
import { removeExpiredGuestAnalyses } from '../domain/document-analysis/remove-expired-guest-analyses';
import { removeExpiredUnconfirmedJobAlerts } from '../domain/job-alerts/job-alerts';
import { sendJobAlertDigests } from '../domain/job-alerts/send-job-alert-digests';
import { startTrustScheduledWork } from './trust-scheduled-work';

const sweepIntervalMs = 15 * 60_000;
/** What the 15-minute sweep deletes (no TTL indexes on the embedded database), named for the log. */
const sweeps: { remove: () => Promise<number>; what: string }[] = [
  { remove: () => removeExpiredPendingApplications(), what: 'unconfirmed applications past their link' },
  { remove: () => removeExpiredGuestAnalyses(), what: 'guest analyses past their retention' },
  { remove: () => removeExpiredUnconfirmedJobAlerts(), what: 'job alerts nobody confirmed' },
];
// Due digests are looked for every few minutes; each alert still gets at most one a day.
const digestIntervalMs = 5 * 60_000;
const digestLockMs = 4 * 60_000;

/**
 * What public-api does besides answering requests: sending the outbox, deleting unconfirmed
 * applications whose link expired and guests' analyses past their retention (guest-analyses.ts). Both run in this process on unref'd timers, skip rounds while
 * the database is away, and stop when the service disconnects from the database (its shutdown).
 * The hourly trust work (lapsed attestations, unanswered applications): trust-scheduled-work.ts.
 */
export const startBackgroundWork = ({ mail, logger, mailSecret }: { mail: MailSettings; logger: Logger; mailSecret: string }) => {
  const outbox = createOutboxWorker({ smtpUrl: mail.SMTP_URL, from: mail.MAIL_FROM, log: logger });
  outbox.start();
  startTrustScheduledWork({ mail, logger, mailSecret });

  const sweep = () => {
    if (mongoose.connection.readyState !== mongoose.ConnectionStates.connected) return;
    for (const { remove, what } of sweeps) {
      remove().then(
        (removed) => removed > 0 && logger.info({ removed }, `${what} were deleted`),
        (error: unknown) => logger.error({ err: error }, `could not delete ${what}`),
      );
    }
  };
  const sweeper = setInterval(sweep, sweepIntervalMs).unref();
  onDatabaseShutdown(() => clearInterval(sweeper));

  // Job-alert digests: one instance at a time holds the job's lock; within a run each alert is
  // claimed atomically, so even two runs at once never send one alert's digest twice.
  const instance = randomUUID();
  const digest = async () => {
    if (mongoose.connection.readyState !== mongoose.ConnectionStates.connected) return;
    if (!(await scheduledJobLocks.acquire('job-alert-digests', instance, new Date(), digestLockMs))) return;
    try {
      const sent = await sendJobAlertDigests({ mail, secret: mailSecret });
      if (sent > 0) logger.info({ sent }, 'job-alert digests queued');
    } finally {
      await scheduledJobLocks.release('job-alert-digests', instance);
    }
  };
  const digester = setInterval(() => digest().catch((error: unknown) => logger.error({ err: error }, 'job-alert digests failed')), digestIntervalMs).unref();
  onDatabaseShutdown(() => clearInterval(digester));
};
