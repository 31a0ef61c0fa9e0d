export { ApiError, apiRequest, getJson, type On401 } from './fetcher';
export { ApiProvider, swrSettings } from './swr-config';
export * from './hooks';
