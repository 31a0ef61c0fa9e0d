import { adminAuditActionLabels, adminAuditActions } from '@jobboard/contracts';
import { AdminListPanel } from './admin-list-panel';
import type { AdminTabProps } from './jobs-tab';
import { labelOf } from './labels';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The Audit tab: every admin action, newest first, read-only. */
export const AuditTab = ({ query, onQueryChange }: AdminTabProps) => (
  <AdminListPanel<'audit'>
    list="audit"
    query={query}
    onQueryChange={onQueryChange}
    caption="Audit entries"
    filter={{ name: 'action', label: 'Action', options: adminAuditActions.map((action) => ({ value: action, label: adminAuditActionLabels[action] })) }}
    columns={[
      { header: 'When', cell: (entry) => <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time> },
      { header: 'Admin', cell: (entry) => entry.adminUsername },
      { header: 'Action', cell: (entry) => adminAuditActionLabels[entry.action] },
      { header: 'Target', cell: (entry) => `${entry.targetLabel} (${labelOf(entry.targetType === 'jobseeker' ? 'job seeker' : entry.targetType)})` },
      { header: 'Reason', cell: (entry) => entry.reason ?? '—' },
    ]}
  />
);
