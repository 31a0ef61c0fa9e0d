import type { Translate } from '@jobboard/i18n';
import { searchScopeOf } from './job-search';
import { domainEnglish } from './texts';

/**
 * Job alerts: a saved search (its query string, canonical), what it looks for in words, and
 * the daily digest's rules: which jobs are new, and when the next digest is due.
 */

/** Parameters a saved search keeps; paging and sorting are the digest's own (newest first). */
const savedSearchKeys = ['q', 'location', 'type', 'experience', 'salary', 'distance', 'clearance', 'secondChance'] as const;

/**
 * The most confirmed alerts one address may hold. Unconfirmed ones do not count: anyone may ask
 * for an alert for any address, so counting them would let a stranger fill someone's quota.
 */
export const maxJobAlertsPerEmail = 20;

/** An alert nobody confirmed is deleted this long after it was asked for (its link stops working). */
export const unconfirmedJobAlertLifetimeDays = 7;

export const unconfirmedJobAlertsExpiredBefore = (now: Date): Date => new Date(now.getTime() - unconfirmedJobAlertLifetimeDays * 24 * 60 * 60 * 1000);

/** The most jobs one digest lists (the email links to the full search for more). */
export const maxJobsPerDigest = 10;

const dayMs = 24 * 60 * 60 * 1000;

/** A search as the alert stores it: only the kept keys, non-empty and not "any"/"all", in a fixed order ("q=nurse&type=full-time"). */
export const canonicalSavedSearch = (search: string): string => {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const kept = new URLSearchParams();
  for (const key of savedSearchKeys) {
    const value = params.get(key)?.trim();
    // "any" is no filter, except for distance, where it widens the search beyond the default radius.
    if (value && (key === 'distance' || !['any', 'all', 'false'].includes(value.toLowerCase()))) kept.set(key, value);
  }
  return kept.toString();
};

const words = (value: string) => value.replace(/-/g, ' ');

/** "Nurse jobs near Oakland, CA (full time, mid)": the alert in words, for emails and lists. */
export const describeSavedSearch = (source: 'jobs' | 'second-chance', search: string, t: Translate = domainEnglish): string => {
  const params = new URLSearchParams(search);
  const q = params.get('q');
  const location = params.get('location');
  const what =
    source === 'second-chance'
      ? q
        ? t('Second-chance "{{q}}" jobs', { q })
        : t('Second-chance jobs')
      : q
        ? t('"{{q}}" jobs', { q })
        : t('Jobs');
  const distance = params.get('distance');
  const scope = searchScopeOf(location);
  const where =
    source === 'second-chance'
      ? location
        ? t('{{what}} in {{location}}', { what, location })
        : what
      : scope.kind === 'remote'
        ? t('{{what}}, remote only', { what })
        : scope.kind === 'place'
          ? distance
            ? t('{{what}} near {{place}} ({{distance}})', {
                what,
                place: scope.text,
                distance: distance.toLowerCase() === 'any' ? t('any distance') : t('{{miles}} miles', { miles: distance }),
              })
            : t('{{what}} near {{place}}', { what, place: scope.text })
          : what;
  const filters = [params.get('type'), params.get('experience'), params.get('salary'), params.get('clearance')]
    .filter((value): value is string => Boolean(value))
    .map((value) => words(value).replace(/,/g, ', '));
  if (params.get('secondChance') === 'true') filters.push(t('second-chance employers'));
  return `${where}${filters.length > 0 ? `, ${filters.join(', ')}` : ''}`.replace(/^./, (letter) => letter.toUpperCase());
};

/** The jobs a digest brings: those posted after the last digest (or the confirmation), newest first, at most `maxJobsPerDigest`. */
export const newJobsSince = <T extends { posted: string | Date }>(jobs: readonly T[], since: Date): T[] =>
  jobs
    .filter((job) => new Date(job.posted).getTime() > since.getTime())
    .sort((a, b) => new Date(b.posted).getTime() - new Date(a.posted).getTime())
    .slice(0, maxJobsPerDigest);

/** When an alert's next digest may go: a day after this one (at most one a day). */
export const nextDigestDue = (sentAt: Date): Date => new Date(sentAt.getTime() + dayMs);

/** The day (UTC, "2026-11-25") a digest belongs to: its email's key, so one day never sends two. */
export const digestPeriodOf = (at: Date): string => at.toISOString().slice(0, 10);
