import { ApiError } from '@jobboard/api-client';
import type { Job, JobListPage } from '@jobboard/contracts';
import { Pagination, SkeletonList } from '@jobboard/ui';
import styled from 'styled-components';
import { JobCard } from './job-card';

export interface JobResultsProps {
  data: JobListPage | undefined;
  error: unknown;
  isLoading: boolean;
  onPageChange: (page: number) => void;
  onApply: (job: Job) => void;
}

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledNotice = styled.div`
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.xl}; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

const StyledErrorNotice = styled(StyledNotice)`
  border-color: ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.dangerSoft};
  h2 { color: ${({ theme }) => theme.color.danger}; }
  p { color: ${({ theme }) => theme.color.text}; }
`;

const StyledPager = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

// A 4xx names what was wrong with the search (an unknown place, say); anything else is ours.
const errorDescription = (error: unknown) =>
  (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage) || 'Please try again later.';

/** The list part of Find Jobs: loading, error, empty, or the cards and their pages (spec 000 §2). */
export const JobResults = ({ data, error, isLoading, onPageChange, onApply }: JobResultsProps) => {
  if (error) {
    return (
      <StyledErrorNotice role="alert">
        <h2>Error Loading Jobs</h2>
        <p>{errorDescription(error)}</p>
      </StyledErrorNotice>
    );
  }
  if (isLoading || !data) return <SkeletonList count={5} label="Loading jobs" />;
  if (data.items.length === 0) {
    return (
      <StyledNotice>
        <h2>No jobs found</h2>
        <p>Try adjusting your filters or search criteria.</p>
      </StyledNotice>
    );
  }
  const totalPages = Math.ceil(data.total / data.pageSize);
  return (
    <>
      <StyledList aria-label="Jobs">
        {data.items.map((job) => (
          <li key={job.id}>
            <JobCard job={job} onApply={onApply} />
          </li>
        ))}
      </StyledList>
      {totalPages > 1 && (
        <StyledPager>
          <Pagination page={data.page} totalPages={totalPages} onPageChange={onPageChange} label="Job result pages" />
        </StyledPager>
      )}
    </>
  );
};
