export { CompanyProfileForm, type CompanyProfileFormProps } from './company-profile-form';
export { EmployerSignupForm } from './employer-signup-form';
export { SignInDetailsForm, type SignInDetailsFormProps } from './sign-in-details-form';
export { SignedInEmployer, type SignedInEmployerProps } from './signed-in-employer';
