// The pager of the results, in a chunk of its own: it shows under ten cards, so the list's
// first view does not wait for its code (job-results.tsx loads it when there are more pages).
export { Pagination } from '@jobboard/ui';
