import { useCloseJobAsAdmin, type AdminListQuery } from '@jobboard/api-client';
import { contractsTexts, experienceLevelLabels, jobStatuses, jobStatusLabels, jobTypeLabels, type AdminJob } from '@jobboard/contracts';
import { domainTexts, formatSalaryRange } from '@jobboard/domain';
import { useTexts } from '@jobboard/i18n';
import { adminStatusTone, Badge } from '@jobboard/ui';
import { adminTexts } from '../../texts';
import { AdminListPanel } from './admin-list-panel';
import { DetailList } from './detail-list';
import { dateOf, labelOf, optionsOf } from './labels';
import { ModerationActions } from './moderation-action';

export interface AdminTabProps {
  query: AdminListQuery;
  onQueryChange: (query: AdminListQuery) => void;
}

const JobDetail = ({ job, close }: { job: AdminJob; close: () => void }) => {
  const t = useTexts(adminTexts);
  const tc = useTexts(contractsTexts);
  const td = useTexts(domainTexts);
  const closeJob = useCloseJobAsAdmin();
  return (
    <>
      <DetailList
        items={[
          [t('Title'), job.title],
          [t('Company'), job.companyName],
          [t('Verified employer'), job.employerVerified ? t('Yes') : t('No')],
          [t('Department'), job.department],
          [t('Location'), job.location],
          [t('Type'), tc(jobTypeLabels[job.type])],
          [t('Experience'), tc(experienceLevelLabels[job.experience])],
          [t('Salary'), formatSalaryRange(job, td)],
          [t('Status'), <Badge $tone={adminStatusTone(job.status)}>{labelOf(job.status, jobStatusLabels, tc)}</Badge>],
          [t('Second chance employer'), job.secondChanceEmployer ? t('Yes') : t('No')],
          [t('Applications'), job.applicantCount],
          [t('Views'), job.viewCount],
          [t('Posted'), dateOf(job.posted)],
          [t('Closed'), dateOf(job.closedAt)],
          [t('Reason closed'), job.closedReason],
        ]}
      />
      {job.status !== 'closed' && (
        <ModerationActions
          onDone={close}
          choices={[
            {
              label: t('Close Job'),
              reasonLabel: t('Why is this posting closed? (the employer sees this)'),
              reasonRequired: true,
              destructive: true,
              run: (reason) => closeJob(job.id, { reason: reason ?? '' }),
              done: { title: t('Job Closed'), description: t('"{{title}}" no longer appears in search.', { title: job.title }) },
            },
          ]}
        />
      )}
    </>
  );
};

/** The Jobs tab: every posting, searched by title or company. */
export const JobsTab = ({ query, onQueryChange }: AdminTabProps) => {
  const t = useTexts(adminTexts);
  const tc = useTexts(contractsTexts);
  return (
    <AdminListPanel<'jobs'>
      list="jobs"
      query={query}
      onQueryChange={onQueryChange}
      caption={t('Jobs')}
      searchLabel={t('Search by title or company')}
      filter={{ name: 'status', label: t('Status'), options: optionsOf(jobStatuses, jobStatusLabels, tc) }}
      sorts={[
        { value: 'newest', label: t('Newest first') },
        { value: 'oldest', label: t('Oldest first') },
        { value: 'title', label: t('Title') },
        { value: 'company', label: t('Company') },
      ]}
      rowLabel={(job) => t('{{title}} at {{company}}', { title: job.title, company: job.companyName })}
      columns={[
        { header: t('Title'), cell: (job) => <strong>{job.title}</strong> },
        {
          header: t('Company'),
          cell: (job) => (
            <>
              {job.companyName} {job.employerVerified && <Badge $tone="success">{t('Verified')}</Badge>}
            </>
          ),
        },
        { header: t('Location'), cell: (job) => job.location },
        { header: t('Type'), cell: (job) => tc(jobTypeLabels[job.type]) },
        { header: t('Status'), cell: (job) => <Badge $tone={adminStatusTone(job.status)}>{labelOf(job.status, jobStatusLabels, tc)}</Badge> },
        { header: t('Applications'), cell: (job) => job.applicantCount },
        { header: t('Posted'), cell: (job) => dateOf(job.posted) },
      ]}
      renderDetail={(job, close) => <JobDetail job={job} close={close} />}
    />
  );
};
