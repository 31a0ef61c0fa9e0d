import type { SiteFigures } from '@jobboard/contracts';
import { attestationCutoff } from '@jobboard/domain';
import { jobSearchIndex } from '@jobboard/job-search';
import { jobPageRepository } from '../../data-access/job-page-repository';

/**
 * The home page's figures, reused for at most a minute (the service's
 * EMPLOYER_FIGURES_REUSE_SECONDS when shorter; 0 counts on every request): every home page view
 * asks, while the figures move by the hour. The open and second-chance jobs are counted by the
 * search index, so they are what Find Jobs and the Second Chance page find.
 */
export const siteFiguresReuse = { maxLifetimeMs: 60_000 } as const;
let lifetimeMs: number = siteFiguresReuse.maxLifetimeMs;
let recent: { countedAt: number; figures: Promise<SiteFigures> } | undefined;

export const reuseSiteFigures = (options: { lifetimeMs: number }) => {
  lifetimeMs = Math.min(siteFiguresReuse.maxLifetimeMs, options.lifetimeMs);
  recent = undefined;
};

const countFigures = async (now: Date): Promise<SiteFigures> => {
  // One hit asked for: the total is what counts.
  const everything = { sort: 'recent', skip: 0, limit: 1 } as const;
  const [open, secondChance, hiringEmployers] = await Promise.all([
    jobSearchIndex.search({ ...everything, filters: {} }),
    jobSearchIndex.search({ ...everything, filters: { secondChanceOnly: true, attestedSince: attestationCutoff(now).getTime() } }),
    jobPageRepository.countHiringEmployers(),
  ]);
  return { openJobs: open.total, hiringEmployers, secondChanceJobs: secondChance.total, countedAt: now.toISOString() };
};

/** GET /api/jobs/figures */
export const siteFigures = (now = new Date()): Promise<SiteFigures> => {
  const age = recent ? now.getTime() - recent.countedAt : Number.NaN;
  if (recent && age >= 0 && age < lifetimeMs) return recent.figures;
  const figures = countFigures(now);
  const entry = { countedAt: now.getTime(), figures };
  recent = entry;
  // A failed count is not kept: the next view counts again.
  figures.catch(() => {
    if (recent === entry) recent = undefined;
  });
  return figures;
};
