import { useSecondChanceJobs } from '@jobboard/api-client';
import type { Job } from '@jobboard/contracts';
import { Button, Pagination, SkeletonList } from '@jobboard/ui';
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

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
`;

const StyledNotice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.brandStrong};
  }
  p {
    margin: 0;
    max-width: 32em;
    color: ${({ theme }) => theme.color.textMuted};
  }
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
        <StyledNotice role="alert">
          <h3>We couldn’t load second-chance jobs</h3>
          <p>The job list didn’t load this time. Please try again in a moment.</p>
          <Button type="button" $variant="primary" onClick={handleRetry}>
            Try again
          </Button>
        </StyledNotice>
      );
    }
    if (isLoading || !data) return <SkeletonList count={3} label="Loading second-chance jobs" />;
    if (data.items.length === 0) {
      return (
        <StyledNotice>
          <h3>No second-chance jobs match your search</h3>
          <p>Try a different job title or location, or clear the filters to see every opening.</p>
          {filters.hasFilters && (
            <Button type="button" $variant="outline" onClick={filters.clear}>
              Clear filters
            </Button>
          )}
        </StyledNotice>
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
