import { endSession, startSession, type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import { getSignedInJobSeeker, logInJobSeeker, signUpJobSeeker } from '../domain/job-seekers/job-seeker-accounts';
import { claimRememberedApplications } from './applicant-cookie';

export const jobSeekerRoutes = ({ sessions, loginThrottle }: ServiceContext) =>
  ({
    'POST /api/job-seekers/signup': async ({ body, req, res }) => {
      const jobSeeker = await signUpJobSeeker(body);
      await startSession(res, sessions, { subjectId: jobSeeker.id, role: 'jobseeker' });
      await claimRememberedApplications(req, res, sessions, jobSeeker);
      return jobSeeker;
    },

    'POST /api/job-seekers/login': async ({ body, req, res }) => {
      const jobSeeker = await logInJobSeeker(body, req.ip ?? 'unknown', loginThrottle);
      await startSession(res, sessions, { subjectId: jobSeeker.id, role: 'jobseeker' });
      await claimRememberedApplications(req, res, sessions, jobSeeker);
      return jobSeeker;
    },

    'POST /api/job-seekers/logout': async ({ req, res }) => {
      await endSession(req, res, sessions);
    },

    'GET /api/job-seekers/session': async ({ session }) => (session ? getSignedInJobSeeker(session.subjectId) : null),
  }) satisfies Partial<RouteHandlers<'public-api'>>;
