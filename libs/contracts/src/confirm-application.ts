import { text } from '@jobboard/i18n';
import { z } from 'zod';

/** What POST /api/application-confirmations accepts: the token of the emailed link. */
export const confirmApplicationRequestSchema = z.object({
  token: z.string().trim().min(1, text('The confirmation link is incomplete.')).max(200, text('The confirmation link is malformed.')),
});
export type ConfirmApplicationRequest = z.infer<typeof confirmApplicationRequestSchema>;

/** What POST /api/application-confirmations answers once the employer can see the application. */
export const confirmApplicationResultSchema = z.object({
  jobTitle: z.string(),
  companyName: z.string(),
  message: z.string(),
});
export type ConfirmApplicationResult = z.infer<typeof confirmApplicationResultSchema>;

/** The texts of the /confirm-application page (the outcomes' messages are in `applicationMessages`). */
export const confirmApplicationTexts = {
  title: 'Confirm your application',
  prompt: 'Press the button to send your application to the employer. Until you do, the employer does not see it.',
  button: 'Confirm my application',
  confirming: 'Confirming...',
  failedTitle: 'Could Not Confirm',
  findMoreJobs: 'Find More Jobs',
} as const;
