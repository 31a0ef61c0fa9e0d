export { ConfirmApplication } from './confirm-application';
