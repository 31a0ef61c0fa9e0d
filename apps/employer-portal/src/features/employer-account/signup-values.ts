import { employerRegistrationFormSchema, type EmployerRegistration } from '@jobboard/contracts';
import { fieldErrorsFrom, type FieldErrors } from '@jobboard/portal-kit';
import { companyFields } from './company-fields';

/** Field order on screen (sign-in details, then the company's): the first field with an error gets the focus. */
const employerSignupFields = ['email', 'confirmEmail', 'password', ...companyFields] as const;
type EmployerSignupField = (typeof employerSignupFields)[number];

/** What the form holds: text as typed, "" for an unchosen select. */
type EmployerSignupValues = Record<EmployerSignupField, string>;

export const employerSignupFieldOrder: readonly EmployerSignupField[] = employerSignupFields;

export const emptyEmployerSignup = Object.fromEntries(employerSignupFields.map((field) => [field, ''])) as EmployerSignupValues;

type SignupCheck = { ok: true; registration: EmployerRegistration } | { ok: false; errors: FieldErrors<EmployerSignupField> };

/** Checks the form with the contracts' schema; confirmEmail is checked and dropped, never sent. */
export const checkEmployerSignup = (values: EmployerSignupValues): SignupCheck => {
  const result = employerRegistrationFormSchema.safeParse(values);
  if (result.success) {
    const { confirmEmail: _confirmEmail, ...registration } = result.data;
    return { ok: true, registration };
  }
  return { ok: false, errors: fieldErrorsFrom<EmployerSignupField>(result.error.issues) };
};
