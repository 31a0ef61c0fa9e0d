import { useTexts } from '@jobboard/i18n';
import { SignInCard } from '@jobboard/portal-kit';
import { AdminLoginForm } from '../../features/admin-session/admin-login-form';
import { adminTexts } from '../../texts';

export const AdminLoginPage = () => {
  const t = useTexts(adminTexts);
  return (
    <SignInCard title={t('Admin Login')} description={t('Sign in to oversee jobs, applications, employers and veterans across the platform.')}>
      <AdminLoginForm />
    </SignInCard>
  );
};
