import { z } from 'zod';
import { isoDateSchema, objectIdSchema } from './common';

/** How many resumes one job seeker or veteran keeps in the profile. */
export const savedResumesLimit = 5;

/** A resume kept in the profile, as its owner sees it (its bytes come from its download call). */
export const savedResumeSchema = z.object({
  id: objectIdSchema,
  name: z.string(),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
  uploadedAt: isoDateSchema,
});
export type SavedResume = z.infer<typeof savedResumeSchema>;

/** The owner's saved resumes, newest first, and the one the Apply dialog picks first. */
export const savedResumeListSchema = z.object({
  resumes: z.array(savedResumeSchema),
  limit: z.number().int().positive(),
  /** The resume of the owner's last application when it is one of these, else the newest; null when there are none. */
  preselectedId: objectIdSchema.nullable(),
});
export type SavedResumeList = z.infer<typeof savedResumeListSchema>;

export const savedResumeParamsSchema = z.object({ resumeId: objectIdSchema });

/** The upload form's text fields: none (the file travels as `resume`). */
export const savedResumeFormFieldsSchema = z.object({});

export const savedResumesMessages = {
  tooMany: `You can keep up to ${savedResumesLimit} resumes. Delete one to add another.`,
  notFound: 'Resume not found',
  /** Applying with a saved resume and an uploaded one at once. */
  pickOne: 'Choose a saved resume or upload one, not both.',
  heading: 'Your resumes',
  description: `Keep up to ${savedResumesLimit} resumes here and pick one when you apply, instead of uploading it again.`,
  empty: 'No resumes saved yet. Add one to apply faster.',
  uploaded: 'Resume saved',
  replaced: 'Resume replaced',
  deleted: 'Resume deleted',
  loadError: 'Your resumes could not be loaded.',
  /** A veteran's signup created the profile but the chosen resume was refused. */
  notStoredAtSignup: 'Your resume was not saved',
  keptInProfile: 'Add it again under "Your resumes" on the Profile tab of your dashboard.',
} as const;
