import { adminAuditActionLabels, adminAuditActions, contractsTexts, type adminAuditTargetTypes } from '@jobboard/contracts';
import { text, useTexts } from '@jobboard/i18n';
import { adminTexts } from '../../texts';
import { AdminListPanel } from './admin-list-panel';
import type { AdminTabProps } from './jobs-tab';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** What kind of record an entry is about (English, shown with `t(…)`). */
const targetTypeLabels: Record<(typeof adminAuditTargetTypes)[number], string> = {
  admin: text('Admin'),
  employer: text('Employer'),
  veteran: text('Veteran'),
  jobseeker: text('Job seeker'),
  job: text('Job'),
};

/** The Audit tab: every admin action, newest first, read-only. */
export const AuditTab = ({ query, onQueryChange }: AdminTabProps) => {
  const t = useTexts(adminTexts);
  const tc = useTexts(contractsTexts);
  return (
    <AdminListPanel<'audit'>
      list="audit"
      query={query}
      onQueryChange={onQueryChange}
      caption={t('Audit entries')}
      filter={{ name: 'action', label: t('Action'), options: adminAuditActions.map((action) => ({ value: action, label: tc(adminAuditActionLabels[action]) })) }}
      columns={[
        { header: t('When'), cell: (entry) => <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time> },
        { header: t('Admin'), cell: (entry) => entry.adminUsername },
        { header: t('Action'), cell: (entry) => tc(adminAuditActionLabels[entry.action]) },
        { header: t('Target'), cell: (entry) => `${entry.targetLabel} (${t(targetTypeLabels[entry.targetType])})` },
        { header: t('Reason'), cell: (entry) => entry.reason ?? '—' },
      ]}
    />
  );
};
