import { adminListPageSize, type AdminAuditAction } from '@jobboard/contracts';
import { AdminAuditEntryModel } from '@jobboard/db';
import { pageOffset } from '@jobboard/domain';
import { plainRecord } from './plain-record';

export interface NewAuditEntry {
  /** Who acted: an admin, or the command line (no id). */
  admin: { id?: string; username: string };
  action: AdminAuditAction;
  target: { type: 'admin' | 'employer' | 'veteran' | 'jobseeker' | 'job'; id: string; label: string };
  reason?: string;
}

/** The audit trail: entries are inserted and read, never changed (the model refuses it too). */
export const auditRepository = {
  async append(entry: NewAuditEntry) {
    await AdminAuditEntryModel.create({
      adminId: entry.admin.id,
      adminUsername: entry.admin.username,
      action: entry.action,
      targetType: entry.target.type,
      targetId: entry.target.id,
      targetLabel: entry.target.label.slice(0, 300),
      reason: entry.reason,
    });
  },
  async page(query: { action?: AdminAuditAction; page: number }) {
    const filter = query.action ? { action: query.action } : {};
    const [rows, total] = await Promise.all([
      AdminAuditEntryModel.find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip(pageOffset(query.page, adminListPageSize))
        .limit(adminListPageSize)
        .lean(),
      query.action ? AdminAuditEntryModel.countDocuments(filter) : AdminAuditEntryModel.estimatedDocumentCount(),
    ]);
    return { items: rows.map(plainRecord), total, page: query.page, pageSize: adminListPageSize };
  },
};
