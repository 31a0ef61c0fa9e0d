import {
  blankAsMissing,
  veteranProfileUpdateSchema,
  type Availability,
  type JobType,
  type MilitaryBranch,
  type SecurityClearance,
  type VeteranEducationLevel,
  type VeteranProfile,
  type VeteranProfileUpdate,
} from '@jobboard/contracts';
import { fieldErrorsFrom, type FieldErrors } from '@jobboard/portal-kit';
import type { ChangeEvent } from 'react';

/**
 * The profile as a form holds it (every signup field but the sign-in details): text as typed,
 * "" for an unchosen select, the resume's name only.
 */
export interface VeteranProfileValues {
  firstName: string;
  lastName: string;
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

export type VeteranProfileField = keyof VeteranProfileValues;
type ProfileTextField = { [K in VeteranProfileField]: VeteranProfileValues[K] extends string ? K : never }[VeteranProfileField];

/** What the profile's fields need of the form that holds them (the signup form or Edit Profile). */
export interface VeteranProfileFormState {
  values: VeteranProfileValues;
  // Method syntax on purpose: a form holding more fields (the signup's) fits too.
  setField<K extends VeteranProfileField>(field: K, value: VeteranProfileValues[K]): void;
  errorOf: (field: VeteranProfileField, label: string) => string | undefined;
  textInput: (field: ProfileTextField) => {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  };
}

export const emptyVeteranProfile: VeteranProfileValues = {
  firstName: '',
  lastName: '',
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
export const veteranProfileFieldOrder = Object.keys(emptyVeteranProfile) as VeteranProfileField[];

/** The stored profile as the Edit Profile form starts with it. */
export const profileValuesOf = (veteran: VeteranProfile): VeteranProfileValues => ({
  firstName: veteran.firstName,
  lastName: veteran.lastName,
  phone: veteran.phone ?? '',
  location: veteran.location ?? '',
  militaryBranch: veteran.militaryBranch,
  rank: veteran.rank ?? '',
  serviceYears: veteran.serviceYears ?? '',
  mos: veteran.mos ?? '',
  securityClearance: veteran.securityClearance ?? '',
  deployments: [...veteran.deployments],
  skills: [...veteran.skills],
  certifications: [...veteran.certifications],
  education: veteran.education ?? '',
  preferredJobTypes: [...veteran.preferredJobTypes],
  salaryExpectation: veteran.salaryExpectation ?? '',
  relocateWilling: veteran.relocateWilling,
  availability: veteran.availability,
  resumeUrl: veteran.resumeUrl,
  profileSummary: veteran.profileSummary ?? '',
  linkedinUrl: veteran.linkedinUrl ?? '',
});

export type ProfileUpdateCheck = { ok: true; update: VeteranProfileUpdate } | { ok: false; errors: FieldErrors<VeteranProfileField> };

// A blank field is a cleared one: the service then removes it from the profile.
const profileFormSchema = blankAsMissing(veteranProfileUpdateSchema);

/** Checks Edit Profile with the contract's schema, the same rules (and messages) as the signup. */
export const checkProfileUpdate = (values: VeteranProfileValues): ProfileUpdateCheck => {
  const result = profileFormSchema.safeParse(values);
  return result.success ? { ok: true, update: result.data } : { ok: false, errors: fieldErrorsFrom<VeteranProfileField>(result.error.issues) };
};
