import { useTabInAddress } from '@jobboard/portal-kit';

export const dashboardTabs = ['jobs', 'applications', 'pipeline', 'interviews', 'notifications'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

/** The dashboard's tab lives in the address (?tab=pipeline), so a reload or a link keeps it. */
export const useDashboardTab = () => useTabInAddress(dashboardTabs, 'jobs');
