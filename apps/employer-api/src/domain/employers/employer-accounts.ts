import { messages, type EmployerRegistration, type LoginBody } from '@jobboard/contracts';
import { AppError, authenticateWithPassword, createAccountWithPassword, type LoginThrottle } from '@jobboard/server-kit';
import { employerRepository } from '../../data-access/employer-repository';

/** Registration: a new employer starts pending verification with no job post credits. */
export const registerEmployer = ({ password, ...profile }: EmployerRegistration) =>
  createAccountWithPassword(password, (passwordHash) => employerRepository.create({ ...profile, passwordHash }));

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
  if (!employer) throw AppError.notFound('Employer not found');
  return employer;
};
