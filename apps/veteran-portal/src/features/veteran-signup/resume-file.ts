import { resumeFileNameSchema } from '@jobboard/contracts';
import { text } from '@jobboard/i18n';

/** A veteran's resume may be at most 5 MB. */
const maxResumeBytes = 5 * 1024 * 1024;
export const acceptedResumeTypes = '.pdf,.doc,.docx';

/** In English, shown with `t(…)`. */
interface ResumeProblem {
  title: string;
  description: string;
}

/** Why a chosen resume cannot be kept, or undefined when it can. */
export const resumeFileProblem = (file: Pick<File, 'name' | 'size'>): ResumeProblem | undefined => {
  if (file.size > maxResumeBytes) {
    return { title: text('File Too Large'), description: text('Please upload a resume smaller than 5MB.') };
  }
  if (!resumeFileNameSchema.safeParse(file.name).success) {
    return { title: text('Invalid File Type'), description: text('Please upload a PDF, DOC, or DOCX file.') };
  }
  return undefined;
};
