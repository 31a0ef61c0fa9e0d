import { createOutboxWorker, type MailSettings } from '@jobboard/mail';
import type { Logger } from '@jobboard/server-kit';
import { onDatabaseShutdown } from '@jobboard/db';
import mongoose from 'mongoose';
import { removeExpiredPendingApplications } from '../domain/applications/expire-pending-applications';

const sweepIntervalMs = 15 * 60_000;

/**
 * What public-api does besides answering requests: sending the outbox, and deleting unconfirmed
 * applications whose link expired. Both run in this process on unref'd timers, skip rounds while
 * the database is away, and stop when the service disconnects from the database (its shutdown).
 */
export const startBackgroundWork = ({ mail, logger }: { mail: MailSettings; logger: Logger }) => {
  const outbox = createOutboxWorker({ smtpUrl: mail.SMTP_URL, from: mail.MAIL_FROM, log: logger });
  outbox.start();

  const sweep = () => {
    if (mongoose.connection.readyState !== mongoose.ConnectionStates.connected) return;
    removeExpiredPendingApplications().then(
      (removed) => removed > 0 && logger.info({ removed }, 'unconfirmed applications past their link were deleted'),
      (error: unknown) => logger.error({ err: error }, 'could not delete expired unconfirmed applications'),
    );
  };
  const sweeper = setInterval(sweep, sweepIntervalMs).unref();
  onDatabaseShutdown(() => clearInterval(sweeper));
};
