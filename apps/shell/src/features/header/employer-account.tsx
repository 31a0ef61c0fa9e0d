import { useLogOutEmployer } from '@jobboard/api-client';
import { pagePath, type Employer } from '@jobboard/contracts';
import { Button, Icon, useToast } from '@jobboard/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { employerLoginLink } from './header-links';

const StyledCompanyLink = styled(Button)`
  min-width: 0;
  max-width: 260px;
  span {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  svg { flex: none; }
`;

export interface EmployerAccountProps {
  employer: Pick<Employer, 'id' | 'companyName'>;
  /** Called after the link is picked or the employer logs out (the mobile menu closes). */
  onDone?: () => void;
}

/** The header's entries for a signed-in employer: the company, linking to its dashboard, and Log Out. */
export const EmployerAccount = ({ employer, onDone }: EmployerAccountProps) => {
  const logOut = useLogOutEmployer();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [loggingOut, setLoggingOut] = useState(false);

  const handleLogOut = async () => {
    setLoggingOut(true);
    try {
      await logOut();
      onDone?.();
      navigate(employerLoginLink.to);
    } catch {
      toast({ title: 'Logout Failed', description: 'Please try again.', variant: 'destructive' });
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <>
      <StyledCompanyLink as={Link} to={pagePath('/employer-dashboard/:id', { id: employer.id })} $variant="ghost" onClick={onDone}>
        <Icon name="building" size={18} />
        <span>{employer.companyName}</span>
      </StyledCompanyLink>
      <Button type="button" $variant="outline" onClick={handleLogOut} disabled={loggingOut}>
        Log Out
      </Button>
    </>
  );
};
