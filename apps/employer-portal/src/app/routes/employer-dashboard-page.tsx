import { useEmployerSession, useEmployerStats } from '@jobboard/api-client';
import type { Employer } from '@jobboard/contracts';
import { Badge, Stack, Tabs, VisuallyHidden } from '@jobboard/ui';
import { isRefusedRead, OwnerDashboardPage, StyledDashboardPage } from '@jobboard/portal-kit';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApplicationsTab, PipelineTab } from '../../features/applications';
import {
  DashboardHeader,
  DashboardStats,
  employerStatLabels,
  EmployerNotFound,
  useDashboardTab,
} from '../../features/employer-dashboard';
import { FairChanceRenewalBanner } from '../../features/fair-chance';
import { InterviewsTab } from '../../features/interviews';
import { JobPostingsTab } from '../../features/job-postings';
import { NotificationsTab } from '../../features/notifications';

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
        <FairChanceRenewalBanner employer={employer} />
        <DashboardStats stats={stats} loading={isLoading} />
        <Tabs
          label="Dashboard sections"
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'jobs', label: 'Job Postings', content: <JobPostingsTab employerId={employer.id} posting={stats?.posting} /> },
            { id: 'applications', label: 'Applications', content: <ApplicationsTab employerId={employer.id} /> },
            { id: 'pipeline', label: 'Pipeline', content: <PipelineTab employerId={employer.id} /> },
            { id: 'interviews', label: 'Interviews', content: <InterviewsTab employerId={employer.id} /> },
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
