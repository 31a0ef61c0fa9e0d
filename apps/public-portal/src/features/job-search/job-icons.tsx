import { LineIcon } from '@jobboard/ui';
import type { CompanyLogoKey } from '@jobboard/contracts';
import type { ReactNode } from 'react';

export type JobIconName = CompanyLogoKey | 'map-pin' | 'clock' | 'dollar' | 'navigation' | 'filter' | 'search' | 'heart';

const paths: Record<JobIconName, ReactNode> = {
  building: (
    <>
      <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16M16 9h2a2 2 0 0 1 2 2v10M2 21h20" />
      <path d="M8 7h4M8 11h4M8 15h4" />
    </>
  ),
  'chart-line': (
    <>
      <path d="M3 3v18h18" />
      <path d="m7 15 4-4 3 3 6-6" />
    </>
  ),
  'user-tie': (
    <>
      <circle cx="12" cy="7" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
      <path d="m12 13-1.5 3 1.5 4 1.5-4z" />
    </>
  ),
  'map-pin': (
    <>
      <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
      <circle cx="12" cy="10" r="3" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  dollar: <path d="M12 2v20M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6" />,
  navigation: <path d="m3 11 19-9-9 19-2-8z" />,
  filter: <path d="M22 3H2l8 9.5V19l4 2v-8.5z" />,
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>
  ),
  heart: <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />,
};

/** A line icon by name. */
export const JobIcon = ({ name }: { name: JobIconName }) => <LineIcon>{paths[name]}</LineIcon>;
