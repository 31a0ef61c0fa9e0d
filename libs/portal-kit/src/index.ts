export { notAvailableYet } from './not-available-yet-page';
export { CalendarDate } from './calendar-date';
export { StandalonePortal } from './standalone-portal';
export { fieldErrorsFrom, type FieldErrors } from './form-errors';
export { languageOptions } from './choice-options';
export { LoginForm, type LoginFormProps } from './login-form';
export { SignInCard, type SignInCardProps } from './sign-in-card';
export { returnPathFrom, withReturnPath } from './return-path';
export { useCheckedForm } from './use-checked-form';
export {
  FormSection,
  StyledFormActions,
  StyledSectionedForm,
  StyledWide,
  type FormSectionProps,
} from './sectioned-form';
export { JobTypeCheckboxes, type JobTypeCheckboxesProps } from './job-type-checkboxes';
export { FormPageIntro, type FormPageIntroProps } from './form-page-intro';
export { addListEntry } from './list-entries';
export { useTabInAddress } from './tab-in-address';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { SignInDetailsForm, type SignInDetailsFormProps } from './sign-in-details-form';
export { StyledDashboardHeader, StyledDashboardIdentity, StyledDashboardMeta } from './dashboard-header-layout';
export { DashboardStatCards, type DashboardStat, type DashboardStatCardsProps } from './dashboard-stat-cards';
export { NoSavedJobsNotice, SavedJobsList, type SavedJobsListProps } from './saved-jobs-list';
export {
  AppliedMarker,
  EmployerStandingBadge,
  JobBadges,
  JobCardFrame,
  JobFact,
  JobFacts,
  type AppliedMarkerProps,
  type JobBadgesProps,
  type JobCardFrameProps,
  type JobFactProps,
  type JobFactsProps,
} from './job-card-frame';
export { isRefusedRead, OwnerDashboardPage, StyledDashboardPage, type OwnerDashboardPageProps } from './owner-dashboard-page';
export * from './account';
export { YourDataSection, type YourDataSectionProps } from './your-data-section';
export { SavedResumesSection, type SavedResumesSectionProps } from './saved-resumes-section';
export { portalKitTexts } from './texts';
