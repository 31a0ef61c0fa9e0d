import { useSearchParams } from 'react-router-dom';
import { defaultFilters, readSearchState, searchStateParams, type JobSearchState } from './search-state';

/**
 * The search lives in the address (shareable, Back works). Every change but a page change starts
 * again from page 1. A change applies to the address as it is now, so two quick ones (a ticked
 * filter, then Search) both count even before the first is shown.
 */
export const useJobSearchState = () => {
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);

  const update = (changes: Partial<JobSearchState>) => {
    setParams((current) => searchStateParams({ ...readSearchState(current), page: 1, ...changes }));
  };

  return {
    state,
    update,
    clearFilters: () => update({ ...defaultFilters }),
  };
};
