import { messages, type LoginBody, type VeteranRegistration } from '@jobboard/contracts';
import { AppError, authenticateWithPassword, createAccountWithPassword, type LoginThrottle } from '@jobboard/server-kit';
import { veteranRepository } from '../../data-access/veteran-repository';

/** Veteran signup: an active profile with no views yet. */
export const registerVeteran = ({ password, ...profile }: VeteranRegistration) =>
  createAccountWithPassword(password, (passwordHash) => veteranRepository.create({ ...profile, passwordHash }));

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
  if (!veteran) throw AppError.notFound('Veteran profile not found');
  return veteran;
};
