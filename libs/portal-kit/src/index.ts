export { notAvailableYet } from './not-available-yet-page';
export { StandalonePortal } from './standalone-portal';
export { describeFieldError, fieldErrorsFrom, serverFieldErrors, type FieldErrors } from './form-errors';
export { languageOptions } from './choice-options';
export { EmailLoginForm, type EmailLoginFormProps } from './email-login-form';
export { returnPathFrom, withReturnPath } from './return-path';
export { useCheckedForm, type CheckedFormOptions, type FormCheck } from './use-checked-form';
export {
  FormSection,
  StyledCheckboxRow,
  StyledFormActions,
  StyledSectionedForm,
  StyledWide,
  type FormSectionProps,
} from './sectioned-form';
export { JobTypeCheckboxes, type JobTypeCheckboxesProps } from './job-type-checkboxes';
export { FormPageIntro, type FormPageIntroProps } from './form-page-intro';
