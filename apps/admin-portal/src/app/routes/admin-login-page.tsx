import { SignInCard } from '@jobboard/portal-kit';
import { AdminLoginForm } from '../../features/admin-session/admin-login-form';

export const AdminLoginPage = () => (
  <SignInCard title="Admin Login" description="Sign in to oversee jobs, applications, employers and veterans across the platform.">
    <AdminLoginForm />
  </SignInCard>
);
