import { Button, Icon, useToast, type IconName } from '@jobboard/ui';
import { useTexts } from '@jobboard/i18n';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { shellTexts } from '../../texts';

const StyledNameLink = styled(Button)`
  min-width: 0;
  max-width: 260px;
  span {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  svg { flex: none; }
`;

export interface DashboardAccountProps {
  /** Who is signed in, as the header names them (a company, a person). */
  name: string;
  icon: IconName;
  dashboardPath: string;
  logOut: () => Promise<unknown>;
  /** Where Log Out leads: the role's login page. */
  loginPath: string;
  /** Called after the link is picked or the account logs out (the mobile menu closes). */
  onDone?: () => void;
}

/** The header's entries for a signed-in account with a dashboard: its name, linking there, and Log Out. */
export const DashboardAccount = ({ name, icon, dashboardPath, logOut, loginPath, onDone }: DashboardAccountProps) => {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [loggingOut, setLoggingOut] = useState(false);
  const t = useTexts(shellTexts);

  const handleLogOut = async () => {
    setLoggingOut(true);
    try {
      await logOut();
      onDone?.();
      navigate(loginPath);
    } catch {
      toast({ title: t('Logout Failed'), description: t('Please try again.'), variant: 'destructive' });
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <>
      <StyledNameLink as={Link} to={dashboardPath} $variant="ghost" onClick={onDone}>
        <Icon name={icon} size={18} />
        <span>{name}</span>
      </StyledNameLink>
      <Button type="button" $variant="outline" onClick={handleLogOut} disabled={loggingOut}>
        {t('Log Out')}
      </Button>
    </>
  );
};
