export { Button, type ButtonSize, type ButtonVariant } from './button';
export { Card, CardDescription, CardTitle, NoticeCard } from './card';
export {
  CheckboxField,
  PasswordField,
  StyledField,
  StyledFieldError,
  StyledFieldHint,
  StyledFieldLabel,
  StyledRequired,
  SelectField,
  StyledFieldset,
  StyledInput,
  StyledSelect,
  StyledTextArea,
  TextAreaField,
  TextField,
  type CheckboxFieldProps,
  type PasswordFieldProps,
  type SelectFieldProps,
  type SelectOption,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './fields';
export { GlobalStyle } from './global-style';
export { Container, Grid, Stack } from './layout';
export { theme, type Theme } from './theme';
export { Toaster, ToastProvider, toastDurationMs, toastLimit, useToast, type ToastMessage, type ToastVariant } from './toast';
export { UiProvider } from './ui-provider';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { ProgressBar, type ProgressBarProps, type ProgressTone } from './progress-bar';
export { Dialog, type DialogProps, type DialogSize } from './dialog';
export { Badge, type BadgeTone } from './badge';
export { adminStatusTone, paymentStatusTone, scoreTone, trackerStatusTone, veteranApplicationTone } from './badge-tones';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group';
export { Skeleton, SkeletonCard, SkeletonList, type SkeletonListProps } from './skeleton';
export { Pagination, type PaginationProps } from './pagination';
export { Spinner, type SpinnerProps } from './spinner';
export { VisuallyHidden } from './visually-hidden';
export { LineIcon } from './line-icon';
export { FileDropZone, type FileDropZoneProps, type SelectedFile } from './file-drop-zone';
export { IconButton } from './icon-button';
export { CardList, StateNotice, type StateNoticeProps, type StateNoticeTone } from './state-notice';
export { ListEntryField, type ListEntryFieldProps } from './list-entry-field';
export { FactList, ListCard } from './list-card';
