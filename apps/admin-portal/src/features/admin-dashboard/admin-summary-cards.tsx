import { useAdminSummary } from '@jobboard/api-client';
import { DashboardStatCards } from '@jobboard/portal-kit';
import { LoadFailedNotice } from '@jobboard/ui';

/** The summary cards, all from one call counted on the server. */
export const AdminSummaryCards = () => {
  const { data, error, isLoading, mutate } = useAdminSummary();
  if (error && !data) return <LoadFailedNotice title="Could not load the platform figures" onRetry={() => void mutate()} />;
  return (
    <DashboardStatCards
      label="Platform figures"
      loading={isLoading}
      stats={[
        { label: 'Active Jobs', value: data?.activeJobs, icon: 'briefcase' },
        { label: 'Applications This Week', value: data?.applicationsThisWeek, icon: 'send' },
        { label: 'Total Applications', value: data?.applicationsTotal, icon: 'document' },
        { label: 'Job Seekers', value: data?.jobSeekers, icon: 'community' },
        { label: 'Verified Employers', value: data?.employersByVerification.verified, icon: 'check' },
        { label: 'Pending Employers', value: data?.employersByVerification.pending, icon: 'clock' },
        { label: 'Unverified Live Jobs', value: data?.unverifiedLiveJobs, icon: 'briefcase' },
        { label: 'Rejected Employers', value: data?.employersByVerification.rejected, icon: 'building' },
        { label: 'Veterans', value: data?.veterans, icon: 'star' },
      ]}
    />
  );
};
