import { messages, type JobSeekerLogin, type JobSeekerSignup } from '@jobboard/contracts';
import { findSignedInAccount, signUpAccount, type AccountMailSettings } from '@jobboard/accounts';
import { AppError, authenticateWithPassword, type LoginThrottle } from '@jobboard/server-kit';
import { jobSeekerRepository } from '../../data-access/job-seeker-repository';

/** Job seeker signup, with a password (see `jobSeekerSignupSchema`): the same answer whether or not the address is taken (`signUpAccount`). */
export const signUpJobSeeker = ({ password, ...profile }: JobSeekerSignup, mail: AccountMailSettings) =>
  signUpAccount({
    role: 'jobseeker',
    email: profile.email,
    password,
    mail,
    create: (passwordHash) => jobSeekerRepository.create({ ...profile, passwordHash }),
  });

export const logInJobSeeker = (credentials: JobSeekerLogin, clientIp: string, throttle: LoginThrottle) =>
  authenticateWithPassword({
    throttle,
    attempt: { scope: 'jobseeker', account: credentials.email, ip: clientIp },
    password: credentials.password,
    findAccount: () => jobSeekerRepository.findForLogin(credentials.email),
    invalidMessage: messages.invalidCredentials,
  });

/** The signed-in job seeker; an account removed since sign-in has no session any more. */
export const getSignedInJobSeeker = async (id: string) => {
  const jobSeeker = await findSignedInAccount.jobseeker(id);
  if (!jobSeeker) throw AppError.unauthenticated();
  return jobSeeker;
};
