import { useSecondChanceJobs } from '@jobboard/api-client';
import { Container, Stack } from '@jobboard/ui';
import {
  BenefitCards,
  SecondChanceHero,
  SecondChanceJobList,
  SecondChanceSearch,
  useSecondChanceFilters,
} from '../../features/second-chance';
import { useApplyDialog } from '../../features/apply';
// Only the button: its dialog loads when it is pressed.
import { JobAlertButton } from '../../features/job-alerts/job-alert-button';

/** Second Chance Employment: employers who welcome a fresh start, and their jobs. */
export const SecondChancePage = () => {
  const filters = useSecondChanceFilters();
  const jobs = useSecondChanceJobs(filters.applied);
  const apply = useApplyDialog();
  return (
    <>
      <SecondChanceHero />
      <Container>
        <Stack $gap="xxl">
          <BenefitCards />
          <SecondChanceSearch filters={filters} employerCount={jobs.data?.employerCount} />
          <div>
            <JobAlertButton source="second-chance" search={{ q: filters.applied.q, location: filters.applied.location, type: filters.applied.type }} />
          </div>
          <SecondChanceJobList filters={filters} jobs={jobs} onApply={apply.open} />
        </Stack>
      </Container>
      {apply.dialog}
    </>
  );
};
