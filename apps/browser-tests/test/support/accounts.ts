import { accountScreenTexts, type AccountRole } from '@jobboard/contracts';
import { EmployerModel, UserModel, VeteranProfileModel } from '@jobboard/db';
import { waitForMail } from '@jobboard/test-kit';
import type { Page } from 'playwright-core';

/** The subjects of the account emails, as the run's mail catcher receives them. */
export const accountMailSubjects = {
  verify: 'Confirm your email address',
  signUpAttempt: 'Someone tried to create an account with your address',
  passwordReset: 'Choose a new password',
} as const;

/** The path of an emailed account link (`/verify-email?token=...`, `/employer-reset-password?token=...`) found in an email's text. */
export const accountLinkIn = (text: string, page: 'verify-email' | 'reset-password'): string => {
  const match = new RegExp(`(/(?:employer-|veteran-)?${page})\\?token=([A-Za-z0-9_%.~-]+)`).exec(text);
  if (!match) throw new Error(`no ${page} link in this email`);
  return `${match[1]}?token=${match[2]}`;
};

/**
 * What a new account does next: finds the confirmation email in the run's mail catcher, opens its
 * link on this test's origin and presses the button.
 */
export const confirmEmailFromInbox = async (page: Page, productUrl: string, email: string) => {
  const mail = await waitForMail(email, accountMailSubjects.verify);
  await page.goto(productUrl + accountLinkIn(mail.text, 'verify-email'));
  await page.getByRole('button', { name: accountScreenTexts.verifyButton }).click();
  await page.getByRole('heading', { name: accountScreenTexts.verifiedTitle, level: 1 }).waitFor();
};

/** For tests that are not about signing up: the account's address counts as confirmed, as if its link had been opened. */
export const markEmailVerified = async (kind: AccountRole, email: string) => {
  const filter = { email: email.trim().toLowerCase() };
  const update = { $set: { emailVerifiedAt: new Date() } };
  const result =
    kind === 'jobseeker'
      ? await UserModel.updateOne(filter, update)
      : kind === 'employer'
        ? await EmployerModel.updateOne(filter, update)
        : await VeteranProfileModel.updateOne(filter, update);
  if (result.matchedCount !== 1) throw new Error(`no ${kind} account with ${email}`);
};
