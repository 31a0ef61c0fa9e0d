import { type ErrorBody } from '@jobboard/contracts';
import { readSession, type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import type { RequestHandler } from 'express';
import type { Types } from 'mongoose';
import {
  ApplicationRefused,
  findJobToApply,
  removeStoredFiles,
  submitApplication,
} from '../domain/applications/submit-application';
import { receiveApplicationForm } from './application-form';
import { rememberApplication } from './applicant-cookie';

const applyToJob =
  (context: ServiceContext): RequestHandler =>
  async (req, res, next) => {
    const stored: Types.ObjectId[] = [];
    try {
      // The job first: nothing is stored for a job that cannot be applied to.
      const job = await findJobToApply(String(req.params.id));
      const session = await readSession(req, context.sessions);
      const form = await receiveApplicationForm(req, stored);
      const userId = session?.role === 'jobseeker' ? session.subjectId : undefined;
      const application = await submitApplication(job, form, { userId }, req.log);
      // Anonymous: remember it in this browser, so signing up or in here later claims it.
      if (!userId) rememberApplication(req, res, context.sessions, application.id);
      res.status(201).json(application);
    } catch (error) {
      try {
        await removeStoredFiles(stored);
      } catch (cleanupError) {
        req.log.error({ err: cleanupError, fileIds: stored.map(String) }, 'could not remove the files of a refused application');
      }
      if (error instanceof ApplicationRefused) {
        const body: ErrorBody & { title: string } = {
          message: error.message,
          title: error.title,
          code: error.code,
          requestId: String(req.id ?? ''),
        };
        res.status(error.status).json(body);
        return;
      }
      next(error);
    }
  };

export const applyRoutes = (context: ServiceContext): RouteHandlers<'public-api'> => ({
  'POST /api/jobs/:id/apply': [applyToJob(context)],
});
