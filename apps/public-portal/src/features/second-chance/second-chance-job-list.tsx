import { useSecondChanceJobs } from '@jobboard/api-client';
import type { Job } from '@jobboard/contracts';
import { Button, CardList, Pagination, SkeletonList, StateNotice } from '@jobboard/ui';
import styled from 'styled-components';
import { SecondChanceJobCard } from './second-chance-job-card';
import type { SecondChanceFilters } from './use-second-chance-filters';

export interface SecondChanceJobListProps {
  filters: SecondChanceFilters;
  jobs: ReturnType<typeof useSecondChanceJobs>;
  onApply: (job: Job) => void;
}

const StyledHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.brandStrong};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

// Room between the last card and the pages.
const StyledList = styled(CardList)`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const jobCountText = (total: number) => (total === 1 ? '1 job' : `${total} jobs`);

/** The list under the search card: loading, error, empty, the jobs and their pages. */
export const SecondChanceJobList = ({ filters, jobs, onApply }: SecondChanceJobListProps) => {
  const { data, error, isLoading, mutate } = jobs;
  const handleRetry = () => {
    void mutate();
  };

  const body = () => {
    if (error && !data) {
      return (
        <StateNotice
          tone="error"
          headingLevel={3}
          title="We couldn’t load second-chance jobs"
          description="The job list didn’t load this time. Please try again in a moment."
          action={
            <Button type="button" $variant="primary" onClick={handleRetry}>
              Try again
            </Button>
          }
        />
      );
    }
    if (isLoading || !data) return <SkeletonList count={3} label="Loading second-chance jobs" />;
    if (data.items.length === 0) {
      return (
        <StateNotice
          headingLevel={3}
          title="No second-chance jobs match your search"
          description="Try a different job title or location, or clear the filters to see every opening."
          action={
            filters.hasFilters && (
              <Button type="button" $variant="outline" onClick={filters.clear}>
                Clear filters
              </Button>
            )
          }
        />
      );
    }
    const totalPages = Math.ceil(data.total / data.pageSize);
    return (
      <>
        <StyledList>
          {data.items.map((job) => (
            <li key={job.id}>
              <SecondChanceJobCard job={job} onApply={onApply} />
            </li>
          ))}
        </StyledList>
        {totalPages > 1 && (
          <Pagination page={data.page} totalPages={totalPages} onPageChange={filters.setPage} label="Second-chance job pages" />
        )}
      </>
    );
  };

  return (
    <section aria-labelledby="second-chance-jobs-title">
      <StyledHeading>
        <h2 id="second-chance-jobs-title">Second Chance Jobs</h2>
        {data && !error && <p aria-live="polite">{jobCountText(data.total)}</p>}
      </StyledHeading>
      {body()}
    </section>
  );
};
