import {
  hiringMessages,
  messages,
  type CredentialsUpdate,
  type EmployerProfileUpdate,
  type EmployerRegistration,
  type LoginBody,
} from '@jobboard/contracts';
import { isDuplicateKeyError } from '@jobboard/db';
import { timeZoneForState } from '@jobboard/domain';
import {
  AppError,
  authenticateWithPassword,
  createAccountWithPassword,
  hashPassword,
  ValidationError,
  verifyPassword,
  type LoginThrottle,
} from '@jobboard/server-kit';
import { employerRepository } from '../../data-access/employer-repository';
import { renameCompanyEverywhere } from '../../data-access/company-name';
import { sessionRepository } from '../../data-access/session-repository';

/**
 * Registration: a new employer starts pending verification with no job post credits, its
 * interview times in its state's time zone (changed in Settings).
 */
export const registerEmployer = ({ password, ...profile }: EmployerRegistration) =>
  createAccountWithPassword(password, (passwordHash) =>
    employerRepository.create({ ...profile, timeZone: timeZoneForState(profile.state), passwordHash }),
  );

export const logInEmployer = (credentials: LoginBody, clientIp: string, throttle: LoginThrottle) =>
  authenticateWithPassword({
    throttle,
    attempt: { scope: 'employer', account: credentials.email, ip: clientIp },
    password: credentials.password,
    findAccount: () => employerRepository.findForLogin(credentials.email),
    invalidMessage: messages.invalidCredentials,
  });

export const getEmployer = async (id: string) => {
  const employer = await employerRepository.findById(id);
  if (!employer) throw AppError.notFound(hiringMessages.employerNotFound);
  return employer;
};

/** The signed-in employer; a session whose account is gone is no session. */
export const getSignedInEmployer = async (id: string) => {
  const employer = await employerRepository.findById(id);
  if (!employer) throw AppError.unauthenticated();
  return employer;
};

/**
 * Settings: the company profile changes, and the company name the employer's jobs and
 * applications carry follows it.
 */
export const updateEmployerProfile = async (id: string, profile: EmployerProfileUpdate) => {
  const before = await getEmployer(id);
  const employer = await employerRepository.updateProfile(id, profile);
  if (!employer) throw AppError.notFound(hiringMessages.employerNotFound);
  if (employer.companyName !== before.companyName) await renameCompanyEverywhere(id, employer.companyName);
  return employer;
};

/**
 * A new email or password, only with the current password (counted by the login throttle, so
 * the form cannot be used to guess it). A new password signs out every other session.
 */
export const updateEmployerCredentials = async (
  id: string,
  change: CredentialsUpdate & { currentPassword: string },
  context: { clientIp: string; sessionId: string; throttle: LoginThrottle },
) => {
  const account = await employerRepository.findPasswordHash(id);
  if (!account) throw AppError.notFound(hiringMessages.employerNotFound);
  const attempt = { scope: 'employer', account: account.email, ip: context.clientIp };
  await context.throttle.reserveAttempt(attempt);
  if (!(await verifyPassword(change.currentPassword, account.passwordHash))) {
    throw new ValidationError([{ path: 'currentPassword', message: hiringMessages.wrongCurrentPassword }]);
  }
  await context.throttle.recordSuccess(attempt);
  const update: { email?: string; passwordHash?: string } = {};
  if (change.email && change.email !== account.email) update.email = change.email;
  if (change.newPassword) update.passwordHash = await hashPassword(change.newPassword);
  if (Object.keys(update).length === 0) return getEmployer(id);
  let employer;
  try {
    employer = await employerRepository.updateCredentials(id, update);
  } catch (error) {
    if (isDuplicateKeyError(error)) throw AppError.conflict(messages.emailTaken);
    throw error;
  }
  if (!employer) throw AppError.notFound(hiringMessages.employerNotFound);
  if (update.passwordHash) await sessionRepository.endOtherSessions(id, context.sessionId);
  return employer;
};
