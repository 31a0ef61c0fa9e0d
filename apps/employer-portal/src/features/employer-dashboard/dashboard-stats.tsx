import type { EmployerStats } from '@jobboard/contracts';
import { StatCard, StatGrid } from '@jobboard/ui';

export interface DashboardStatsProps {
  /** Undefined while loading (or when the figures could not be loaded). */
  stats: EmployerStats | undefined;
  loading: boolean;
}

const unavailable = '–';

/** The four figures: active jobs, applications, views and unread notifications. */
export const DashboardStats = ({ stats, loading }: DashboardStatsProps) => (
  <StatGrid role="list" aria-label="Your figures">
    {(
      [
        ['Active Jobs', stats?.activeJobs, 'briefcase'],
        ['Total Applications', stats?.totalApplications, 'document'],
        ['Total Views', stats?.totalViews, 'eye'],
        ['Notifications', stats?.unreadNotifications, 'message'],
      ] as const
    ).map(([label, value, icon]) => (
      <div role="listitem" key={label}>
        <StatCard label={label} value={value ?? unavailable} icon={icon} loading={loading} />
      </div>
    ))}
  </StatGrid>
);
