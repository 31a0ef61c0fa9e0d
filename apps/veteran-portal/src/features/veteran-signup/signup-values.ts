import {
  veteranRegistrationFormSchema,
  type Availability,
  type JobType,
  type MilitaryBranch,
  type SecurityClearance,
  type VeteranEducationLevel,
  type VeteranRegistration,
} from '@jobboard/contracts';
import { fieldErrorsFrom, type FieldErrors } from '@jobboard/portal-kit';

/** What the form holds: text as typed, "" for an unchosen select, the resume's name only. */
interface VeteranSignupValues {
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  password: string;
  phone: string;
  location: string;
  militaryBranch: MilitaryBranch | '';
  rank: string;
  serviceYears: string;
  mos: string;
  securityClearance: SecurityClearance | '';
  deployments: string[];
  skills: string[];
  certifications: string[];
  education: VeteranEducationLevel | '';
  preferredJobTypes: JobType[];
  salaryExpectation: string;
  relocateWilling: boolean;
  availability: Availability;
  resumeUrl: string | undefined;
  profileSummary: string;
  linkedinUrl: string;
}

type VeteranSignupField = keyof VeteranSignupValues;

export const emptyVeteranSignup: VeteranSignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  confirmEmail: '',
  password: '',
  phone: '',
  location: '',
  militaryBranch: '',
  rank: '',
  serviceYears: '',
  mos: '',
  securityClearance: '',
  deployments: [],
  skills: [],
  certifications: [],
  education: '',
  preferredJobTypes: [],
  salaryExpectation: '',
  relocateWilling: false,
  availability: 'immediately',
  resumeUrl: undefined,
  profileSummary: '',
  linkedinUrl: '',
};

/** Field order on screen: the first field with an error gets the focus. */
export const veteranSignupFieldOrder = Object.keys(emptyVeteranSignup) as VeteranSignupField[];

export type SignupCheck = { ok: true; registration: VeteranRegistration } | { ok: false; errors: FieldErrors<VeteranSignupField> };

/** Checks the form with the contracts' schema; confirmEmail is checked and dropped, never sent. */
export const checkVeteranSignup = (values: VeteranSignupValues): SignupCheck => {
  const result = veteranRegistrationFormSchema.safeParse(values);
  if (result.success) {
    const { confirmEmail: _confirmEmail, ...registration } = result.data;
    return { ok: true, registration };
  }
  return { ok: false, errors: fieldErrorsFrom<VeteranSignupField>(result.error.issues) };
};
