import { useSecondChanceJobs } from '@jobboard/api-client';
import { Container, Stack } from '@jobboard/ui';
import {
  BenefitCards,
  SecondChanceHero,
  SecondChanceJobList,
  SecondChanceSearch,
  useSecondChanceFilters,
} from '../../features/second-chance';

/** Second Chance Employment (spec 000 §2): employers who welcome a fresh start, and their jobs. */
export const SecondChancePage = () => {
  const filters = useSecondChanceFilters();
  const jobs = useSecondChanceJobs(filters.applied);
  return (
    <>
      <SecondChanceHero />
      <Container>
        <Stack $gap="xxl">
          <BenefitCards />
          <SecondChanceSearch filters={filters} employerCount={jobs.data?.employerCount} />
          <SecondChanceJobList filters={filters} jobs={jobs} />
        </Stack>
      </Container>
    </>
  );
};
