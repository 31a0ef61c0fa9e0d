export { CompanyProfileForm, type CompanyProfileFormProps } from './company-profile-form';
export { EmployerSignupForm } from './employer-signup-form';
export { SignedInEmployer, type SignedInEmployerProps } from './signed-in-employer';
export { EmployerSignInDetails, EmployerYourData } from './employer-sign-in-details';
