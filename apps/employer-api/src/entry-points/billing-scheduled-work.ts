import { onDatabaseShutdown } from '@jobboard/db';
import { runScheduled, type Logger } from '@jobboard/server-kit';
import mongoose from 'mongoose';
import { randomUUID } from 'node:crypto';
import { expireUnpaidSubscriptions, type Payments } from '../domain/billing/billing';
import { closeMonthlyStatements } from '../domain/billing/monthly-statements';

const hourMs = 60 * 60_000;
// A first run soon after start, so a service restarted more often than hourly still runs them.
const firstRunMs = 2 * 60_000;

/**
 * Billing's hourly work, each job under its lock (one instance at a time): the statements of
 * months that ended, and subscriptions left unpaid past their 23 hours. Unref'd timers, skipped
 * while the database is away, stopped when the service disconnects from the database.
 */
export const startBillingScheduledWork = ({ payments, logger }: { payments: Payments | undefined; logger: Logger }) => {
  const holder = randomUUID();
  const run = () => {
    if (mongoose.connection.readyState !== mongoose.ConnectionStates.connected) return;
    runScheduled('monthly-statements', holder, () => closeMonthlyStatements()).then(
      (created) => created && logger.info({ created }, 'monthly statements written'),
      (error: unknown) => logger.error({ err: error }, 'could not write the monthly statements'),
    );
    if (!payments) return;
    runScheduled('unpaid-subscriptions', holder, () => expireUnpaidSubscriptions(payments)).then(
      (expired) => expired && logger.info({ expired }, 'subscriptions left unpaid were cancelled'),
      (error: unknown) => logger.error({ err: error }, 'could not cancel the subscriptions left unpaid'),
    );
  };
  const firstRun = setTimeout(run, firstRunMs).unref();
  const hourly = setInterval(run, hourMs).unref();
  onDatabaseShutdown(() => {
    clearTimeout(firstRun);
    clearInterval(hourly);
  });
};
