import { employerProfileFormSchema, type Employer, type EmployerProfileUpdate } from '@jobboard/contracts';
import { fieldErrorsFrom, type FieldErrors } from '@jobboard/portal-kit';

/**
 * The company's fields, in page order (the first one with an error gets the focus): every
 * registration field but the email and the password. Registration and Company Settings share them.
 */
export const companyFields = [
  'companyName',
  'contactName',
  'phone',
  'website',
  'industry',
  'companySize',
  'address',
  'city',
  'state',
  'zipCode',
  'description',
] as const;
export type CompanyField = (typeof companyFields)[number];

/** What the company sections hold: text as typed, "" for an unchosen select or a blank field. */
export type CompanyValues = Record<CompanyField, string>;

/** The settings form, filled in with the employer's profile as stored. */
export const companyValuesOf = (employer: Employer): CompanyValues =>
  Object.fromEntries(companyFields.map((field) => [field, employer[field] ?? ''])) as CompanyValues;

type CompanyProfileCheck = { ok: true; profile: EmployerProfileUpdate } | { ok: false; errors: FieldErrors<CompanyField> };

/** Checks the settings form with the contract's schema (blank optional fields read as not given). */
export const checkCompanyProfile = (values: CompanyValues): CompanyProfileCheck => {
  const result = employerProfileFormSchema.safeParse(values);
  return result.success
    ? { ok: true, profile: result.data }
    : { ok: false, errors: fieldErrorsFrom<CompanyField>(result.error.issues) };
};
