import { SkeletonList, StatCard, StatGrid } from '@jobboard/ui';
import { veteranStatLabels } from './dashboard-stats';

/** The dashboard's shape while the session is checked. */
export const DashboardSkeleton = () => (
  <>
    <StatGrid aria-hidden="true">
      {veteranStatLabels.map((label) => (
        <StatCard key={label} label={label} value="" loading />
      ))}
    </StatGrid>
    <SkeletonList count={2} label="Loading your dashboard" />
  </>
);
