import { EmailUnconfirmedNotice } from '@jobboard/portal-kit';

/** The notice itself, in a chunk of its own: `unconfirmed-email-notice.tsx` fetches it only when it applies. */
export const JobSeekerEmailNotice = () => <EmailUnconfirmedNotice kind="jobseeker" />;
