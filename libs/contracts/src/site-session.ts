/** Who is signed in on the site, whatever the role: one read for the header and every page. */
import { z } from 'zod';
import { employerSchema, veteranProfileSchema } from './entities';
import { jobSeekerSessionSchema } from './job-seekers';

/**
 * GET /api/session: the role of the session and its account, each account exactly as its own
 * role's session call answers it; an admin is only named (the public header needs no more).
 * Always 200, `{ role: null }` without a session (or after it ended): every page asks, and an
 * error status would be logged for every visitor.
 */
export const siteSessionSchema = z.discriminatedUnion('role', [
  z.object({ role: z.null() }),
  z.object({ role: z.literal('jobseeker'), account: jobSeekerSessionSchema }),
  z.object({ role: z.literal('employer'), account: employerSchema }),
  z.object({ role: z.literal('veteran'), account: veteranProfileSchema }),
  z.object({ role: z.literal('admin') }),
]);
export type SiteSession = z.infer<typeof siteSessionSchema>;
