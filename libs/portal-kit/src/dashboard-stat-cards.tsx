import { StatCard, StatGrid, type IconName } from '@jobboard/ui';

export interface DashboardStat {
  label: string;
  /** Undefined while loading or when the figures could not be loaded (shown as a dash). */
  value: number | undefined;
  icon?: IconName;
}

export interface DashboardStatCardsProps {
  /** The list's accessible name, e.g. "Your figures". */
  label: string;
  stats: readonly DashboardStat[];
  loading: boolean;
}

const unavailable = '–';

/** A dashboard's figures (employer, veteran, admin): a list of stat cards, four across. */
export const DashboardStatCards = ({ label, stats, loading }: DashboardStatCardsProps) => (
  <StatGrid role="list" aria-label={label}>
    {stats.map((stat) => (
      <div role="listitem" key={stat.label}>
        <StatCard label={stat.label} value={stat.value ?? unavailable} icon={stat.icon} loading={loading} />
      </div>
    ))}
  </StatGrid>
);
