import { SkeletonList, StatCard, StatGrid } from '@jobboard/ui';

/** The dashboard's shape while the session is checked. */
export const DashboardSkeleton = () => (
  <>
    <StatGrid aria-hidden="true">
      {['Active Jobs', 'Total Applications', 'Total Views', 'Notifications'].map((label) => (
        <StatCard key={label} label={label} value="" loading />
      ))}
    </StatGrid>
    <SkeletonList count={2} label="Loading your dashboard" />
  </>
);
