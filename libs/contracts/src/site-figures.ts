/** GET /api/jobs/figures: the home page's figures, counted from the data (never written by hand). */
import { z } from 'zod';

export const siteFiguresSchema = z.object({
  /** Jobs taking applications now: what a search with no words, place or filter finds. */
  openJobs: z.number().int().min(0),
  /** Employers with at least one open job. */
  hiringEmployers: z.number().int().min(0),
  /** Open jobs of employers whose fair-chance attestation counts: what the Second Chance page lists. */
  secondChanceJobs: z.number().int().min(0),
  /** When the figures were counted (they are reused for a minute). */
  countedAt: z.string().datetime(),
});
export type SiteFigures = z.infer<typeof siteFiguresSchema>;
