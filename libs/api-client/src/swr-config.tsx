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

export interface ApiProviderProps {
  children: ReactNode;
  /**
   * Answers already known by URL (a server-rendered page embeds those it was rendered with): a hook
   * whose key is here shows that answer at once and, data never being stale, does not ask again.
   */
  fallback?: Record<string, unknown>;
}

export const ApiProvider = ({ children, fallback }: ApiProviderProps) => (
  <SWRConfig value={fallback ? { ...swrSettings, fallback } : swrSettings}>{children}</SWRConfig>
);
