export { MyApplications } from './my-applications';
export { myApplicationsPath } from './sign-in-prompt';
