import { endpoint, readSession, type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import { submitApplication } from '../domain/applications/submit-application';
import { rememberApplication } from './applicant-cookie';
import { applicationFormOf } from './application-form';

export const applyRoutes = ({ sessions }: ServiceContext): RouteHandlers<'public-api'> => ({
  'POST /api/jobs/:id/apply': endpoint({}, async ({ req, res }) => {
    const session = await readSession(req, sessions);
    const userId = session?.role === 'jobseeker' ? session.subjectId : undefined;
    const veteranId = session?.role === 'veteran' ? session.subjectId : undefined;
    const application = await submitApplication({ jobId: String(req.params.id), userId, veteranId }, applicationFormOf(req), req.log);
    // Anonymous: remember it in this browser, so signing up or in here later claims it.
    if (!userId && !veteranId) rememberApplication(req, res, sessions, application.id);
    res.status(201);
    return application;
  }),
});
