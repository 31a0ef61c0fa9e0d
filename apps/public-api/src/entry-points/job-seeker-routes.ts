import { jobSeekerLoginSchema, jobSeekerSignupSchema } from '@jobboard/contracts';
import { endpoint, endSession, startSession, type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import { getSignedInJobSeeker, logInJobSeeker, signUpJobSeeker } from '../domain/job-seekers/job-seeker-accounts';
import { claimRememberedApplications } from './applicant-cookie';

type JobSeekerRouteKey =
  | 'POST /api/job-seekers/signup'
  | 'POST /api/job-seekers/login'
  | 'POST /api/job-seekers/logout'
  | 'GET /api/job-seekers/session';

export const jobSeekerRoutes = ({
  sessions,
  guards,
  loginThrottle,
}: ServiceContext): Pick<RouteHandlers<'public-api'>, JobSeekerRouteKey> => ({
  'POST /api/job-seekers/signup': endpoint({ body: jobSeekerSignupSchema }, async ({ body, req, res }) => {
    const jobSeeker = await signUpJobSeeker(body);
    await startSession(res, sessions, { subjectId: jobSeeker.id, role: 'jobseeker' });
    await claimRememberedApplications(req, res, sessions, jobSeeker);
    res.status(201);
    return jobSeeker;
  }),

  'POST /api/job-seekers/login': endpoint({ body: jobSeekerLoginSchema }, async ({ body, req, res }) => {
    const jobSeeker = await logInJobSeeker(body, req.ip ?? 'unknown', loginThrottle);
    await startSession(res, sessions, { subjectId: jobSeeker.id, role: 'jobseeker' });
    await claimRememberedApplications(req, res, sessions, jobSeeker);
    return jobSeeker;
  }),

  'POST /api/job-seekers/logout': endpoint({}, async ({ req, res }) => {
    await endSession(req, res, sessions);
  }),

  'GET /api/job-seekers/session': [
    guards.sessionOf('jobseeker'),
    ...endpoint({}, async ({ req }) => (req.session ? getSignedInJobSeeker(req.session.subjectId) : null)),
  ],
});
