import type { ResumeOwner } from '@jobboard/applications';
import { sendStoredFile, type RouteHandlers } from '@jobboard/server-kit';
import type { Request } from 'express';
import { deleteResume, listSavedResumes, openSavedResume, replaceResume, saveResume } from '../domain/saved-resumes/saved-resumes';
import { savedResumeFormOf } from './saved-resume-form';

/** The signed-in job seeker or veteran: saved resumes belong to the session's own account, never to an id in the URL. */
const ownerOf = (req: Request): ResumeOwner => ({ role: req.session!.role as ResumeOwner['role'], id: req.session!.subjectId });

/** Resumes kept in the profile, to apply with instead of uploading again. */
export const savedResumeRoutes = () =>
  ({
    'GET /api/saved-resumes': ({ req }) => listSavedResumes(ownerOf(req)),
    'POST /api/saved-resumes': async ({ req, res }) => {
      const list = await saveResume(ownerOf(req), savedResumeFormOf(req), req.log);
      res.status(201);
      return list;
    },
    'PUT /api/saved-resumes/:resumeId': ({ req, params }) => replaceResume(ownerOf(req), params.resumeId, savedResumeFormOf(req), req.log),
    'DELETE /api/saved-resumes/:resumeId': ({ req, params }) => deleteResume(ownerOf(req), params.resumeId, req.log),
    'GET /api/saved-resumes/:resumeId/file': async ({ req, res, params }) => {
      const { file, stream } = await openSavedResume(ownerOf(req), params.resumeId);
      await sendStoredFile(res, file, stream);
    },
  }) satisfies Partial<RouteHandlers<'public-api'>>;
