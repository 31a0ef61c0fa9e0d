import { useEmployerSession, useEmployerStats } from '@jobboard/api-client';
import type { Employer } from '@jobboard/contracts';
import { Badge, Stack, Tabs, VisuallyHidden } from '@jobboard/ui';
import { useTexts } from '@jobboard/i18n';
import { EmailUnconfirmedNotice, isRefusedRead, OwnerDashboardPage, StyledDashboardPage } from '@jobboard/portal-kit';
import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  DashboardHeader,
  DashboardStats,
  employerStatLabels,
  EmployerNotFound,
  useDashboardTab,
} from '../../features/employer-dashboard';
import { FairChanceRenewalBanner } from '../../features/fair-chance';
import { JobPostingsTab } from '../../features/job-postings';
import { employerTexts } from '../../texts';

// The first tab (Job Postings) comes with the page; the others load when first opened, so the
// dashboard's first view does not download and run every tab and dialog.
const ApplicationsTab = lazy(() => import('../../features/applications').then((module) => ({ default: module.ApplicationsTab })));
const PipelineTab = lazy(() => import('../../features/applications').then((module) => ({ default: module.PipelineTab })));
const InterviewsTab = lazy(() => import('../../features/interviews').then((module) => ({ default: module.InterviewsTab })));
const NotificationsTab = lazy(() => import('../../features/notifications').then((module) => ({ default: module.NotificationsTab })));

const StyledCount = styled(Badge)`
  margin-left: ${({ theme }) => theme.space.xs};
`;

const Dashboard = ({ employer }: { employer: Employer }) => {
  const t = useTexts(employerTexts);
  const [tab, setTab] = useDashboardTab();
  const { data: stats, error, isLoading } = useEmployerStats(employer.id);
  if (isRefusedRead(error)) return <EmployerNotFound />;
  const unread = stats?.unreadNotifications ?? 0;

  return (
    <StyledDashboardPage>
      <Stack $gap="xl">
        <DashboardHeader employer={employer} />
        <EmailUnconfirmedNotice kind="employer" />
        <FairChanceRenewalBanner employer={employer} />
        <DashboardStats stats={stats} loading={isLoading} />
        <Tabs
          label={t('Dashboard sections')}
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'jobs', label: t('Job Postings'), content: <JobPostingsTab employerId={employer.id} posting={stats?.posting} employer={employer} /> },
            { id: 'applications', label: t('Applications'), loadingLabel: t('Loading applications'), content: <ApplicationsTab employerId={employer.id} /> },
            { id: 'pipeline', label: t('Pipeline'), loadingLabel: t('Loading the pipeline'), content: <PipelineTab employerId={employer.id} /> },
            { id: 'interviews', label: t('Interviews'), loadingLabel: t('Loading interviews'), content: <InterviewsTab employerId={employer.id} /> },
            {
              id: 'notifications',
              label: (
                <>
                  {t('Notifications')}
                  {unread > 0 && (
                    <StyledCount $tone="destructive">
                      {unread}
                      <VisuallyHidden> {t('unread')}</VisuallyHidden>
                    </StyledCount>
                  )}
                </>
              ),
              loadingLabel: t('Loading notifications'),
              content: <NotificationsTab employerId={employer.id} />,
            },
          ]}
        />
      </Stack>
    </StyledDashboardPage>
  );
};

/** /employer-dashboard/:id: shown only to the employer signed in as that id; anyone else sees "Employer not found". */
export const EmployerDashboardPage = () => {
  const { id } = useParams();
  const session = useEmployerSession();
  const t = useTexts(employerTexts);
  return (
    <OwnerDashboardPage
      title={t('Employer Dashboard')}
      id={id}
      session={session}
      statLabels={employerStatLabels.map((label) => t(label))}
      notFound={<EmployerNotFound />}
    >
      {(employer) => <Dashboard employer={employer} />}
    </OwnerDashboardPage>
  );
};
