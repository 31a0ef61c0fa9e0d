import { useLogInJobSeeker } from '@jobboard/api-client';
import { EmailLoginForm, returnPathFrom, withReturnPath } from '@jobboard/portal-kit';
import { Card, CardDescription, CardTitle } from '@jobboard/ui';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

const StyledPage = styled.div`
  width: 100%;
  max-width: 440px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg} ${theme.space.xxxl}`};
`;

const StyledCard = styled(Card)`
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const StyledFooter = styled.p`
  margin: ${({ theme }) => `${theme.space.xl} 0 0`};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  a { font-weight: ${({ theme }) => theme.font.weight.medium}; }
`;

/**
 * /job-seeker-login: not in the spec; job seekers have accounts, so they sign in here. Success
 * goes back to the page that asked (`?next=`), or to the job search.
 */
export const JobSeekerLoginPage = () => {
  const logIn = useLogInJobSeeker();
  const navigate = useNavigate();
  const { search } = useLocation();
  const returnPath = returnPathFrom(search, '/jobs');
  return (
    <StyledPage>
      <StyledCard>
        <CardTitle as="h1">Job Seeker Login</CardTitle>
        <CardDescription>Sign in to track your applications and pick up your job search where you left off.</CardDescription>
        <EmailLoginForm aria-label="Job seeker login" logIn={logIn} onSignedIn={() => navigate(returnPath)} />
        <StyledFooter>
          Don&apos;t have an account?{' '}
          <Link to={returnPath === '/jobs' ? '/job-seeker-signup' : withReturnPath('/job-seeker-signup', returnPath)}>Sign up</Link>
        </StyledFooter>
      </StyledCard>
    </StyledPage>
  );
};
