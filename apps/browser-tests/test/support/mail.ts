import { applicationMessages, confirmApplicationTexts } from '@jobboard/contracts';
import { tokenOfConfirmationLink, waitForMail } from '@jobboard/test-kit';
import type { Page } from 'playwright-core';

/**
 * Does what an anonymous applicant does next: finds the confirmation email in the run's mail
 * catcher (maildev), opens its link and presses Confirm. The link is opened on this test's own
 * origin (the email names the configured site address).
 */
export const confirmApplicationFromInbox = async (page: Page, productUrl: string, email: string, jobTitle: string) => {
  const mail = await waitForMail(email, `Confirm your application for ${jobTitle}`);
  const token = tokenOfConfirmationLink(mail.text);
  await page.goto(`${productUrl}/confirm-application?token=${encodeURIComponent(token)}`);
  await page.getByRole('button', { name: confirmApplicationTexts.button }).click();
  await page.getByRole('heading', { name: applicationMessages.confirmed.title }).waitFor();
};
