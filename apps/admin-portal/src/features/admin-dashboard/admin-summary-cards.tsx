import { useAdminSummary } from '@jobboard/api-client';
import { useTexts } from '@jobboard/i18n';
import { DashboardStatCards } from '@jobboard/portal-kit';
import { LoadFailedNotice } from '@jobboard/ui';
import { adminTexts } from '../../texts';

/** The summary cards, all from one call counted on the server. */
export const AdminSummaryCards = () => {
  const t = useTexts(adminTexts);
  const { data, error, isLoading, mutate } = useAdminSummary();
  if (error && !data) return <LoadFailedNotice title={t('Could not load the platform figures')} onRetry={() => void mutate()} />;
  return (
    <DashboardStatCards
      label={t('Platform figures')}
      loading={isLoading}
      stats={[
        { label: t('Active Jobs'), value: data?.activeJobs, icon: 'briefcase' },
        { label: t('Applications This Week'), value: data?.applicationsThisWeek, icon: 'send' },
        { label: t('Total Applications'), value: data?.applicationsTotal, icon: 'document' },
        { label: t('Job Seekers'), value: data?.jobSeekers, icon: 'community' },
        { label: t('Verified Employers'), value: data?.employersByVerification.verified, icon: 'check' },
        { label: t('Pending Employers'), value: data?.employersByVerification.pending, icon: 'clock' },
        { label: t('Unverified Live Jobs'), value: data?.unverifiedLiveJobs, icon: 'briefcase' },
        { label: t('Rejected Employers'), value: data?.employersByVerification.rejected, icon: 'building' },
        { label: t('Veterans'), value: data?.veterans, icon: 'star' },
      ]}
    />
  );
};
