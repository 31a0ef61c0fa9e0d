import type { VeteranStats } from '@jobboard/contracts';
import { text, useTexts } from '@jobboard/i18n';
import { DashboardStatCards } from '@jobboard/portal-kit';
import { veteranTexts } from '../../texts';

export interface DashboardStatsProps {
  /** Undefined while loading (or when the figures could not be loaded). */
  stats: VeteranStats | undefined;
  loading: boolean;
}

export const veteranStatLabels = [text('Applications Sent'), text('Pending Reviews'), text('Interviews'), text('Profile Views')] as const;

/** The four figures, counted on the server: applications sent, pending, shortlisted (interviews) and profile views. */
export const DashboardStats = ({ stats, loading }: DashboardStatsProps) => {
  const t = useTexts(veteranTexts);
  return (
    <DashboardStatCards
      label={t('Your figures')}
      loading={loading}
      stats={[
        { label: t('Applications Sent'), value: stats?.applicationsSent, icon: 'send' },
        { label: t('Pending Reviews'), value: stats?.pendingReviews, icon: 'clock' },
        { label: t('Interviews'), value: stats?.interviews, icon: 'calendar' },
        { label: t('Profile Views'), value: stats?.profileViews, icon: 'eye' },
      ]}
    />
  );
};
