import { describeSiteSession } from '@jobboard/accounts';
import type { RouteHandlers } from '@jobboard/server-kit';
import { getActiveJob } from '../domain/jobs/get-active-job';
import { siteFigures } from '../domain/jobs/site-figures';
import { searchJobs, suggestJobSearches } from '@jobboard/job-search';
import { listSecondChanceJobs } from '@jobboard/job-search';
import { applicationTrackingRoutes } from './application-tracking-routes';
import { applyRoutes } from './apply-routes';
import { careerToolsRoutes } from './career-tools-routes';
import { jobAlertRoutes } from './job-alert-routes';
import { documentAnalysisRoutes } from './document-analysis-routes';
import { emailPreferencesRoutes } from './email-preferences-routes';
import { jobSeekerRoutes } from './job-seeker-routes';
import { savedResumeRoutes } from './saved-resume-routes';
import type { PublicApiContext } from './public-api-context';
import { viewerKeyOf } from './viewer-cookie';

export const publicRoutes = (context: PublicApiContext) =>
  ({
    ...jobSeekerRoutes(context),
    ...applyRoutes(context),
    ...applicationTrackingRoutes(context),
    ...emailPreferencesRoutes(context),
    ...careerToolsRoutes(context),
    ...jobAlertRoutes(context),
    ...documentAnalysisRoutes(context),
    ...savedResumeRoutes(),
    'GET /api/session': ({ session }) => describeSiteSession(session),
    'GET /api/jobs': ({ query }) => searchJobs(query),
    'GET /api/jobs/suggestions': ({ query }) => suggestJobSearches(query),
    'GET /api/jobs/second-chance': ({ query }) => listSecondChanceJobs(query),
    'GET /api/jobs/figures': () => siteFigures(),
    'GET /api/jobs/:id': ({ params, session, req, res }) => getActiveJob(params.id, viewerKeyOf(req, res, context.sessions, session?.subjectId)),
  }) satisfies Partial<RouteHandlers<'public-api'>>;
