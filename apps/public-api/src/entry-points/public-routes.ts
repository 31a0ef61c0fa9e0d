import { idParamsSchema, jobListQuerySchema, secondChanceQuerySchema } from '@jobboard/contracts';
import { endpoint, type RouteHandlers } from '@jobboard/server-kit';
import { getActiveJob } from '../domain/jobs/browse-jobs';
import { searchJobs } from '../domain/jobs/search-jobs';
import { listSecondChanceJobs } from '../domain/jobs/second-chance-jobs';

export const publicRoutes = (): RouteHandlers<'public-api'> => ({
  'GET /api/jobs': endpoint({ query: jobListQuerySchema }, ({ query }) => searchJobs(query)),
  'GET /api/jobs/second-chance': endpoint({ query: secondChanceQuerySchema }, ({ query }) => listSecondChanceJobs(query)),
  'GET /api/jobs/:id': endpoint({ params: idParamsSchema }, ({ params }) => getActiveJob(params.id)),
});
