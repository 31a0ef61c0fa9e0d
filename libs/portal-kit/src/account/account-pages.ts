import { text } from '@jobboard/i18n';
import { accountPagePaths, myApplicationsPath, pagePath, pageTable, type AccountRole, type PagePath } from '@jobboard/contracts';

/** Where each kind of account signs in, recovers its password and confirms its address, and where it lands once signed in. */
export interface AccountPages {
  signIn: PagePath;
  forgotPassword: PagePath;
  resetPassword: PagePath;
  verifyEmail: PagePath;
  /** The signed-in account's own page, and the words of a link to it (English, marked for translation: show with `t`). */
  home: (accountId: string) => string;
  homeLabel: string;
}

export const accountPages: Record<AccountRole, AccountPages> = {
  jobseeker: {
    ...accountPagePaths.jobseeker,
    home: () => myApplicationsPath,
    homeLabel: text('Go to My Applications'),
  },
  employer: {
    ...accountPagePaths.employer,
    home: (id) => pagePath('/employer-dashboard/:id', { id }),
    homeLabel: text('Go to your dashboard'),
  },
  veteran: {
    ...accountPagePaths.veteran,
    home: (id) => pagePath('/veteran-dashboard/:id', { id }),
    homeLabel: text('Go to your dashboard'),
  },
};

/** A page's title as the page table gives it. */
export const pageTitle = (path: PagePath): string => pageTable.find((page) => page.path === path)?.title ?? '';
