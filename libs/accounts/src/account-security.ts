import { randomUUID } from 'node:crypto';
import { accountLinkLifetimes, accountPagePaths, accountSecurityMessages, type AccountRequestAccepted, type AccountRole } from '@jobboard/contracts';
import { EmployerModel, isDuplicateKeyError, SessionModel, UserModel, VeteranProfileModel } from '@jobboard/db';
import {
  emailLinksFor,
  emailVerificationMail,
  enqueueMail,
  passwordChangedMail,
  passwordResetMail,
  reserveRecipientMail,
  signUpAttemptMail,
} from '@jobboard/mail';
import { AppError, hashPassword, type LoginThrottle } from '@jobboard/server-kit';
import type { Model } from 'mongoose';
import { consumeAccountToken, issueAccountToken, retireAccountTokens } from './account-tokens';

/** Where the emailed links point and what signs their footers' email-preference links. */
export interface AccountMailSettings {
  siteUrl: string;
  /** The session secret, which signs the email-preference links. */
  secret: string;
}

/** Each kind of account: its words in emails and the pages of its portal the links open. */
export const accountKinds = {
  jobseeker: { name: 'job seeker', pages: accountPagePaths.jobseeker },
  employer: { name: 'employer', pages: accountPagePaths.employer },
  veteran: { name: 'veteran', pages: accountPagePaths.veteran },
} as const satisfies Record<AccountRole, { name: string; pages: Record<string, string> }>;

interface StoredAccount {
  _id: unknown;
  email: string;
  emailVerifiedAt?: Date | null;
  isActive?: boolean;
  passwordHash: string;
}

// The three collections hold the same account fields; read and written here through that shape.
const modelOf = (role: AccountRole) =>
  ({ jobseeker: UserModel, employer: EmployerModel, veteran: VeteranProfileModel })[role] as unknown as Model<StoredAccount>;

const pageUrl = (mail: AccountMailSettings, path: string, token?: string) =>
  token ? `${mail.siteUrl}${path}?token=${encodeURIComponent(token)}` : `${mail.siteUrl}${path}`;

const detailsFor = (role: AccountRole, email: string, mail: AccountMailSettings) => ({
  email,
  accountKind: accountKinds[role].name,
  links: emailLinksFor(mail.siteUrl, email, mail.secret),
});

const hours = (count: number) => count * 60 * 60_000;
// The daily caps count by UTC day: a refused resend may try again when the next one starts.
const secondsToNextUtcDay = (now: Date) =>
  Math.max(1, Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000));
const minutes = (count: number) => count * 60_000;

/**
 * Emails an account a link that confirms its address, within the address's daily allowance of
 * account emails; answers false when the allowance is spent (nothing is sent).
 */
export const sendVerificationEmail = async (
  role: AccountRole,
  account: { id: string; email: string },
  mail: AccountMailSettings,
  now = new Date(),
): Promise<boolean> => {
  if (!(await reserveRecipientMail(account.email, 'account', now))) return false;
  const { token, hash } = await issueAccountToken({
    purpose: 'verify-email',
    role,
    accountId: account.id,
    email: account.email,
    lifetimeMs: hours(accountLinkLifetimes.emailVerificationHours),
    now,
  });
  await enqueueMail({
    key: `email-verification:${hash}`,
    kind: 'email-verification',
    to: account.email,
    mail: emailVerificationMail({
      ...detailsFor(role, account.email, mail),
      verifyUrl: pageUrl(mail, accountKinds[role].pages.verifyEmail, token),
      validForHours: accountLinkLifetimes.emailVerificationHours,
    }),
    redactWhenSent: true,
  });
  return true;
};

/**
 * Sign-up without telling whether the address is taken: the password is hashed on both paths, a
 * new address gets an unverified account and a confirmation link, a taken one gets its owner an
 * email ("someone tried...") with sign-in and reset links. The answer is the same; no session.
 */
