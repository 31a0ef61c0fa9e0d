export { ApiError } from './fetcher';
export { ApiProvider } from './swr-config';
export * from './hooks';
export * from './hooks/interviews';
