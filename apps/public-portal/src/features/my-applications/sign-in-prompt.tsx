import { myApplicationsPath, applicationTrackerMessages as text } from '@jobboard/contracts';
import { withReturnPath } from '@jobboard/portal-kit';
import { Button } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { TrackerIcon } from './tracker-icons';


const StyledPrompt = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.xl}; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  }
`;

const StyledIcon = styled.div`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brand};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** Applications are served only to their owner: signed out, the tab asks the person to sign in or sign up. */
export const SignInPrompt = () => (
  <StyledPrompt aria-labelledby="my-applications-sign-in">
    <StyledIcon>
      <TrackerIcon name="briefcase" size={28} />
    </StyledIcon>
    <h2 id="my-applications-sign-in">{text.signInTitle}</h2>
    <p>{text.signInDescription}</p>
    <StyledActions>
      <Button as={Link} to={withReturnPath('/job-seeker-login', myApplicationsPath)}>
        Log In
      </Button>
      <Button as={Link} to={withReturnPath('/job-seeker-signup', myApplicationsPath)} $variant="secondary">
        Sign Up
      </Button>
    </StyledActions>
  </StyledPrompt>
);
