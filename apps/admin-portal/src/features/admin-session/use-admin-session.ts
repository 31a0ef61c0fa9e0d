import { useAdminUser, useLogOutAdmin } from '@jobboard/api-client';
import type { AdminUser } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { useToast } from '@jobboard/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminTexts } from '../../texts';

export type AdminSession =
  | { status: 'checking' | 'signing-out' | 'signed-out' }
  | { status: 'unavailable'; retry: () => void }
  | { status: 'signed-in'; admin: AdminUser; signOut: () => Promise<void> };

/**
 * The admin screens are gated by the session check. A visitor without a
 * session goes to /admin-login with an access-denied notice; signing out forgets every cached
 * answer and goes there too.
 */
export const useAdminSession = (): AdminSession => {
  const t = useTexts(adminTexts);
  const { data: admin, error, isLoading, mutate } = useAdminUser();
  const logOut = useLogOutAdmin();
  const [signingOut, setSigningOut] = useState(false);
  const { toast } = useToast();
  const navigate = useNavigate();
  const denied = admin === null && !signingOut;

  useEffect(() => {
    if (!denied) return;
    toast({ title: t('Access Denied'), description: t('Please log in to access the admin dashboard.'), variant: 'destructive' });
    navigate('/admin-login', { replace: true });
  }, [denied, navigate, toast, t]);

  if (signingOut) return { status: 'signing-out' };
  if (admin === null) return { status: 'signed-out' };
  if (error) return { status: 'unavailable', retry: () => void mutate() };
  if (isLoading || !admin) return { status: 'checking' };

  const signOut = async () => {
    setSigningOut(true);
    try {
      await logOut();
    } catch {
      toast({ title: t('Sign Out Failed'), description: t('We could not sign you out. Please try again.'), variant: 'destructive' });
      setSigningOut(false);
      return;
    }
    navigate('/admin-login', { replace: true });
  };
  return { status: 'signed-in', admin, signOut };
};
