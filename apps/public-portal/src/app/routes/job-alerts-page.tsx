import { Container } from '@jobboard/ui';
import { JobAlertsPanel } from '../../features/job-alerts';

/** /job-alerts: the emailed links of job alerts, and a job seeker's own alerts. */
export const JobAlertsPage = () => (
  <Container>
    <JobAlertsPanel />
  </Container>
);
