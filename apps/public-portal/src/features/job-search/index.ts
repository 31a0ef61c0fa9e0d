export { JobFilters } from './job-filters';
export { JobResults } from './job-results';
export { JobSearchBar } from './job-search-bar';
export { searchStateParams, shownSort, toJobSearch } from './search-state';
export { useJobSearchState } from './use-job-search-state';
