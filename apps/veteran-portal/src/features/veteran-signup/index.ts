export { VeteranSignupForm } from './veteran-signup-form';
