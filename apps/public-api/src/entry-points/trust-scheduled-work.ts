import type { MailSettings } from '@jobboard/mail';
import { runScheduled, type Logger } from '@jobboard/server-kit';
import { onDatabaseShutdown } from '@jobboard/db';
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { closeUnansweredApplications } from '../domain/applications/close-unanswered-applications';
import { unmarkLapsedFairChanceJobs } from '../domain/employers/employer-trust';

const scheduledIntervalMs = 60 * 60_000;
// A first run soon after start, so a service restarted more often than hourly still runs them.
const firstRunMs = 5 * 60_000;

/**
 * The scheduled work of issue 18, hourly under a lock per job: taking the second-chance marker
 * off jobs whose employer's attestation lapsed, and closing applications left without a decision
 * after their job closed (telling employers first). Unref'd timers, skipped while the database is
 * away, stopped when the service disconnects from the database.
 */
export const startTrustScheduledWork = ({ mail, logger, mailSecret }: { mail: MailSettings; logger: Logger; mailSecret: string }) => {
  const holder = randomUUID();
  const run = () => {
    if (mongoose.connection.readyState !== mongoose.ConnectionStates.connected) return;
    runScheduled('fair-chance-expiry', holder, () => unmarkLapsedFairChanceJobs()).then(
      (unmarked) => unmarked && logger.info({ unmarked }, 'jobs whose fair-chance attestation lapsed lost the second-chance marker'),
      (error: unknown) => logger.error({ err: error }, 'could not sweep lapsed fair-chance attestations'),
    );
    runScheduled('application-closure', holder, () => closeUnansweredApplications({ siteUrl: mail.SITE_URL, secret: mailSecret })).then(
      (done) =>
        done && (done.employersTold > 0 || done.applicationsClosed > 0) && logger.info(done, 'undecided applications: employers told, applications closed'),
      (error: unknown) => logger.error({ err: error }, 'could not close unanswered applications'),
    );
  };
  const firstRun = setTimeout(run, firstRunMs).unref();
  const hourly = setInterval(run, scheduledIntervalMs).unref();
  onDatabaseShutdown(() => {
    clearTimeout(firstRun);
    clearInterval(hourly);
  });
};
