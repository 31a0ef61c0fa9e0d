import { jobPagePath } from '@jobboard/contracts';
import { digestPeriodOf, describeSavedSearch, newJobsSince, nextDigestDue } from '@jobboard/domain';
import { acceptsNonEssentialEmail, emailLinksFor, enqueueCappedMail, jobAlertDigestMail } from '@jobboard/mail';
import type { MailSettings } from '@jobboard/server-kit';
import { jobAlertRepository, type StoredJobAlert } from '../data-access/job-alert-repository';
import { jobAlertLinkOf } from './job-alert-links';
import { runSavedSearch } from './run-saved-search';

/** The most alerts one round handles; the rest wait for the next round. */
const alertsPerRound = 200;

interface DigestJobRecord {
  id: string;
  title: string;
  companyName: string;
  location: string;
  posted: Date | string;
}

/**
 * One alert's digest: the jobs posted since the last one. Its outbox key is the alert and the
 * day, so a digest is written at most once a day whatever happens around it; with nothing new,
 * nothing is sent. Digests are non-essential (an opted-out address gets none) and capped per
 * address and day, however many alerts it holds.
 */
const sendDigest = async (alert: StoredJobAlert, { mail, secret }: { mail: MailSettings; secret: string }, now: Date): Promise<boolean> => {
  const since = alert.lastDigestAt ?? alert.confirmedAt ?? now;
  const jobs = newJobsSince((await runSavedSearch(alert)) as DigestJobRecord[], since);
  if (jobs.length === 0) return false;
  const description = describeSavedSearch(alert.source, alert.search);
  const searchPath = alert.source === 'jobs' ? '/jobs' : '/second-chance';
  const message = {
    key: `job-alert-digest:${alert.id}:${digestPeriodOf(now)}`,
    kind: 'job-alert-digest',
    to: alert.email,
    mail: jobAlertDigestMail({
      description,
      jobs: jobs.map((job) => ({
        title: job.title,
        companyName: job.companyName,
        location: job.location,
        url: `${mail.SITE_URL}${jobPagePath(job.id)}`,
      })),
      searchUrl: `${mail.SITE_URL}${searchPath}${alert.search ? `?${alert.search}` : ''}`,
      unsubscribeUrl: jobAlertLinkOf(mail.SITE_URL, alert.id, 'unsubscribe', secret),
      links: emailLinksFor(mail.SITE_URL, alert.email, secret),
    }),
  };
  const queued = (await acceptsNonEssentialEmail(alert.email)) && (await enqueueCappedMail(message, 'alerts', now));
  await jobAlertRepository.markDigested(alert.id, now);
  return queued;
};

/**
 * The scheduled job: every confirmed alert whose digest is due is claimed by one atomic update
 * (which also moves its next digest a day on), so of several workers exactly one sends it, at
 * most once a day. Answers how many digests were queued.
 */
export const sendJobAlertDigests = async (settings: { mail: MailSettings; secret: string }, now = new Date()): Promise<number> => {
  let sent = 0;
  for (let round = 0; round < alertsPerRound; round += 1) {
    const alert = await jobAlertRepository.claimDue(now, nextDigestDue(now));
    if (!alert) break;
    if (await sendDigest(alert, settings, now)) sent += 1;
  }
  return sent;
};
