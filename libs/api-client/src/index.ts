export { ApiError } from './fetcher';
export { ApiProvider } from './swr-config';
export { fieldErrorsOf, useWrite, type Write, type WriteFieldErrors } from './use-write';
export * from './hooks';
export * from './hooks/interviews';
