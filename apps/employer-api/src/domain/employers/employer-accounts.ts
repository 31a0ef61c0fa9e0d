import { messages, type EmployerRegistration, type LoginBody } from '@jobboard/contracts';
import { isDuplicateKeyError } from '@jobboard/db';
import { AppError, authenticateWithPassword, hashPassword, type LoginThrottle } from '@jobboard/server-kit';
import { employerRepository } from '../../data-access/employer-repository';

/** Registration (spec 001 §5): a new employer starts pending verification with no credits. */
export const registerEmployer = async ({ password, ...profile }: EmployerRegistration) => {
  const passwordHash = await hashPassword(password);
  try {
    return await employerRepository.create({ ...profile, passwordHash });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw AppError.conflict(messages.emailTaken);
    throw error;
  }
};

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
