import { useRegisterEmployer } from '@jobboard/api-client';
import { pagePath } from '@jobboard/contracts';
import { FormSection, StyledFormActions, StyledSectionedForm, StyledWide, useCheckedForm } from '@jobboard/portal-kit';
import { Button, PasswordField, SelectField, TextAreaField, TextField, useToast } from '@jobboard/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { companySizeOptions, industryOptions } from './employer-form-options';
import { checkEmployerSignup, emptyEmployerSignup, employerSignupFieldOrder } from './signup-values';

/** The employer registration form (`employerRegistrationFormSchema`), checked here and again by the server. */
export const EmployerSignupForm = () => {
  const navigate = useNavigate();
  const { toast } = useToast();
  const register = useRegisterEmployer();
  const [submitting, setSubmitting] = useState(false);
  const { formRef, errorOf, textInput, validate, showServerErrors } = useCheckedForm({
    initialValues: emptyEmployerSignup,
    check: checkEmployerSignup,
    fieldOrder: employerSignupFieldOrder,
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const check = validate();
    if (!check.ok) return;
    setSubmitting(true);
    try {
      const employer = await register(check.registration);
      toast({
        title: 'Account Created Successfully',
        description: 'Your employer account has been created and is pending verification.',
        variant: 'success',
      });
      navigate(pagePath('/employer-dashboard/:id', { id: employer.id }));
    } catch (error) {
      toast({ title: 'Registration Failed', description: 'Please check your information and try again.', variant: 'destructive' });
      setSubmitting(false);
      showServerErrors(error);
    }
  };

  return (
    <StyledSectionedForm ref={formRef} noValidate onSubmit={handleSubmit} aria-label="Employer registration">
      <FormSection idPrefix="employer-signup" number={1} title="Sign-in details">
        <TextField label="Email" type="email" autoComplete="email" required error={errorOf('email', 'Email')} {...textInput('email')} />
        <TextField
          label="Confirm Email"
          type="email"
          autoComplete="email"
          required
          error={errorOf('confirmEmail', 'Confirm Email')}
          {...textInput('confirmEmail')}
        />
        <StyledWide>
          <PasswordField
            label="Password"
            autoComplete="new-password"
            hint="At least 8 characters."
            required
            error={errorOf('password', 'Password')}
            {...textInput('password')}
          />
        </StyledWide>
      </FormSection>

      <FormSection idPrefix="employer-signup" number={2} title="Company">
        <TextField
          label="Company Name"
          autoComplete="organization"
          required
          error={errorOf('companyName', 'Company Name')}
          {...textInput('companyName')}
        />
        <TextField label="Contact Name" autoComplete="name" required error={errorOf('contactName', 'Contact Name')} {...textInput('contactName')} />
        <TextField label="Phone" type="tel" autoComplete="tel" error={errorOf('phone', 'Phone')} {...textInput('phone')} />
        <TextField
          label="Website"
          type="url"
          autoComplete="url"
          placeholder="https://"
          error={errorOf('website', 'Website')}
          {...textInput('website')}
        />
        <SelectField
          label="Industry"
          options={industryOptions}
          placeholder="Select industry"
          required
          error={errorOf('industry', 'Industry')}
          {...textInput('industry')}
        />
        <SelectField
          label="Company Size"
          options={companySizeOptions}
          placeholder="Select company size"
          required
          error={errorOf('companySize', 'Company Size')}
          {...textInput('companySize')}
        />
      </FormSection>

      <FormSection idPrefix="employer-signup" number={3} title="Location">
        <StyledWide>
          <TextField label="Address" autoComplete="street-address" error={errorOf('address', 'Address')} {...textInput('address')} />
        </StyledWide>
        <TextField label="City" autoComplete="address-level2" required error={errorOf('city', 'City')} {...textInput('city')} />
        <TextField label="State" autoComplete="address-level1" required error={errorOf('state', 'State')} {...textInput('state')} />
        <TextField
          label="ZIP Code"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          error={errorOf('zipCode', 'ZIP Code')}
          {...textInput('zipCode')}
        />
      </FormSection>

      <FormSection idPrefix="employer-signup" number={4} title="About the company">
        <StyledWide>
          <TextAreaField
            label="Company Description"
            hint="What you do, the roles you hire for, and what makes you a good place to work."
            error={errorOf('description', 'Company Description')}
            {...textInput('description')}
          />
        </StyledWide>
      </FormSection>

      <StyledFormActions>
        <Button type="submit" $size="lg" disabled={submitting}>
          {submitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </StyledFormActions>
    </StyledSectionedForm>
  );
};
