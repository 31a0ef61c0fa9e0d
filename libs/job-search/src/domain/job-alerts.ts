import { jobAlertMessages, type JobAlert, type JobAlertRequest } from '@jobboard/contracts';
import {
  canonicalSavedSearch,
  describeSavedSearch,
  maxJobAlertsPerEmail,
  nextDigestDue,
  unconfirmedJobAlertLifetimeDays,
  unconfirmedJobAlertsExpiredBefore,
} from '@jobboard/domain';
import { emailLinksFor, enqueueCappedMail, jobAlertConfirmationMail } from '@jobboard/mail';
import { AppError, type MailSettings } from '@jobboard/server-kit';
import { jobAlertRepository, type JobAlertOwner, type StoredJobAlert } from '../data-access/job-alert-repository';
import { alertIdOfToken, jobAlertLinkOf } from './job-alert-links';
import { runSavedSearch } from './run-saved-search';

export interface JobAlertMailContext {
  mail: MailSettings;
  secret: string;
}

export const jobAlertOf = (alert: StoredJobAlert): JobAlert => ({
  id: alert.id,
  email: alert.email,
  source: alert.source,
  search: alert.search,
  description: describeSavedSearch(alert.source, alert.search),
  status: alert.confirmedAt ? 'active' : 'pending',
  createdAt: alert.createdAt.toISOString(),
});

/**
 * "Email me jobs like these": saves the search for the address (one alert per address and
 * search). A signed-in job seeker or veteran saving it for their own account's address has it
 * active at once; any other address gets one confirmation email and nothing more until it is
 * confirmed.
 */
export const saveJobAlert = async (
  request: JobAlertRequest,
  owner: JobAlertOwner | undefined,
  { mail, secret }: JobAlertMailContext,
  now = new Date(),
): Promise<JobAlert> => {
  const search = canonicalSavedSearch(request.search);
  // A search the page could not run (an unknown place...) is refused now, not at the first digest.
  await runSavedSearch({ source: request.source, search });
  const key = { email: request.email, source: request.source, search };
  if (!(await jobAlertRepository.exists(key)) && (await jobAlertRepository.countConfirmedFor(request.email)) >= maxJobAlertsPerEmail) {
    throw AppError.conflict(jobAlertMessages.tooMany);
  }

  const { alert } = await jobAlertRepository.findOrCreate(key, owner);
  if (alert.confirmedAt) return jobAlertOf(alert);

  if (owner && (await jobAlertRepository.accountEmailOf(owner)) === request.email) {
    return jobAlertOf((await jobAlertRepository.confirm(alert.id, now, nextDigestDue(now))) ?? alert);
  }
  // Keyed by the alert: asking again for the same search sends no second confirmation. Capped per
  // address and day whatever the searches or client addresses; the answer is the same over the cap.
  await enqueueCappedMail(
    {
      key: `job-alert-confirmation:${alert.id}`,
      kind: 'job-alert-confirmation',
      to: alert.email,
      mail: jobAlertConfirmationMail({
        description: describeSavedSearch(alert.source, alert.search),
        confirmUrl: jobAlertLinkOf(mail.SITE_URL, alert.id, 'confirm', secret),
        confirmWithinDays: unconfirmedJobAlertLifetimeDays,
        links: emailLinksFor(mail.SITE_URL, alert.email, secret),
      }),
    },
    'confirmation',
    now,
  );
  return jobAlertOf(alert);
};

const invalidLink = () => AppError.badRequest(jobAlertMessages.invalidLink);

/** The emailed confirmation link: the first digest goes a day later with the jobs posted since. */
export const confirmJobAlert = async (token: string, secret: string, now = new Date()): Promise<JobAlert> => {
  const id = alertIdOfToken(token, 'confirm', secret);
  if (!id) throw invalidLink();
  const asked = await jobAlertRepository.findById(id);
  if (!asked) throw AppError.notFound(jobAlertMessages.invalidLink);
  // The quota counts confirmed alerts, so it is checked again here. Two confirmations of one
  // address at the very same moment could both pass: one alert over is harmless, not worth a lock.
  if (!asked.confirmedAt && (await jobAlertRepository.countConfirmedFor(asked.email)) >= maxJobAlertsPerEmail) {
    throw AppError.conflict(jobAlertMessages.tooMany);
  }
  const alert = await jobAlertRepository.confirm(id, now, nextDigestDue(now));
  if (!alert) throw AppError.notFound(jobAlertMessages.invalidLink);
  return jobAlertOf(alert);
};

/** The one-click link of every digest: the alert is gone (again is fine). */
export const unsubscribeJobAlert = async (token: string, secret: string): Promise<void> => {
  const id = alertIdOfToken(token, 'unsubscribe', secret);
  if (!id) throw invalidLink();
  await jobAlertRepository.remove(id);
};

export const listJobAlertsOf = async (owner: JobAlertOwner): Promise<JobAlert[]> => (await jobAlertRepository.listOwnedBy(owner)).map(jobAlertOf);

/** Only its owner removes an alert from the list; another's id is not found. */
export const removeJobAlert = async (id: string, owner: JobAlertOwner): Promise<void> => {
  if (!(await jobAlertRepository.removeOwned(id, owner))) throw AppError.notFound('This job alert does not exist.');
};

/** Alerts nobody confirmed within their link's lifetime are deleted (the worker's sweep); answers how many. */
export const removeExpiredUnconfirmedJobAlerts = (now = new Date()): Promise<number> =>
  jobAlertRepository.removeUnconfirmedBefore(unconfirmedJobAlertsExpiredBefore(now));
