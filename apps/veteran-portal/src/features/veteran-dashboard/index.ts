export { ApplicationsTab } from './applications-tab';
export { DashboardHeader, type DashboardHeaderProps } from './dashboard-header';
export { DashboardStats, veteranStatLabels, type DashboardStatsProps } from './dashboard-stats';
export { dashboardTabs, useDashboardTab, useEditProfileView, type DashboardTab } from './dashboard-tabs';
export { EditProfileView } from './edit-profile-view';
export { ProfileTab } from './profile-tab';
export { RecommendedJobsTab } from './recommended-jobs-tab';
export { SavedJobsTab } from './saved-jobs-tab';
export { VeteranNotFound } from './veteran-not-found';
