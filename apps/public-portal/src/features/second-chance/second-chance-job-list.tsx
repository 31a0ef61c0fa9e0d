import { useSecondChanceJobs } from '@jobboard/api-client';
import type { Job } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { Button, CardList, Cluster, SkeletonList, Stack, StateNotice, Text } from '@jobboard/ui';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { publicTexts } from '../../texts';
import { SecondChanceJobCard } from './second-chance-job-card';
import type { SecondChanceFilters } from './use-second-chance-filters';

export interface SecondChanceJobListProps {
  filters: SecondChanceFilters;
  jobs: ReturnType<typeof useSecondChanceJobs>;
  onApply: (job: Job) => void;
}

// Under the cards of a page, so it loads when the list has more pages (the same chunk as the
// search results' pager); its height is kept while it does.
const Pagination = lazy(() => import('../job-search/job-pager').then((module) => ({ default: module.Pagination })));

const StyledPager = styled.div`
  min-height: 34px;
`;

/** The list under the search card: loading, error, empty, the jobs and their pages. */
export const SecondChanceJobList = ({ filters, jobs, onApply }: SecondChanceJobListProps) => {
  const t = useTexts(publicTexts);
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
          title={t('We couldn’t load second-chance jobs')}
          description={t('The job list didn’t load this time. Please try again in a moment.')}
          action={
            <Button type="button" $variant="primary" onClick={handleRetry}>
              {t('Try again')}
            </Button>
          }
        />
      );
    }
    if (isLoading || !data) return <SkeletonList count={3} label={t('Loading second-chance jobs')} />;
    if (data.items.length === 0) {
      return (
        <StateNotice
          headingLevel={3}
          title={t('No second-chance jobs match your search')}
          description={t('Try a different job title or location, or clear the filters to see every opening.')}
          action={
            filters.hasFilters && (
              <Button type="button" $variant="outline" onClick={filters.clear}>
                {t('Clear filters')}
              </Button>
            )
          }
        />
      );
    }
    const totalPages = Math.ceil(data.total / data.pageSize);
    return (
      <>
        <CardList>
          {data.items.map((job) => (
            <li key={job.id}>
              <SecondChanceJobCard job={job} onApply={onApply} />
            </li>
          ))}
        </CardList>
        {totalPages > 1 && (
          <StyledPager>
            <Suspense fallback={null}>
              <Pagination page={data.page} totalPages={totalPages} onPageChange={filters.setPage} label={t('Second-chance job pages')} />
            </Suspense>
          </StyledPager>
        )}
      </>
    );
  };

  return (
    <Stack as="section" $gap="lg" aria-labelledby="second-chance-jobs-title">
      <Cluster $justify="between" $align="baseline">
        <Text as="h2" id="second-chance-jobs-title" $size="xl" $tone="brandStrong">
          {t('Second Chance Jobs')}
        </Text>
        {data && !error && (
          <Text $tone="textMuted" aria-live="polite">
            {t('{{count}} jobs', { singular: '{{count}} job', count: data.total })}

          </Text>
        )}
      </Cluster>
      {body()}
    </Stack>
  );
};
