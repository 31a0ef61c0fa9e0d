import type { PagePath } from './pages';
import type { AccountRole } from './route-declaration';

// A module of its own, with no schema: screens on first views may read it.
/** Where each kind of account signs in, asks for a reset and opens its emailed links: the emails and the portals read these. */
export const accountPagePaths = {
  jobseeker: { signIn: '/job-seeker-login', forgotPassword: '/forgot-password', resetPassword: '/reset-password', verifyEmail: '/verify-email' },
  employer: {
    signIn: '/employer-login',
    forgotPassword: '/employer-forgot-password',
    resetPassword: '/employer-reset-password',
    verifyEmail: '/employer-verify-email',
  },
  veteran: {
    signIn: '/veteran-login',
    forgotPassword: '/veteran-forgot-password',
    resetPassword: '/veteran-reset-password',
    verifyEmail: '/veteran-verify-email',
  },
} as const satisfies Record<AccountRole, Record<'signIn' | 'forgotPassword' | 'resetPassword' | 'verifyEmail', PagePath>>;
