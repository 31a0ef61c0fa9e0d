import type { MailSettings } from '@jobboard/mail';
import { startHourlyJobs, type Logger } from '@jobboard/server-kit';
import { closeUnansweredApplications } from '../domain/applications/close-unanswered-applications';
import { unmarkLapsedFairChanceJobs } from '../domain/employers/employer-trust';

/**
 * The hourly trust work, each job under its lock: taking the second-chance marker off jobs whose
 * employer's attestation lapsed, and closing applications left without a decision after their
 * job closed (telling employers first).
 */
export const startTrustScheduledWork = ({ mail, logger, mailSecret }: { mail: MailSettings; logger: Logger; mailSecret: string }) =>
  startHourlyJobs(
    [
      {
        name: 'fair-chance-expiry',
        run: async () => {
          const unmarked = await unmarkLapsedFairChanceJobs();
          if (unmarked) logger.info({ unmarked }, 'jobs whose fair-chance attestation lapsed lost the second-chance marker');
        },
        failure: 'could not sweep lapsed fair-chance attestations',
      },
      {
        name: 'application-closure',
        run: async () => {
          const done = await closeUnansweredApplications({ siteUrl: mail.SITE_URL, secret: mailSecret });
          if (done.employersTold > 0 || done.applicationsClosed > 0) logger.info(done, 'undecided applications: employers told, applications closed');
        },
        failure: 'could not close unanswered applications',
      },
    ],
    logger,
  );
