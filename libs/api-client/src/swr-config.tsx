import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { getJson } from './fetcher';

/**
 * Data is never considered stale, never refetched on focus or by polling, and a
 * failed fetch is not retried. Pages refresh what they changed themselves (mutate).
 */
const swrSettings: SWRConfiguration = {
  fetcher: (url: string) => getJson(url),
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  dedupingInterval: 2000,
};

export const ApiProvider = ({ children }: { children: ReactNode }) => <SWRConfig value={swrSettings}>{children}</SWRConfig>;
