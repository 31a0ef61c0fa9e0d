export { JobSeekerSignupForm } from './job-seeker-signup-form';
