import { useJobSeekerSession, useLogOutJobSeeker } from '@jobboard/api-client';
import { myApplicationsPath } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { Button, useToast } from '@jobboard/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { shellTexts } from '../../texts';
import { logInLink, signUpLink } from './header-links';

const StyledGreeting = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  span {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

const StyledInitial = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textInverse};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export interface JobSeekerAccountProps {
  /** The header bar shows Log In first; the mobile menu leads with Sign Up. */
  placement: 'bar' | 'menu';
  /** Called after a link is picked or the person logs out (the mobile menu closes). */
  onDone?: () => void;
}

/**
 * The header's job seeker entries: Log In and Sign Up, or, once signed in, the person's
 * first name, a link to their applications and Log Out.
 */
export const JobSeekerAccount = ({ placement, onDone }: JobSeekerAccountProps) => {
  const { data: jobSeeker } = useJobSeekerSession();
  const logOut = useLogOutJobSeeker();
  const { toast } = useToast();
  const [loggingOut, setLoggingOut] = useState(false);
  const t = useTexts(shellTexts);

  const handleLogOut = async () => {
    setLoggingOut(true);
    try {
      await logOut();
      onDone?.();
    } catch {
      toast({ title: t('Logout Failed'), description: t('Please try again.'), variant: 'destructive' });
    } finally {
      setLoggingOut(false);
    }
  };

  if (jobSeeker) {
    return (
      <>
        <StyledGreeting>
          <StyledInitial aria-hidden="true">{jobSeeker.firstName.charAt(0).toUpperCase()}</StyledInitial>
          <span>{jobSeeker.firstName}</span>
        </StyledGreeting>
        <Button as={Link} to={myApplicationsPath} $variant="ghost" onClick={onDone}>
          {t('My Applications')}
        </Button>
        <Button type="button" $variant="outline" onClick={handleLogOut} disabled={loggingOut}>
          {t('Log Out')}
        </Button>
      </>
    );
  }
  const signUp = (
    <Button as={Link} to={signUpLink.to} $variant="secondary" onClick={onDone}>
      {t(signUpLink.label)}
    </Button>
  );
  if (placement === 'menu') {
    return (
      <>
        {signUp}
        <Button as={Link} to={logInLink.to} $variant="outline" onClick={onDone}>
          {t(logInLink.label)}
        </Button>
      </>
    );
  }
  return (
    <>
      <Button as={Link} to={logInLink.to} $variant="ghost">
        {t(logInLink.label)}
      </Button>
      {signUp}
    </>
  );
};
