export { JobAlertsPanel } from './job-alerts-panel';
