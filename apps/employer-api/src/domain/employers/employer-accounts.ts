import {
  hiringMessages,
  messages,
  type CredentialsUpdate,
  type EmployerProfileUpdate,
  type EmployerRegistration,
  type LoginBody,
} from '@jobboard/contracts';
import { timeZoneForState } from '@jobboard/domain';
import { findSignedInAccount, sendVerificationEmail, signUpAccount, type AccountMailSettings } from '@jobboard/accounts';
import { AppError, authenticateWithPassword, changeCredentials, type LoginThrottle } from '@jobboard/server-kit';
import { employerRepository } from '../../data-access/employer-repository';
import { renameCompanyEverywhere } from '../../data-access/company-name';

/**
 * Registration: a new employer starts pending verification with no job post credits, its
 * interview times in its state's time zone (changed in Settings), and its address unconfirmed.
 * The same answer whether or not the address is taken (`signUpAccount`).
 */
export const registerEmployer = ({ password, ...profile }: EmployerRegistration, mail: AccountMailSettings) =>
  signUpAccount({
    role: 'employer',
    email: profile.email,
    password,
    mail,
    create: (passwordHash) => employerRepository.create({ ...profile, timeZone: timeZoneForState(profile.state), passwordHash }),
  });

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
  const employer = await findSignedInAccount.employer(id);
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

/** A new email or password, only with the current password (`changeCredentials`); a new email is confirmed again. */
export const updateEmployerCredentials = (
  id: string,
  change: CredentialsUpdate & { currentPassword: string },
  { mail, ...context }: { clientIp: string; sessionId: string; throttle: LoginThrottle; mail: AccountMailSettings },
) =>
  changeCredentials({
    role: 'employer',
    accountId: id,
    change,
    context,
    onEmailChanged: (email) => sendVerificationEmail('employer', { id, email }, mail),
    findPasswordHash: () => employerRepository.findPasswordHash(id),
    save: (update) => employerRepository.updateCredentials(id, update),
    current: () => getEmployer(id),
    messages: { notFound: hiringMessages.employerNotFound, wrongCurrentPassword: hiringMessages.wrongCurrentPassword },
  });
