import {
  hiringMessages,
  messages,
  veteranMessages,
  type CredentialsUpdate,
  type LoginBody,
  type VeteranProfileUpdate,
  type VeteranRegistration,
} from '@jobboard/contracts';
import { findSignedInAccount, sendVerificationEmail, signUpAccount, type AccountMailSettings } from '@jobboard/accounts';
import { AppError, authenticateWithPassword, changeCredentials, type LoginThrottle } from '@jobboard/server-kit';
import { veteranRepository } from '../../data-access/veteran-repository';

/** Veteran signup: an active profile with no views yet, its address unconfirmed; the same answer whether or not the address is taken (`signUpAccount`). */
export const registerVeteran = ({ password, ...profile }: VeteranRegistration, mail: AccountMailSettings) =>
  signUpAccount({
    role: 'veteran',
    email: profile.email,
    password,
    mail,
    create: (passwordHash) => veteranRepository.create({ ...profile, passwordHash }),
  });

export const logInVeteran = (credentials: LoginBody, clientIp: string, throttle: LoginThrottle) =>
  authenticateWithPassword({
    throttle,
    attempt: { scope: 'veteran', account: credentials.email, ip: clientIp },
    password: credentials.password,
    findAccount: () => veteranRepository.findForLogin(credentials.email),
    invalidMessage: messages.invalidCredentials,
  });

export const getVeteran = async (id: string) => {
  const veteran = await veteranRepository.findById(id);
  if (!veteran) throw AppError.notFound(veteranMessages.notFound);
  return veteran;
};

/** The signed-in veteran; a session whose profile is gone is no session. */
export const getSignedInVeteran = async (id: string) => {
  const veteran = await findSignedInAccount.veteran(id);
  if (!veteran) throw AppError.unauthenticated();
  return veteran;
};

/** Edit Profile: every signup field but the email and the password; optional ones left out are cleared. */
export const updateVeteranProfile = async (id: string, profile: VeteranProfileUpdate) => {
  const veteran = await veteranRepository.updateProfile(id, profile);
  if (!veteran) throw AppError.notFound(veteranMessages.notFound);
  return veteran;
};

/** A new email or password, only with the current password (`changeCredentials`); a new email is confirmed again. */
export const updateVeteranCredentials = (
  id: string,
  change: CredentialsUpdate & { currentPassword: string },
  { mail, ...context }: { clientIp: string; sessionId: string; throttle: LoginThrottle; mail: AccountMailSettings },
) =>
  changeCredentials({
    role: 'veteran',
    accountId: id,
    change,
    context,
    onEmailChanged: (email) => sendVerificationEmail('veteran', { id, email }, mail),
    findPasswordHash: () => veteranRepository.findPasswordHash(id),
    save: (update) => veteranRepository.updateCredentials(id, update),
    current: () => getVeteran(id),
    messages: { notFound: veteranMessages.notFound, wrongCurrentPassword: hiringMessages.wrongCurrentPassword },
  });
