import { useCloseJobAsAdmin, type AdminListQuery } from '@jobboard/api-client';
import { experienceLevelLabels, jobStatuses, jobTypeLabels, type AdminJob } from '@jobboard/contracts';
import { formatSalaryRange } from '@jobboard/domain';
import { adminStatusTone, Badge } from '@jobboard/ui';
import { AdminListPanel } from './admin-list-panel';
import { DetailList } from './detail-list';
import { dateOf, labelOf, optionsOf } from './labels';
import { ModerationActions } from './moderation-action';

export interface AdminTabProps {
  query: AdminListQuery;
  onQueryChange: (query: AdminListQuery) => void;
}

const JobDetail = ({ job, close }: { job: AdminJob; close: () => void }) => {
  const closeJob = useCloseJobAsAdmin();
  return (
    <>
      <DetailList
        items={[
          ['Title', job.title],
          ['Company', job.companyName],
          ['Verified employer', job.employerVerified ? 'Yes' : 'No'],
          ['Department', job.department],
          ['Location', job.location],
          ['Type', jobTypeLabels[job.type]],
          ['Experience', experienceLevelLabels[job.experience]],
          ['Salary', formatSalaryRange(job)],
          ['Status', <Badge $tone={adminStatusTone(job.status)}>{labelOf(job.status)}</Badge>],
          ['Second chance employer', job.secondChanceEmployer ? 'Yes' : 'No'],
          ['Applications', job.applicantCount],
          ['Views', job.viewCount],
          ['Posted', dateOf(job.posted)],
          ['Closed', dateOf(job.closedAt)],
          ['Reason closed', job.closedReason],
        ]}
      />
      {job.status !== 'closed' && (
        <ModerationActions
          onDone={close}
          choices={[
            {
              label: 'Close Job',
              reasonLabel: 'Why is this posting closed? (the employer sees this)',
              reasonRequired: true,
              destructive: true,
              run: (reason) => closeJob(job.id, { reason: reason ?? '' }),
              done: { title: 'Job Closed', description: `"${job.title}" no longer appears in search.` },
            },
          ]}
        />
      )}
    </>
  );
};

/** The Jobs tab: every posting, searched by title or company. */
export const JobsTab = ({ query, onQueryChange }: AdminTabProps) => (
  <AdminListPanel<'jobs'>
    list="jobs"
    query={query}
    onQueryChange={onQueryChange}
    caption="Jobs"
    searchLabel="Search by title or company"
    filter={{ name: 'status', label: 'Status', options: optionsOf(jobStatuses) }}
    sorts={[
      { value: 'newest', label: 'Newest first' },
      { value: 'oldest', label: 'Oldest first' },
      { value: 'title', label: 'Title' },
      { value: 'company', label: 'Company' },
    ]}
    rowLabel={(job) => `${job.title} at ${job.companyName}`}
    columns={[
      { header: 'Title', cell: (job) => <strong>{job.title}</strong> },
      {
        header: 'Company',
        cell: (job) => (
          <>
            {job.companyName} {job.employerVerified && <Badge $tone="success">Verified</Badge>}
          </>
        ),
      },
      { header: 'Location', cell: (job) => job.location },
      { header: 'Type', cell: (job) => jobTypeLabels[job.type] },
      { header: 'Status', cell: (job) => <Badge $tone={adminStatusTone(job.status)}>{labelOf(job.status)}</Badge> },
      { header: 'Applications', cell: (job) => job.applicantCount },
      { header: 'Posted', cell: (job) => dateOf(job.posted) },
    ]}
    renderDetail={(job, close) => <JobDetail job={job} close={close} />}
  />
);
