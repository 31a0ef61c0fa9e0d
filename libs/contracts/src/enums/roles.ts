/** Who signs in: each role has its own portal, accounts and sessions. */

export const roles = ['jobseeker', 'employer', 'veteran', 'admin'] as const;
export type Role = (typeof roles)[number];
