import type { EmployerStats } from '@jobboard/contracts';
import { text, useTexts } from '@jobboard/i18n';
import { DashboardStatCards } from '@jobboard/portal-kit';
import { employerTexts } from '../../texts';

export interface DashboardStatsProps {
  /** Undefined while loading (or when the figures could not be loaded). */
  stats: EmployerStats | undefined;
  loading: boolean;
}

export const employerStatLabels = [text('Active Jobs'), text('Total Applications'), text('Total Views'), text('Notifications')] as const;

/** The four figures: active jobs, applications, views and unread notifications. */
export const DashboardStats = ({ stats, loading }: DashboardStatsProps) => {
  const t = useTexts(employerTexts);
  return (
    <DashboardStatCards
      label={t('Your figures')}
      loading={loading}
      stats={[
        { label: t(employerStatLabels[0]), value: stats?.activeJobs, icon: 'briefcase' },
        { label: t(employerStatLabels[1]), value: stats?.totalApplications, icon: 'document' },
        { label: t(employerStatLabels[2]), value: stats?.totalViews, icon: 'eye' },
        { label: t(employerStatLabels[3]), value: stats?.unreadNotifications, icon: 'message' },
      ]}
    />
  );
};
