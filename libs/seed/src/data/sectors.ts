/**
 * The demo's own finer grouping of employers and roles. The employer `industry` enum is
 * coarse (logistics, trades and hospitality all fall under 'other'), so jobs are matched to
 * companies by sector instead: a welder goes to a fab shop, not to a credit union.
 */
export const sectors = [
  'technology',
  'healthcare',
  'logistics',
  'trades',
  'retail',
  'finance',
  'education',
  // Government contractors: intelligence, defense programs, base support.
  'defense',
  // Guard services.
  'security',
  // Ambulance and emergency dispatch.
  'public-safety',
  'hospitality',
  'manufacturing',
] as const;
export type Sector = (typeof sectors)[number];
