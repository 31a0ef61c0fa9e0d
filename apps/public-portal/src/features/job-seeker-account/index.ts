export { JobSeekerLoginForm } from './job-seeker-login-form';
export { JobSeekerSignupForm } from './job-seeker-signup-form';
