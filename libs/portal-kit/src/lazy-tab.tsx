import { SkeletonList } from '@jobboard/ui';
import { Suspense, type ReactNode } from 'react';

/**
 * A dashboard tab whose code loads when the tab is first opened (`React.lazy`): the list's
 * loading shape meanwhile, named for screen readers ("Loading interviews").
 */
export const LazyTab = ({ label, children }: { label: string; children: ReactNode }) => (
  <Suspense fallback={<SkeletonList count={3} label={label} />}>{children}</Suspense>
);
