import { ApiError, useEmployerSession } from '@jobboard/api-client';
import type { Employer } from '@jobboard/contracts';
import { withReturnPath } from '@jobboard/portal-kit';
import { Container, LoadFailedNotice, SkeletonList } from '@jobboard/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface SignedInEmployerProps {
  /** The page's heading while the session is checked. */
  title: string;
  children: (employer: Employer) => ReactNode;
}

/**
 * A page for the signed-in employer only: nobody signed in as an employer (a visitor, a job
 * seeker) is sent to the employer login, which comes back here afterwards.
 */
export const SignedInEmployer = ({ title, children }: SignedInEmployerProps) => {
  const t = useTexts(employerTexts);
  const { pathname, search } = useLocation();
  const { data: employer, error, isLoading, mutate } = useEmployerSession();
  const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);

  if (error && !refused) {
    return (
      <Container>
        <h1>{title}</h1>
        <LoadFailedNotice headingLevel={2} title={t('Could not check your sign-in')} onRetry={() => void mutate()} />
      </Container>
    );
  }
  if (isLoading) {
    return (
      <Container>
        <h1>{title}</h1>
        <SkeletonList count={2} label={t('Loading {{title}}', { title })} />
      </Container>
    );
  }
  if (!employer) return <Navigate to={withReturnPath('/employer-login', `${pathname}${search}`)} replace />;
  return children(employer);
};
