import { useSetAccountActive } from '@jobboard/api-client';
import { applicationStatuses, contractsTexts, pipelineStageLabels, trackerStatusLabels, type AdminApplication } from '@jobboard/contracts';
import { text, useTexts } from '@jobboard/i18n';
import { adminStatusTone, Badge } from '@jobboard/ui';
import { adminTexts } from '../../texts';
import { AdminListPanel } from './admin-list-panel';
import { DetailList } from './detail-list';
import type { AdminTabProps } from './jobs-tab';
import { dateOf, labelOf, optionsOf } from './labels';
import { ModerationActions } from './moderation-action';

/** In English, shown with `t(…)`. */
const applicantKind = (application: AdminApplication) =>
  application.veteranId ? text('Veteran account') : application.userId ? text('Job seeker account') : text('Applied without an account');

const ApplicationDetail = ({ application, close }: { application: AdminApplication; close: () => void }) => {
  const t = useTexts(adminTexts);
  const tc = useTexts(contractsTexts);
  const setActive = useSetAccountActive();
  const seekerId = application.veteranId ? undefined : application.userId;
  return (
    <>
      <DetailList
        items={[
          [t('Applicant'), application.applicantName],
          [t('Email'), application.applicantEmail],
          [t('Applicant account'), t(applicantKind(application))],
          [t('Job'), application.jobTitle],
          [t('Company'), application.companyName],
          [t('Status'), <Badge $tone={adminStatusTone(application.status)}>{labelOf(application.status, trackerStatusLabels, tc)}</Badge>],
          [t('Pipeline stage'), labelOf(application.pipelineStage, pipelineStageLabels, tc)],
          [t('Match score'), application.qualificationScore === undefined ? undefined : `${application.qualificationScore}%`],
          [t('Veteran bonus'), application.veteranBonus ? `+${application.veteranBonus}` : undefined],
          [t('Files attached'), application.fileCount],
          [t('Applied'), dateOf(application.appliedAt)],
          [t('Reviewed'), dateOf(application.reviewedAt)],
        ]}
      />
      {seekerId && (
        <ModerationActions
          onDone={close}
          choices={[
            {
              label: t('Deactivate Job Seeker'),
              reasonLabel: t('Why is this job seeker account deactivated?'),
              reasonRequired: true,
              destructive: true,
              run: (reason) => setActive('jobseeker', seekerId, { active: false, reason: reason ?? '' }),
              done: { title: t('Account Deactivated'), description: t('{{name}} is signed out and cannot sign in.', { name: application.applicantName }) },
            },
            {
              label: t('Reactivate Job Seeker'),
              reasonLabel: t('Why is this job seeker account reactivated?'),
              reasonRequired: true,
              run: (reason) => setActive('jobseeker', seekerId, { active: true, reason: reason ?? '' }),
              done: { title: t('Account Reactivated'), description: t('{{name}} can sign in again.', { name: application.applicantName }) },
            },
          ]}
        />
      )}
    </>
  );
};

/** The Applications tab: every application, searched by applicant name, email or job. */
export const ApplicationsTab = ({ query, onQueryChange }: AdminTabProps) => {
  const t = useTexts(adminTexts);
  const tc = useTexts(contractsTexts);
  return (
    <AdminListPanel<'applications'>
      list="applications"
      query={query}
      onQueryChange={onQueryChange}
      caption={t('Applications')}
      searchLabel={t('Search by applicant name, email or job')}
      filter={{ name: 'status', label: t('Status'), options: optionsOf(applicationStatuses, trackerStatusLabels, tc) }}
      sorts={[
        { value: 'newest', label: t('Newest first') },
        { value: 'oldest', label: t('Oldest first') },
        { value: 'name', label: t('Applicant name') },
      ]}
      rowLabel={(application) => `${application.applicantName}, ${application.jobTitle}`}
      columns={[
        { header: t('Applicant'), cell: (application) => <strong>{application.applicantName}</strong> },
        { header: t('Email'), cell: (application) => application.applicantEmail },
        { header: t('Job'), cell: (application) => application.jobTitle },
        { header: t('Company'), cell: (application) => application.companyName },
        {
          header: t('Status'),
          cell: (application) => <Badge $tone={adminStatusTone(application.status)}>{labelOf(application.status, trackerStatusLabels, tc)}</Badge>,
        },
        { header: t('Applied'), cell: (application) => dateOf(application.appliedAt) },
      ]}
      renderDetail={(application, close) => <ApplicationDetail application={application} close={close} />}
    />
  );
};
