import { Card, CardDescription, CardTitle } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { JobSeekerLoginForm } from '../../features/job-seeker-account';

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

/** /job-seeker-login: not in the spec; job seekers have accounts, so they sign in here. */
export const JobSeekerLoginPage = () => (
  <StyledPage>
    <StyledCard>
      <CardTitle as="h1">Job Seeker Login</CardTitle>
      <CardDescription>Sign in to track your applications and pick up your job search where you left off.</CardDescription>
      <JobSeekerLoginForm />
      <StyledFooter>
        Don&apos;t have an account? <Link to="/job-seeker-signup">Sign up</Link>
      </StyledFooter>
    </StyledCard>
  </StyledPage>
);
