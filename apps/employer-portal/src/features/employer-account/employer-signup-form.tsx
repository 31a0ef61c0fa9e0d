import { registerEmployer } from '@jobboard/api-client';
import { employerRegistrationFormSchema, pagePath } from '@jobboard/contracts';
import { describeFieldError, fieldErrorsFrom, serverFieldErrors, type FieldErrors } from '@jobboard/portal-kit';
import { Button, PasswordField, SelectField, TextAreaField, TextField, useToast } from '@jobboard/ui';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { companySizeOptions, industryOptions } from './employer-form-options';

const signupFields = [
  'email',
  'confirmEmail',
  'password',
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
type SignupField = (typeof signupFields)[number];
type SignupValues = Record<SignupField, string>;

const emptyValues = Object.fromEntries(signupFields.map((field) => [field, ''])) as SignupValues;

/** Blank fields are sent to the schema as not given. */
const parseSignup = (values: SignupValues) =>
  employerRegistrationFormSchema.safeParse(
    Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value === '' ? undefined : value])),
  );

/** Each field's first problem. */
const signupErrorsOf = (values: SignupValues): FieldErrors<SignupField> => {
  const result = parseSignup(values);
  return result.success ? {} : fieldErrorsFrom<SignupField>(result.error.issues);
};

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledSectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.brand};
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledAddressRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    > :first-child { grid-column: 1 / -1; }
  }
`;

const StyledRequiredNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  span { color: ${({ theme }) => theme.color.danger}; }
`;

/** Spec 001 §5: the employer registration form, checked here and again by the server. */
export const EmployerSignupForm = () => {
  const [values, setValues] = useState<SignupValues>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors<SignupField>>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { toast } = useToast();
  const navigate = useNavigate();

  const focusFirstError = (fieldErrors: FieldErrors<SignupField>) => {
    const first = signupFields.find((field) => fieldErrors[field]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    // After a first attempt, messages follow the typing so a fixed field clears at once.
    if (attempted) setErrors(signupErrorsOf(next));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const result = parseSignup(values);
    if (!result.success) {
      const fieldErrors = signupErrorsOf(values);
      setErrors(fieldErrors);
      focusFirstError(fieldErrors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    const { confirmEmail: _confirmEmail, ...registration } = result.data;
    try {
      const employer = await registerEmployer(registration);
      toast({
        title: 'Account Created Successfully',
        description: 'Your employer account has been created and is pending verification.',
        variant: 'success',
      });
      navigate(pagePath('/employer-dashboard/:id', { id: employer.id }));
    } catch (error) {
      const fieldErrors = serverFieldErrors<SignupField>(error);
      setErrors(fieldErrors);
      focusFirstError(fieldErrors);
      toast({ title: 'Registration Failed', description: 'Please check your information and try again.', variant: 'destructive' });
      setSubmitting(false);
    }
  };

  const field = (name: SignupField, label: string) => ({
    name,
    label,
    value: values[name],
    onChange: handleChange,
    error: describeFieldError(label, errors[name]),
  });

  return (
    <StyledForm ref={formRef} noValidate onSubmit={handleSubmit}>
      <StyledRequiredNote>
        Fields marked <span aria-hidden="true">*</span> are required.
      </StyledRequiredNote>

      <StyledSection aria-labelledby="signup-sign-in">
        <StyledSectionTitle id="signup-sign-in">Sign-in details</StyledSectionTitle>
        <StyledRow>
          <TextField {...field('email', 'Email')} type="email" autoComplete="email" required />
          <TextField {...field('confirmEmail', 'Confirm Email')} type="email" autoComplete="email" required />
        </StyledRow>
        <PasswordField {...field('password', 'Password')} autoComplete="new-password" hint="At least 8 characters." required />
      </StyledSection>

      <StyledSection aria-labelledby="signup-company">
        <StyledSectionTitle id="signup-company">Company</StyledSectionTitle>
        <StyledRow>
          <TextField {...field('companyName', 'Company Name')} autoComplete="organization" required />
          <TextField {...field('contactName', 'Contact Name')} autoComplete="name" required />
        </StyledRow>
        <StyledRow>
          <TextField {...field('phone', 'Phone')} type="tel" autoComplete="tel" />
          <TextField {...field('website', 'Website')} type="url" autoComplete="url" placeholder="https://" />
        </StyledRow>
        <StyledRow>
          <SelectField {...field('industry', 'Industry')} options={industryOptions} placeholder="Select industry" required />
          <SelectField
            {...field('companySize', 'Company Size')}
            options={companySizeOptions}
            placeholder="Select company size"
            required
          />
        </StyledRow>
      </StyledSection>

      <StyledSection aria-labelledby="signup-location">
        <StyledSectionTitle id="signup-location">Location</StyledSectionTitle>
        <TextField {...field('address', 'Address')} autoComplete="street-address" />
        <StyledAddressRow>
          <TextField {...field('city', 'City')} autoComplete="address-level2" required />
          <TextField {...field('state', 'State')} autoComplete="address-level1" required />
          <TextField {...field('zipCode', 'ZIP Code')} autoComplete="postal-code" inputMode="numeric" required />
        </StyledAddressRow>
      </StyledSection>

      <StyledSection aria-labelledby="signup-about">
        <StyledSectionTitle id="signup-about">About the company</StyledSectionTitle>
        <TextAreaField
          {...field('description', 'Company Description')}
          hint="What you do, the roles you hire for, and what makes you a good place to work."
        />
      </StyledSection>

      <Button type="submit" $size="lg" $block disabled={submitting}>
        {submitting ? 'Creating Account...' : 'Create Account'}
      </Button>
    </StyledForm>
  );
};