export const signUpAccount = async <A extends { id: string; email: string }>(options: {
  role: AccountRole;
  email: string;
  password: string;
  create: (passwordHash: string) => Promise<A>;
  mail: AccountMailSettings;
}): Promise<AccountRequestAccepted> => {
  const { role, mail } = options;
  const passwordHash = await hashPassword(options.password);
  let created: A | undefined;
  try {
    created = await options.create(passwordHash);
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  if (created) {
    await sendVerificationEmail(role, created, mail);
  } else {
    await tellOwnerOfSignUpAttempt(role, options.email.trim().toLowerCase(), mail);
  }
  return { message: accountSecurityMessages.signUpAccepted };
};

const tellOwnerOfSignUpAttempt = async (role: AccountRole, email: string, mail: AccountMailSettings) => {
  if (!(await reserveRecipientMail(email, 'account'))) return;
  const { pages } = accountKinds[role];
  await enqueueMail({
    key: `sign-up-attempt:${randomUUID()}`,
    kind: 'sign-up-attempt',
    to: email,
    mail: signUpAttemptMail({
      ...detailsFor(role, email, mail),
      signInUrl: pageUrl(mail, pages.signIn),
      forgotPasswordUrl: pageUrl(mail, pages.forgotPassword),
    }),
  });
};

/**
 * Opens a confirmation link: the account's address is verified, but only while it is still the
 * address the link was sent to (a changed address makes old links useless).
 */
export const verifyAccountEmail = async (role: AccountRole, token: string, now = new Date()): Promise<{ email: string }> => {
  const used = await consumeAccountToken('verify-email', role, token, now);
  if (!used) throw AppError.badRequest(accountSecurityMessages.linkInvalid);
  const { matchedCount } = await modelOf(role).updateOne({ _id: used.accountId, email: used.email }, { $set: { emailVerifiedAt: now } });
  if (matchedCount === 0) throw AppError.badRequest(accountSecurityMessages.linkInvalid);
  return { email: used.email };
};

/** A new confirmation link for the signed-in account; none for a verified one (same answer), 429 past the daily allowance. */
export const resendVerificationEmail = async (role: AccountRole, accountId: string, mail: AccountMailSettings): Promise<AccountRequestAccepted> => {
  const account = await modelOf(role).findById(accountId).select({ email: 1, emailVerifiedAt: 1 }).lean();
  if (!account) throw AppError.unauthenticated();
  if (!account.emailVerifiedAt) {
    const sent = await sendVerificationEmail(role, { id: accountId, email: account.email }, mail);
    if (!sent) throw AppError.tooManyRequests(accountSecurityMessages.tooManyEmails, secondsToNextUtcDay(new Date()));
  }
  return { message: accountSecurityMessages.verificationResent };
};

/**
 * "Forgot password?": the same answer for every address. An active account of that address gets
 * a link (within the address's daily allowance of account emails); any other address, nothing.
 */
export const requestPasswordReset = async (role: AccountRole, email: string, mail: AccountMailSettings): Promise<AccountRequestAccepted> => {
  const address = email.trim().toLowerCase();
  const account = await modelOf(role)
    .findOne({ email: address, isActive: { $ne: false } })
    .select({ email: 1 })
    .lean();
  if (account && (await reserveRecipientMail(address, 'account'))) {
    const { token, hash } = await issueAccountToken({
      purpose: 'password-reset',
      role,
      accountId: String(account._id),
      email: address,
      lifetimeMs: minutes(accountLinkLifetimes.passwordResetMinutes),
    });
    await enqueueMail({
      key: `password-reset:${hash}`,
      kind: 'password-reset',
      to: address,
      mail: passwordResetMail({
        ...detailsFor(role, address, mail),
        resetUrl: pageUrl(mail, accountKinds[role].pages.resetPassword, token),
        validForMinutes: accountLinkLifetimes.passwordResetMinutes,
      }),
      redactWhenSent: true,
    });
  }
  return { message: accountSecurityMessages.passwordResetRequested };
};

/**
 * Uses a reset link (once, before it expires): the new password is set, the address counts as
 * verified (its owner read the email), every session of the account ends, the login throttle
 * forgets the account's failures (a locked-out owner gets in) and the owner is told by email.
 */
export const completePasswordReset = async (
  role: AccountRole,
  change: { token: string; newPassword: string },
  context: { throttle: LoginThrottle; mail: AccountMailSettings },
  now = new Date(),
): Promise<void> => {
  const used = await consumeAccountToken('password-reset', role, change.token, now);
  if (!used) throw AppError.badRequest(accountSecurityMessages.linkInvalid);
  const passwordHash = await hashPassword(change.newPassword);
  const { matchedCount } = await modelOf(role).updateOne(
    { _id: used.accountId, email: used.email, isActive: { $ne: false } },
    { $set: { passwordHash, emailVerifiedAt: now } },
  );
  if (matchedCount === 0) throw AppError.badRequest(accountSecurityMessages.linkInvalid);
  const accountId = String(used.accountId);
  await Promise.all([
    SessionModel.deleteMany({ 'sess.subjectId': used.accountId, 'sess.role': role }),
    retireAccountTokens('password-reset', role, accountId, now),
    context.throttle.forgetAccount(role, used.email),
  ]);
  // Essential: the owner must hear of it whatever the day's other emails.
  await enqueueMail({
    key: `password-changed:${accountId}:${now.getTime()}`,
    kind: 'password-changed',
    to: used.email,
    mail: passwordChangedMail({
      ...detailsFor(role, used.email, context.mail),
      forgotPasswordUrl: pageUrl(context.mail, accountKinds[role].pages.forgotPassword),
    }),
  });
};

/** Whether an account's address is verified (applications of an unverified one wait for confirmation). */
export const isAccountEmailVerified = async (role: AccountRole, accountId: string): Promise<boolean> =>
  Boolean(
    await modelOf(role)
      .exists({ _id: accountId, emailVerifiedAt: { $exists: true, $ne: null } })
      .lean(),
  );
