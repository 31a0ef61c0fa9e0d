export { Button } from './button';
export {
  CheckboxField,
  StyledField,
  StyledFieldError,
  StyledFieldHint,
  StyledFieldLabel,
  SelectField,
  StyledFieldset,
  StyledInput,
  TextField,
  type CheckboxFieldProps,
  type SelectFieldProps,
  type SelectOption,
  type TextFieldProps,
} from './fields';
export { FieldGroup } from './field-group';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
export { Container, Grid } from './layout';
export { Columns } from './columns';
export { PageBanner, type PageBannerProps } from './page-banner';
export { PageIntro, type PageIntroProps } from './page-intro';
export { PageBody } from './page-body';
export { Callout, type CalloutProps, type CalloutTone } from './callout';
export { WarningBanner } from './warning-banner';
export {
  Card,
  CardDescription,
  cardFrame,
  CardTitle,
  Cluster,
  NoticeCard,
  Section,
  Stack,
  type CardPadding,
  type CardProps,
  type ClusterProps,
  type FlowAlign,
  type FlowJustify,
  type Space,
  type StackProps,
} from './primitives';
export { Text, type FontSize, type FontWeight, type TextProps, type TextTone } from './text';
export { IconCircle, type IconCircleTone } from './icon-circle';
export { theme, type Theme } from './theme';
export { Toaster, useToast } from './toast';
export { UiProvider } from './ui-provider';
export { Tabs, type TabsProps } from './tabs';
export { ResponsiveTable, type ResponsiveTableColumn, type ResponsiveTableProps } from './responsive-table';
export { useDocumentTitle } from './document-title';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { Dialog, type DialogProps } from './dialog';
export { Badge, type BadgeTone } from './badge';
export {
  adminStatusTone,
  employerStatusTone,
  interviewStatusTone,
  paymentStatusTone,
  pipelineStageTone,
  scoreTone,
  trackerStatusTone,
  veteranApplicationTone,
} from './badge-tones';
export { RadioGroup, type RadioGroupProps } from './radio-group';
export { SkeletonList, type SkeletonListProps } from './skeleton';
export { Pagination, type PaginationProps } from './pagination';
export { Spinner, type SpinnerProps } from './spinner';
export { VisuallyHidden } from './visually-hidden';
export { Icon, type IconName } from './icon';
export { FileDropZone, type FileDropZoneProps, type SelectedFile } from './file-drop-zone';
export { IconButton } from './icon-button';
export { CardList, LoadFailedNotice, StateNotice, type LoadFailedNoticeProps, type StateNoticeProps } from './state-notice';
export { ListEntryField, type ListEntryFieldProps } from './list-entry-field';
export { FactList } from './list-card';
export { DetailList } from './detail-list';
export { StatCard, StatGrid, type StatCardProps } from './stat-card';
export { CardHeading, type CardHeadingProps } from './card-heading';
export { uiTexts } from './texts';
