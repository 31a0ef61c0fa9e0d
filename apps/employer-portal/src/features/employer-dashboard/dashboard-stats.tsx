import type { EmployerStats } from '@jobboard/contracts';
import { DashboardStatCards } from '@jobboard/portal-kit';

export interface DashboardStatsProps {
  /** Undefined while loading (or when the figures could not be loaded). */
  stats: EmployerStats | undefined;
  loading: boolean;
}

export const employerStatLabels = ['Active Jobs', 'Total Applications', 'Total Views', 'Notifications'] as const;

/** The four figures: active jobs, applications, views and unread notifications. */
export const DashboardStats = ({ stats, loading }: DashboardStatsProps) => (
  <DashboardStatCards
    label="Your figures"
    loading={loading}
    stats={[
      { label: employerStatLabels[0], value: stats?.activeJobs, icon: 'briefcase' },
      { label: employerStatLabels[1], value: stats?.totalApplications, icon: 'document' },
      { label: employerStatLabels[2], value: stats?.totalViews, icon: 'eye' },
      { label: employerStatLabels[3], value: stats?.unreadNotifications, icon: 'message' },
    ]}
  />
);
