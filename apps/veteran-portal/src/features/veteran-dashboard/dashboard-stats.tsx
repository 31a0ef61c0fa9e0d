import type { VeteranStats } from '@jobboard/contracts';
import { DashboardStatCards } from '@jobboard/portal-kit';

export interface DashboardStatsProps {
  /** Undefined while loading (or when the figures could not be loaded). */
  stats: VeteranStats | undefined;
  loading: boolean;
}

export const veteranStatLabels = ['Applications Sent', 'Pending Reviews', 'Interviews', 'Profile Views'] as const;

/** The four figures, counted on the server: applications sent, pending, shortlisted (interviews) and profile views. */
export const DashboardStats = ({ stats, loading }: DashboardStatsProps) => (
  <DashboardStatCards
    label="Your figures"
    loading={loading}
    stats={[
      { label: 'Applications Sent', value: stats?.applicationsSent, icon: 'send' },
      { label: 'Pending Reviews', value: stats?.pendingReviews, icon: 'clock' },
      { label: 'Interviews', value: stats?.interviews, icon: 'calendar' },
      { label: 'Profile Views', value: stats?.profileViews, icon: 'eye' },
    ]}
  />
);
