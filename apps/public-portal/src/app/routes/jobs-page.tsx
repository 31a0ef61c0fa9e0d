import { useJobs } from '@jobboard/api-client';
import { jobSorts, type JobFacets, type JobSort } from '@jobboard/contracts';
import { searchScopeOf } from '@jobboard/domain';
import { text, useTexts, type Translator } from '@jobboard/i18n';
import { Button, Container, Section, SelectField } from '@jobboard/ui';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useApplyDialog } from '../../features/apply';
// Only the button: its dialog loads when it is pressed, so the first view barely grows.
import { JobAlertButton } from '../../features/job-alerts/job-alert-button';
import { JobFilters, JobResults, JobSearchBar, searchStateParams, shownSort, toJobSearch, useJobSearchState } from '../../features/job-search';
import { UnconfirmedEmailNotice } from '../../features/job-seeker-account/unconfirmed-email-notice';
import { publicTexts } from '../../texts';

const sortLabels: Record<JobSort, string> = {
  recent: text('Most Recent'),
  relevant: text('Best Match'),
  'salary-high': text('Highest Salary'),
  distance: text('Nearest'),
};
const sortOptionsOf = (t: Translator['t'], nearPlace: boolean) =>
  jobSorts
    // Nearest needs a place to measure from.
    .filter((sort) => nearPlace || sort !== 'distance')
    .map((sort) => ({ value: sort, label: t(sortLabels[sort]) }));

const StyledBanner = styled.section`
  color: ${({ theme }) => theme.color.textInverse};
  background: linear-gradient(135deg, ${({ theme }) => theme.color.brandStrong} 0%, ${({ theme }) => theme.color.brand} 100%);
  border-bottom: 6px solid ${({ theme }) => theme.color.accent};
`;

const StyledBannerBody = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  h1 {
    margin: 0;
    font-size: clamp(${({ theme }) => theme.font.size.xl}, 4vw, ${({ theme }) => theme.font.size.xxl});
  }
`;

// Where a new job seeker lands after signing up: the "confirm your address" notice, when it applies.
const StyledNotice = styled(Container)`
  margin-top: ${({ theme }) => theme.space.xl};
  &:empty {
    display: none;
  }
`;

const StyledLayout = styled(Container)`
  display: grid;
  grid-template-columns: 280px 1fr;
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space.lg};
  }
`;

// On phones the panel folds away behind the Filters button; on wider screens it is always shown.
const StyledFiltersToggle = styled(Button)`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    display: inline-flex;
  }
`;

const StyledAside = styled.aside<{ $open: boolean }>`
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    margin-top: ${({ theme }) => theme.space.md};
  }
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  > div:last-child {
    min-width: 200px;
  }
`;

const StyledCount = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The banner's heading says where the search looks: everywhere, remote jobs, or in a place. */
const headingOf = (t: Translator['t'], location: string) => {
  const scope = searchScopeOf(location);
  return scope.kind === 'everywhere' ? t('Jobs everywhere') : scope.kind === 'remote' ? t('Remote jobs') : t('Jobs in {{place}}', { place: scope.text });
};

const StyledScope = styled.p`
  margin: 0;
`;

/** Find Jobs: search, filters, sort, results and pages, all kept in the address so a search can be shared. */
export const JobsPage = () => {
  const t = useTexts(publicTexts);
  const { state, update, clearFilters } = useJobSearchState();
  const { data, error, isLoading } = useJobs(toJobSearch(state));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const apply = useApplyDialog();
  // The counts stay while the next search loads, so the filters do not jump.
  const lastFacets = useRef<JobFacets>(undefined);
  if (data) lastFacets.current = data.facets;
  // An alert keeps the words and filters, not the order.
  const { sort: _sort, secondChance, ...filters } = state;
  const alertSearch = secondChance ? { ...filters, secondChance: 'true' } : filters;

  const handlePageChange = (page: number) => {
    update({ page });
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <StyledBanner aria-labelledby="jobs-title">
        <StyledBannerBody>
          <h1 id="jobs-title">{headingOf(t, state.location)}</h1>
          {searchScopeOf(state.location).kind === 'everywhere' && (
            <StyledScope>
              {t('Every open job, remote ones included. Type a city, state or ZIP code to search near a place, or "Remote".')}
            </StyledScope>
          )}
          <JobSearchBar key={`${state.q}|${state.location}`} keywords={state.q} location={state.location} onSearch={(terms) => update(terms)} />
        </StyledBannerBody>
      </StyledBanner>
      <StyledNotice>
        <UnconfirmedEmailNotice />
      </StyledNotice>
      <StyledLayout>
        <div>
          <StyledFiltersToggle
            type="button"
            $variant="outline"
            $block
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {t('Filters')}
          </StyledFiltersToggle>
          <StyledAside id={filtersId} $open={filtersOpen} aria-label={t('Job filters')}>
            <JobFilters
              values={state}
              facets={lastFacets.current}
              onChange={update}
              onClear={clearFilters}
              nearPlace={searchScopeOf(state.location).kind === 'place'}
            />
          </StyledAside>
        </div>
        <Section aria-label={t('Search results')}>
          <StyledToolbar>
            <StyledCount role="status">
              {data && !error && !data.locationNotFound ? t('{{count}} jobs found', { singular: '{{count}} job found', count: data.total }) : ''}
            </StyledCount>
            <JobAlertButton source="jobs" search={alertSearch} />
            <SelectField
              label={t('Sort by')}
              options={sortOptionsOf(t, searchScopeOf(state.location).kind === 'place')}

              value={shownSort(state)}
              onChange={(event) => update({ sort: event.target.value as JobSort })}
            />
          </StyledToolbar>
          <JobResults
            data={data}
            error={error}
            isLoading={isLoading}
            onPageChange={handlePageChange}
            onApply={apply.open}
            searchPath={(changes) => `?${searchStateParams({ ...state, ...changes, page: 1 }).toString()}`}
          />
        </Section>
      </StyledLayout>
      {apply.dialog}
    </>
  );
};
