import { veteranRegistrationFormSchema, type VeteranRegistration } from '@jobboard/contracts';
import { fieldErrorsFrom, type FieldErrors } from '@jobboard/portal-kit';
import { emptyVeteranProfile, type VeteranProfileValues } from './profile-values';

/** What the signup form holds: the profile, plus the sign-in details and the email typed twice. */
interface VeteranSignupValues extends VeteranProfileValues {
  email: string;
  confirmEmail: string;
  password: string;
}

type VeteranSignupField = keyof VeteranSignupValues;

export const emptyVeteranSignup: VeteranSignupValues = { ...emptyVeteranProfile, email: '', confirmEmail: '', password: '' };

/** Field order on screen: the first field with an error gets the focus. */
export const veteranSignupFieldOrder: VeteranSignupField[] = [
  'firstName',
  'lastName',
  'email',
  'confirmEmail',
  'password',
  ...(Object.keys(emptyVeteranProfile) as (keyof VeteranProfileValues)[]).filter((field) => field !== 'firstName' && field !== 'lastName'),
];

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
