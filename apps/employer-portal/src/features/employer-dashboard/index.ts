export { DashboardHeader, type DashboardHeaderProps } from './dashboard-header';
export { DashboardStats, employerStatLabels, type DashboardStatsProps } from './dashboard-stats';
export { EmployerNotFound } from './employer-not-found';
export { useDashboardTab, dashboardTabs, type DashboardTab } from './dashboard-tabs';
