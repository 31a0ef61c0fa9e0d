import type { EmployerStats } from '@jobboard/contracts';
import { DashboardStatCards } from '@jobboard/portal-kit';

export interface DashboardStatsProps {
  /** Undefined while loading (or when the figures could not be loaded). */
  stats: EmployerStats | undefined;
  loading: boolean;
}

/** The four figures: active jobs, applications, views and unread notifications. */
export const DashboardStats = ({ stats, loading }: DashboardStatsProps) => (
  <DashboardStatCards
    label="Your figures"
    loading={loading}
    stats={[
      { label: 'Active Jobs', value: stats?.activeJobs, icon: 'briefcase' },
      { label: 'Total Applications', value: stats?.totalApplications, icon: 'document' },
      { label: 'Total Views', value: stats?.totalViews, icon: 'eye' },
      { label: 'Notifications', value: stats?.unreadNotifications, icon: 'message' },
    ]}
  />
);
