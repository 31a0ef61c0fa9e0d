import type { RouteHandlers } from '@jobboard/server-kit';
import type { Request } from 'express';
import type { SavedJobOwner } from '../data-access/saved-job-repository';
import { getJobPage } from '../domain/job-pages/get-job-page';
import { listSavedJobs, lookUpGuestSaves, mergeGuestSaves, saveJob, unsaveJob } from '../domain/saved-jobs/saved-jobs';
import type { PublicApiContext } from './public-api-context';
import { viewerKeyOf } from './viewer-cookie';

/** The signed-in job seeker or veteran: saved jobs belong to the session's own account, never to an id in the URL. */
const ownerOf = (req: Request): SavedJobOwner => ({ role: req.session!.role as SavedJobOwner['role'], id: req.session!.subjectId });

/** A job's page data (open to everyone) and the saved jobs of the signed-in job seeker or veteran. */
export const jobPageRoutes = ({ sessions }: PublicApiContext) => {
  return {
    // Opening a job's page is a view of the job, counted once per viewer a day like the Apply dialog's.
    'GET /api/jobs/:id/page': ({ params, query, session, req, res }) => getJobPage(params.id, query, viewerKeyOf(req, res, sessions, session?.subjectId)),
    'GET /api/saved-jobs': ({ req }) => listSavedJobs(ownerOf(req)),
    'POST /api/saved-jobs/merge': ({ req, body }) => mergeGuestSaves(ownerOf(req), body.jobIds),
    'POST /api/saved-jobs/lookup': ({ body }) => lookUpGuestSaves(body.jobIds),
    'PUT /api/saved-jobs/:jobId': ({ req, params }) => saveJob(ownerOf(req), params.jobId),
    'DELETE /api/saved-jobs/:jobId': ({ req, params }) => unsaveJob(ownerOf(req), params.jobId),
  } satisfies Partial<RouteHandlers<'public-api'>>;
};
