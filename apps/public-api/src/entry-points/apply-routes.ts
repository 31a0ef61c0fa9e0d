import { applicationMessages, type ApplicationAwaitingConfirmation, type SubmittedApplication } from '@jobboard/contracts';
import type { RouteHandlers } from '@jobboard/server-kit';
import { submitApplication } from '../domain/applications/submit-application';
import { rememberApplication } from './applicant-cookie';
import { applicationFormOf } from './application-form';
import { confirmationLinkOf, emailLinksOf, type PublicApiContext } from './public-api-context';

export const applyRoutes = (context: PublicApiContext) => {
  const { sessions, mail, applyRateLimit, applyLoadShedding } = context;
  return {
    // Shed, then counted, before the upload is read: a refused request stores and parses nothing,
    // and one shed under load does not use up its sender's quota.
    'POST /api/jobs/:id/apply': {
      before: [applyLoadShedding, applyRateLimit],
      handle: async ({ params, session, req, res }) => {
        const userId = session?.role === 'jobseeker' ? session.subjectId : undefined;
        const veteranId = session?.role === 'veteran' ? session.subjectId : undefined;
        const submitted = await submitApplication({ jobId: params.id, userId, veteranId }, applicationFormOf(req), req.log, {
          confirmationLink: confirmationLinkOf(mail),
          emailLinks: emailLinksOf(context),
        });
        if (submitted.outcome === 'submitted') {
          // The applicant's view of what was recorded: the ranking and the employer's fields stay private.
          const { id, jobId, jobTitle, companyName, status, appliedAt } = submitted.application;
          return { id, jobId: String(jobId), jobTitle, companyName, status, appliedAt: appliedAt.toISOString() } satisfies SubmittedApplication;
        }
        // Anonymous: remember it in this browser, so signing up or in here later claims it.
        if (!userId && !veteranId) rememberApplication(req, res, sessions, submitted.pendingId);
        res.status(202);
        return { confirmationSent: true, message: applicationMessages.checkEmail.message } satisfies ApplicationAwaitingConfirmation;
      },
    },
  } satisfies Partial<RouteHandlers<'public-api'>>;
};
