import { resumeFileNameSchema } from '@jobboard/contracts';

/** A veteran's resume may be at most 5 MB. */
const maxResumeBytes = 5 * 1024 * 1024;
export const acceptedResumeTypes = '.pdf,.doc,.docx';

interface ResumeProblem {
  title: string;
  description: string;
}

/** Why a chosen resume cannot be kept, or undefined when it can. */
export const resumeFileProblem = (file: Pick<File, 'name' | 'size'>): ResumeProblem | undefined => {
  if (file.size > maxResumeBytes) {
    return { title: 'File Too Large', description: 'Please upload a resume smaller than 5MB.' };
  }
  if (!resumeFileNameSchema.safeParse(file.name).success) {
    return { title: 'Invalid File Type', description: 'Please upload a PDF, DOC, or DOCX file.' };
  }
  return undefined;
};
