import {
  isMissingJobSeekerRequiredInfo,
  jobSeekerSignupFormSchema,
  type JobSeekerSignup,
  type JobType,
  type LanguageCode,
} from '@jobboard/contracts';
import { fieldErrorsFrom, type FieldErrors } from '@jobboard/portal-kit';

/** What the form holds: text as typed, "" for an unchosen select. */
interface JobSeekerSignupValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
  location: string;
  preferredLanguage: LanguageCode;
  currentJobTitle: string;
  experienceLevel: string;
  industry: string;
  profileSummary: string;
  skills: string[];
  education: string;
  preferredJobTypes: JobType[];
  salaryExpectation: string;
  availability: string;
  relocateWilling: boolean;
  linkedinUrl: string;
  resumeUrl: string;
}

type JobSeekerSignupField = keyof JobSeekerSignupValues;

export const emptyJobSeekerSignup: JobSeekerSignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  phone: '',
  location: '',
  preferredLanguage: 'en',
  currentJobTitle: '',
  experienceLevel: '',
  industry: '',
  profileSummary: '',
  skills: [],
  education: '',
  preferredJobTypes: [],
  salaryExpectation: '',
  availability: '',
  relocateWilling: false,
  linkedinUrl: '',
  resumeUrl: '',
};

/** Field order on screen: the first field with an error gets the focus. */
export const jobSeekerSignupFieldOrder = Object.keys(emptyJobSeekerSignup) as JobSeekerSignupField[];

export type SignupCheck =
  | { ok: true; signup: JobSeekerSignup }
  | { ok: false; missingRequired: boolean; errors: FieldErrors<JobSeekerSignupField> };

/**
 * A blank first name, last name or email is refused first, as "Missing Required
 * Information"; every field is then checked with the same contract the server uses.
 */
export const checkJobSeekerSignup = (values: JobSeekerSignupValues): SignupCheck => {
  const result = jobSeekerSignupFormSchema.safeParse(values);
  if (result.success) return { ok: true, signup: result.data };
  return {
    ok: false,
    missingRequired: isMissingJobSeekerRequiredInfo(values),
    errors: fieldErrorsFrom<JobSeekerSignupField>(result.error.issues),
  };
};
