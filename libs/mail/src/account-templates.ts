import { mailFooter, renderLetter, type EmailLinks, type RenderedMail } from './templates';

/**
 * The emails about an account's address and password. All are essential (no stop link, no
 * List-Unsubscribe): they answer something done with the account or its address. Each names the
 * address it was sent to and the kind of account, so a reader with two accounts knows which one.
 */
export interface AccountMailDetails {
  /** The address the email goes to, spelled out in it. */
  email: string;
  /** 'job seeker', 'employer' or 'veteran'. */
  accountKind: string;
  links: EmailLinks;
}

/** To a new account's address: confirm it (sign-up, or a new address set in Settings). */
export const emailVerificationMail = ({
  email,
  accountKind,
  verifyUrl,
  validForHours,
  links,
}: AccountMailDetails & { verifyUrl: string; validForHours: number }): RenderedMail =>
  renderLetter({
    subject: 'Confirm your email address',
    greeting: 'Hello,',
    paragraphs: [
      `A ${accountKind} account on Real Opportunities uses the address ${email}. Confirm that it is yours with the button below; the link works for ${validForHours} hours, once.`,
      'Until it is confirmed you can sign in and look around, but your applications wait for confirmation before an employer sees them.',
    ],
    action: { label: 'Confirm my email address', url: verifyUrl },
    closing: ['If you did not create this account or change its address, ignore this email: the address stays unconfirmed.'],
    footer: mailFooter(`You get this email because a ${accountKind} account was created or changed with the address ${email}.`, links),
  });

/** To the owner of a taken address: someone tried to sign up with it (the sign-up itself answered as for a new one). */
export const signUpAttemptMail = ({
  email,
  accountKind,
  signInUrl,
  forgotPasswordUrl,
  links,
}: AccountMailDetails & { signInUrl: string; forgotPasswordUrl: string }): RenderedMail =>
  renderLetter({
    subject: 'Someone tried to create an account with your address',
    greeting: 'Hello,',
    paragraphs: [
      `Someone tried to create a new ${accountKind} account on Real Opportunities with ${email}. You already have one with this address, so nothing was created and nothing changed.`,
      `If it was you, sign in to your ${accountKind} account: ${signInUrl}`,
      `If you forgot your password, choose a new one here: ${forgotPasswordUrl}`,
    ],
    action: { label: `Sign in to your ${accountKind} account`, url: signInUrl },
    closing: ['If it was not you, you can ignore this email: your account and password are unchanged.'],
    footer: mailFooter(`You get this email because someone tried to sign up with the address ${email}.`, links),
  });

/** The "Forgot password?" link. */
export const passwordResetMail = ({
  email,
  accountKind,
  resetUrl,
  validForMinutes,
  links,
}: AccountMailDetails & { resetUrl: string; validForMinutes: number }): RenderedMail =>
  renderLetter({
    subject: 'Choose a new password',
    greeting: 'Hello,',
    paragraphs: [
      `Someone asked to reset the password of the ${accountKind} account with the address ${email}. Choose a new password with the button below; the link works for ${validForMinutes} minutes, once.`,
      'Choosing a new password signs out every device where the account is signed in.',
    ],
    action: { label: 'Choose a new password', url: resetUrl },
    closing: ['If you did not ask for this, ignore this email: your password stays as it is.'],
    footer: mailFooter(`You get this email because a password reset was asked for the address ${email}.`, links),
  });

/** After a reset: the password changed and every session ended (sent whatever the daily caps). */
export const passwordChangedMail = ({
  email,
  accountKind,
  forgotPasswordUrl,
  links,
}: AccountMailDetails & { forgotPasswordUrl: string }): RenderedMail =>
  renderLetter({
    subject: 'Your password was changed',
    greeting: 'Hello,',
    paragraphs: [
      `The password of the ${accountKind} account with the address ${email} was just changed with a reset link, and every device where it was signed in was signed out.`,
      `If you did not do this, choose a new password at once: ${forgotPasswordUrl}`,
    ],
    action: { label: 'Choose a new password', url: forgotPasswordUrl },
    closing: ['If it was you, there is nothing more to do.'],
    footer: mailFooter(`You get this email because the password of the account with the address ${email} changed.`, links),
  });
