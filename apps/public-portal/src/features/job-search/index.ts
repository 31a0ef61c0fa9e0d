export { JobFilters, salaryFilterLabels, type JobFilterValues } from './job-filters';
export { JobResults } from './job-results';
export { JobSearchBar } from './job-search-bar';
export { postedAgo } from './posted-ago';
export { defaultLocation, toJobSearch, type JobSearchState } from './search-state';
export { useJobSearchState } from './use-job-search-state';
