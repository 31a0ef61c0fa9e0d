import { useEmployerSession, useEmployerStats } from '@jobboard/api-client';
import type { Employer } from '@jobboard/contracts';
import { Badge, Stack, Tabs, VisuallyHidden } from '@jobboard/ui';
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
          label="Dashboard sections"
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'jobs', label: 'Job Postings', content: <JobPostingsTab employerId={employer.id} posting={stats?.posting} employer={employer} /> },
            { id: 'applications', label: 'Applications', loadingLabel: 'Loading applications', content: <ApplicationsTab employerId={employer.id} /> },
            { id: 'pipeline', label: 'Pipeline', loadingLabel: 'Loading the pipeline', content: <PipelineTab employerId={employer.id} /> },
            { id: 'interviews', label: 'Interviews', loadingLabel: 'Loading interviews', content: <InterviewsTab employerId={employer.id} /> },
            {
              id: 'notifications',
              label: (
                <>
                  Notifications
                  {unread > 0 && (
                    <StyledCount $tone="destructive">
                      {unread}
                      <VisuallyHidden> unread</VisuallyHidden>
                    </StyledCount>
                  )}
                </>
              ),
              loadingLabel: 'Loading notifications',
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
  return (
    <OwnerDashboardPage title="Employer Dashboard" id={id} session={session} statLabels={employerStatLabels} notFound={<EmployerNotFound />}>
      {(employer) => <Dashboard employer={employer} />}
    </OwnerDashboardPage>
  );
};
