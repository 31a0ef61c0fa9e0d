import type { VeteranStats } from '@jobboard/contracts';
import { StatCard, StatGrid } from '@jobboard/ui';

export interface DashboardStatsProps {
  /** Undefined while loading (or when the figures could not be loaded). */
  stats: VeteranStats | undefined;
  loading: boolean;
}

const unavailable = '–';

export const veteranStatLabels = ['Applications Sent', 'Pending Reviews', 'Interviews', 'Profile Views'] as const;

/** The four figures, counted on the server: applications sent, pending, shortlisted (interviews) and profile views. */
export const DashboardStats = ({ stats, loading }: DashboardStatsProps) => (
  <StatGrid role="list" aria-label="Your figures">
    {(
      [
        ['Applications Sent', stats?.applicationsSent, 'send'],
        ['Pending Reviews', stats?.pendingReviews, 'clock'],
        ['Interviews', stats?.interviews, 'calendar'],
        ['Profile Views', stats?.profileViews, 'eye'],
      ] as const
    ).map(([label, value, icon]) => (
      <div role="listitem" key={label}>
        <StatCard label={label} value={value ?? unavailable} icon={icon} loading={loading} />
      </div>
    ))}
  </StatGrid>
);
