import { useLogOutVeteran } from '@jobboard/api-client';
import { pagePath, type VeteranProfile } from '@jobboard/contracts';
import { Button, Icon, useToast } from '@jobboard/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { veteranLoginLink } from './header-links';

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

export interface VeteranAccountProps {
  veteran: Pick<VeteranProfile, 'id' | 'firstName' | 'lastName'>;
  /** Called after the link is picked or the veteran logs out (the mobile menu closes). */
  onDone?: () => void;
}

/** The header's entries for a signed-in veteran: their name, linking to their dashboard, and Log Out. */
export const VeteranAccount = ({ veteran, onDone }: VeteranAccountProps) => {
  const logOut = useLogOutVeteran();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [loggingOut, setLoggingOut] = useState(false);

  const handleLogOut = async () => {
    setLoggingOut(true);
    try {
      await logOut();
      onDone?.();
      navigate(veteranLoginLink.to);
    } catch {
      toast({ title: 'Logout Failed', description: 'Please try again.', variant: 'destructive' });
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <>
      <StyledNameLink as={Link} to={pagePath('/veteran-dashboard/:id', { id: veteran.id })} $variant="ghost" onClick={onDone}>
        <Icon name="star" size={18} />
        <span>
          {veteran.firstName} {veteran.lastName}
        </span>
      </StyledNameLink>
      <Button type="button" $variant="outline" onClick={handleLogOut} disabled={loggingOut}>
        Log Out
      </Button>
    </>
  );
};
