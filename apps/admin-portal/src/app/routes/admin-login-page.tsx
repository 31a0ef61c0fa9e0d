import { AdminLoginForm } from '../../features/admin-session/admin-login-form';
import { LoginCard } from '../../features/admin-session/login-card';

export const AdminLoginPage = () => (
  <LoginCard title="Admin Login" description="Sign in to oversee jobs, applications, employers and veterans across the platform.">
    <AdminLoginForm />
  </LoginCard>
);
