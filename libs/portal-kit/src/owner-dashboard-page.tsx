import { ApiError } from '@jobboard/api-client';
import { useTexts } from '@jobboard/i18n';
import { Container, LoadFailedNotice, SkeletonList, Stack, StatCard, StatGrid } from '@jobboard/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { portalKitTexts } from './texts';

/** A dashboard page's frame: the page's width, room below the last section. */
export const StyledDashboardPage = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`;

/** The session ended or the record is not the signed-in account's: the dashboard is not shown. */
export const isRefusedRead = (error: unknown) => error instanceof ApiError && [401, 403, 404].includes(error.status);

export interface OwnerDashboardPageProps<Owner extends { id: string }> {
  /** The page's heading when the session cannot be read, e.g. "Veteran Dashboard". */
  title: string;
  /** The id in the address (`/veteran-dashboard/:id`). */
  id: string | undefined;
  /** The role's session read (SWR): the signed-in account, or null when nobody of the role is. */
  session: { data?: Owner | null; error?: unknown; isLoading: boolean; mutate: () => unknown };
  /** The stat cards' labels, drawn empty while the session is read. */
  statLabels: readonly string[];
  /** What anyone but the owner sees: the same answer whether or not the id exists. */
  notFound: ReactNode;
  children: (owner: Owner) => ReactNode;
}

/**
 * An owner-only dashboard (employer, veteran): the dashboard's shape while the session is read, a
 * retry when it cannot be, the not-found page for anyone who is not the account in the address.
 */
export const OwnerDashboardPage = <Owner extends { id: string }>({ title, id, session, statLabels, notFound, children }: OwnerDashboardPageProps<Owner>) => {
  const t = useTexts(portalKitTexts);
  const { data: owner, error, isLoading, mutate } = session;
  if (error && !isRefusedRead(error)) {
    return (
      <StyledDashboardPage>
        <h1>{title}</h1>
        <LoadFailedNotice headingLevel={2} title={t('Could not load your dashboard')} onRetry={() => void mutate()} />
      </StyledDashboardPage>
    );
  }
  if (isLoading) {
    return (
      <StyledDashboardPage>
        <Stack $gap="xl">
          <StatGrid aria-hidden="true">
            {statLabels.map((label) => (
              <StatCard key={label} label={label} value="" loading />
            ))}
          </StatGrid>
          <SkeletonList count={2} label={t('Loading your dashboard')} />
        </Stack>
      </StyledDashboardPage>
    );
  }
  if (!owner || owner.id !== id) return <>{notFound}</>;
  return <>{children(owner)}</>;
};
