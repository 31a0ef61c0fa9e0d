import {
  adminApplicationPageSchema,
  adminEmployerPageSchema,
  adminJobPageSchema,
  adminSummarySchema,
  adminVeteranPageSchema,
  type AdminApplicationQuery,
  type AdminEmployerQuery,
  type AdminJobQuery,
  type AdminVeteranQuery,
} from '@jobboard/contracts';
import { applicationsWeekStart } from '@jobboard/domain';
import { adminListsRepository } from '../../data-access/admin-lists-repository';

// Each answer is read through its contract, which keeps only the row's fields: whatever a
// query selected, no password hash, session or file content can leave in an admin answer.

export const listAllJobs = async ({ q, ...query }: AdminJobQuery) =>
  adminJobPageSchema.parse(await adminListsRepository.jobs({ search: q, ...query }));

type StoredFileRefs = { resume?: unknown; supportingDocuments?: unknown[] };
const withFileCount = (row: unknown) => {
  const { resume, supportingDocuments, ...rest } = row as StoredFileRefs & Record<string, unknown>;
  return { ...rest, fileCount: (resume ? 1 : 0) + (supportingDocuments?.length ?? 0) };
};

export const listAllApplications = async ({ q, ...query }: AdminApplicationQuery) => {
  const page = await adminListsRepository.applications({ search: q, ...query });
  return adminApplicationPageSchema.parse({ ...page, items: page.items.map(withFileCount) });
};

/**
 * The employers, each with its live jobs. Pending and oldest first (`verification=pending&sort=oldest`)
 * is the verification queue: who waits longest, and how many unvetted postings each has live.
 */
export const listAllEmployers = async ({ q, ...query }: AdminEmployerQuery) => {
  const page = await adminListsRepository.employers({ search: q, ...query });
  const rows = page.items as Record<string, unknown>[];
  const liveJobs = await adminListsRepository.liveJobCounts(rows.map((row) => String(row.id)));
  // Accounts from before deactivation existed have no flag: they are active.
  const items = rows.map((row) => ({ isActive: true, ...row, liveJobCount: liveJobs.get(String(row.id)) ?? 0 }));
  return adminEmployerPageSchema.parse({ ...page, items });
};

export const listAllVeterans = async ({ q, ...query }: AdminVeteranQuery) =>
  adminVeteranPageSchema.parse(await adminListsRepository.veterans({ search: q, ...query }));

export const readAdminSummary = async (now = new Date()) => adminSummarySchema.parse(await adminListsRepository.summary(applicationsWeekStart(now)));
