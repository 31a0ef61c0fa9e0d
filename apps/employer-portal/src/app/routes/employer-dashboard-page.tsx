import { ApiError, useEmployerSession, useEmployerStats } from '@jobboard/api-client';
import type { Employer } from '@jobboard/contracts';
import { Badge, Container, LoadFailedNotice, Stack, Tabs, VisuallyHidden } from '@jobboard/ui';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApplicationsTab, PipelineTab } from '../../features/applications';
import {
  DashboardHeader,
  DashboardSkeleton,
  DashboardStats,
  EmployerNotFound,
  useDashboardTab,
} from '../../features/employer-dashboard';
import { FairChanceRenewalBanner } from '../../features/fair-chance';
import { InterviewsTab } from '../../features/interviews';
import { JobPostingsTab } from '../../features/job-postings';
import { NotificationsTab } from '../../features/notifications';

const StyledPage = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`;

const StyledCount = styled(Badge)`
  margin-left: ${({ theme }) => theme.space.xs};
`;

/** The session ended or the account is not this one: the dashboard is not shown. */
const isRefused = (error: unknown) => error instanceof ApiError && [401, 403, 404].includes(error.status);

const Dashboard = ({ employer }: { employer: Employer }) => {
  const [tab, setTab] = useDashboardTab();
  const { data: stats, error, isLoading } = useEmployerStats(employer.id);
  if (isRefused(error)) return <EmployerNotFound />;
  const unread = stats?.unreadNotifications ?? 0;

  return (
    <StyledPage>
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
    </StyledPage>
  );
};

/** /employer-dashboard/:id: shown only to the employer signed in as that id; anyone else sees "Employer not found". */
export const EmployerDashboardPage = () => {
  const { id } = useParams();
  const { data: employer, error, isLoading, mutate } = useEmployerSession();

  if (error && !isRefused(error)) {
    return (
      <StyledPage>
        <h1>Employer Dashboard</h1>
        <LoadFailedNotice headingLevel={2} title="Could not load your dashboard" onRetry={() => void mutate()} />
      </StyledPage>
    );
  }
  if (isLoading) {
    return (
      <StyledPage>
        <Stack $gap="xl">
          <DashboardSkeleton />
        </Stack>
      </StyledPage>
    );
  }
  if (!employer || employer.id !== id) return <EmployerNotFound />;
  return <Dashboard employer={employer} />;
};
