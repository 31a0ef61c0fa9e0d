import { idParamsSchema, jobListQuerySchema } from '@jobboard/contracts';
import { endpoint, type RouteHandlers } from '@jobboard/server-kit';
import { getActiveJob, listActiveJobs } from '../domain/jobs/browse-jobs';

export const publicRoutes = (): RouteHandlers<'public-api'> => ({
  'GET /api/jobs': endpoint({ query: jobListQuerySchema }, ({ query }) => listActiveJobs(query)),
  'GET /api/jobs/:id': endpoint({ params: idParamsSchema }, ({ params }) => getActiveJob(params.id)),
});
