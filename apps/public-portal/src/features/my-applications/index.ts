export { MyApplications } from './my-applications';
