import { useSetAccountActive } from '@jobboard/api-client';
import { applicationStatuses, type AdminApplication } from '@jobboard/contracts';
import { adminStatusTone, Badge } from '@jobboard/ui';
import { AdminListPanel } from './admin-list-panel';
import { DetailList } from './detail-list';
import type { AdminTabProps } from './jobs-tab';
import { dateOf, labelOf, optionsOf } from './labels';
import { ModerationActions } from './moderation-action';

const applicantKind = (application: AdminApplication) =>
  application.veteranId ? 'Veteran account' : application.userId ? 'Job seeker account' : 'Applied without an account';

const ApplicationDetail = ({ application, close }: { application: AdminApplication; close: () => void }) => {
  const setActive = useSetAccountActive();
  const seekerId = application.veteranId ? undefined : application.userId;
  return (
    <>
      <DetailList
        items={[
          ['Applicant', application.applicantName],
          ['Email', application.applicantEmail],
          ['Applicant account', applicantKind(application)],
          ['Job', application.jobTitle],
          ['Company', application.companyName],
          ['Status', <Badge $tone={adminStatusTone(application.status)}>{labelOf(application.status)}</Badge>],
          ['Pipeline stage', labelOf(application.pipelineStage)],
          ['Match score', application.qualificationScore === undefined ? undefined : `${application.qualificationScore}%`],
          ['Veteran bonus', application.veteranBonus ? `+${application.veteranBonus}` : undefined],
          ['Files attached', application.fileCount],
          ['Applied', dateOf(application.appliedAt)],
          ['Reviewed', dateOf(application.reviewedAt)],
        ]}
      />
      {seekerId && (
        <ModerationActions
          onDone={close}
          choices={[
            {
              label: 'Deactivate Job Seeker',
              reasonLabel: 'Why is this job seeker account deactivated?',
              reasonRequired: true,
              destructive: true,
              run: (reason) => setActive('jobseeker', seekerId, { active: false, reason: reason ?? '' }),
              done: { title: 'Account Deactivated', description: `${application.applicantName} is signed out and cannot sign in.` },
            },
            {
              label: 'Reactivate Job Seeker',
              reasonLabel: 'Why is this job seeker account reactivated?',
              reasonRequired: true,
              run: (reason) => setActive('jobseeker', seekerId, { active: true, reason: reason ?? '' }),
              done: { title: 'Account Reactivated', description: `${application.applicantName} can sign in again.` },
            },
          ]}
        />
      )}
    </>
  );
};

/** The Applications tab: every application, searched by applicant name, email or job. */
export const ApplicationsTab = ({ query, onQueryChange }: AdminTabProps) => (
  <AdminListPanel<'applications'>
    list="applications"
    query={query}
    onQueryChange={onQueryChange}
    caption="Applications"
    searchLabel="Search by applicant name, email or job"
    filter={{ name: 'status', label: 'Status', options: optionsOf(applicationStatuses) }}
    sorts={[
      { value: 'newest', label: 'Newest first' },
      { value: 'oldest', label: 'Oldest first' },
      { value: 'name', label: 'Applicant name' },
    ]}
    rowLabel={(application) => `${application.applicantName}, ${application.jobTitle}`}
    columns={[
      { header: 'Applicant', cell: (application) => <strong>{application.applicantName}</strong> },
      { header: 'Email', cell: (application) => application.applicantEmail },
      { header: 'Job', cell: (application) => application.jobTitle },
      { header: 'Company', cell: (application) => application.companyName },
      {
        header: 'Status',
        cell: (application) => <Badge $tone={adminStatusTone(application.status)}>{labelOf(application.status)}</Badge>,
      },
      { header: 'Applied', cell: (application) => dateOf(application.appliedAt) },
    ]}
    renderDetail={(application, close) => <ApplicationDetail application={application} close={close} />}
  />
);
