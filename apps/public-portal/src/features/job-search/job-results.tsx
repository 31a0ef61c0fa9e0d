import { ApiError } from '@jobboard/api-client';
import type { Job, JobListPage } from '@jobboard/contracts';
import { useTexts, withParts, type Translator } from '@jobboard/i18n';
import { CardList, SkeletonList, StateNotice } from '@jobboard/ui';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { publicTexts } from '../../texts';
import { JobCard } from './job-card';

export interface JobResultsProps {
  data: JobListPage | undefined;
  error: unknown;
  isLoading: boolean;
  onPageChange: (page: number) => void;
  onApply: (job: Job) => void;
  /** The address of this search with other words or another place (for "Did you mean" and the unknown-place notice). */
  searchPath: (changes: { q?: string; location?: string }) => string;
}

// Shown only after an unknown place: its code loads then.
const LocationNotFoundNotice = lazy(() => import('./location-not-found').then((module) => ({ default: module.LocationNotFoundNotice })));

// Under the ten cards of a page, so it loads when a search has more pages; its height is kept while it does.
const Pagination = lazy(() => import('./job-pager').then((module) => ({ default: module.Pagination })));

const StyledPager = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  min-height: 34px;
`;

// A 4xx names what was wrong with the search (a malformed address, say); anything else is ours. An unknown place is no error: see above.
const errorDescription = (t: Translator['t'], error: unknown) =>
  (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage) || t('Please try again later.');

/** The list part of Find Jobs: loading, error, empty, or the cards and their pages. */
export const JobResults = ({ data, error, isLoading, onPageChange, onApply, searchPath }: JobResultsProps) => {
  const t = useTexts(publicTexts);
  if (error) {
    return <StateNotice tone="error" title={t('Error Loading Jobs')} description={errorDescription(t, error)} />;
  }
  if (isLoading || !data) return <SkeletonList count={5} label={t('Loading jobs')} />;
  if (data.locationNotFound) {
    return (
      <Suspense fallback={<SkeletonList count={1} label={t('Loading jobs')} />}>
        <LocationNotFoundNotice notFound={data.locationNotFound} searchPath={searchPath} />
      </Suspense>
    );
  }
  if (data.items.length === 0) {
    const tryAgain = t('Try adjusting your filters or search criteria.');
    // A close spelling that finds jobs: offered as a link that runs that search.
    return (
      <StateNotice
        title={t('No jobs found')}
        description={
          data.didYouMean
            ? [
                <>{withParts(t('Did you mean {{suggestion}}?'), { suggestion: <Link to={searchPath({ q: data.didYouMean })}>{data.didYouMean}</Link> })}</>,
                tryAgain,
              ]
            : tryAgain
        }
      />
    );
  }
  const totalPages = Math.ceil(data.total / data.pageSize);
  return (
    <>
      <CardList aria-label={t('Jobs')}>
        {data.items.map((job) => (
          <li key={job.id}>
            <JobCard job={job} onApply={onApply} searchedFrom={data.origin?.label} />
          </li>
        ))}
      </CardList>
      {totalPages > 1 && (
        <StyledPager>
          <Suspense fallback={null}>
            <Pagination page={data.page} totalPages={totalPages} onPageChange={onPageChange} label={t('Job result pages')} />

          </Suspense>
        </StyledPager>
      )}
    </>
  );
};
