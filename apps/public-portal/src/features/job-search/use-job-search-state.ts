import { useSearchParams } from 'react-router-dom';
import { defaultFilters, readSearchState, searchStateParams, type JobSearchState } from './search-state';

/**
 * The search lives in the address (spec: shareable, Back works). Every change but a page
 * change starts again from page 1.
 */
export const useJobSearchState = () => {
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);

  const update = (changes: Partial<JobSearchState>) => {
    const next: JobSearchState = { ...state, page: 1, ...changes };
    setParams(searchStateParams(next));
  };

  return {
    state,
    update,
    clearFilters: () => update({ ...defaultFilters }),
  };
};
