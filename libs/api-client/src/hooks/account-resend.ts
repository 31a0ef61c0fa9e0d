import type { AccountRequestAccepted, AccountRole } from '@jobboard/contracts';
import { useCallback } from 'react';
import { send } from '../api-call';

// Apart from the session read (account-session.ts), which first views carry: only the notice's own chunk needs this.
const resendCalls: Record<AccountRole, () => Promise<AccountRequestAccepted>> = {
  jobseeker: () => send('POST /api/job-seekers/verify-email/resend'),
  employer: () => send('POST /api/employers/verify-email/resend'),
  veteran: () => send('POST /api/veterans/verify-email/resend'),
};
/** POST .../verify-email/resend (signed in): the same answer whether or not a link went; 429 past the day's few. */
export const useResendVerification = (kind: AccountRole): (() => Promise<AccountRequestAccepted>) => useCallback(() => resendCalls[kind](), [kind]);
