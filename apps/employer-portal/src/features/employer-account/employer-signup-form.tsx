import { useRegisterEmployer, useWrite } from '@jobboard/api-client';
import { accountScreenTexts, contractsTexts, pagePath } from '@jobboard/contracts';
import { FormSection, returnPathFrom, SignUpAccepted, StyledFormActions, StyledSectionedForm, StyledWide, useCheckedForm } from '@jobboard/portal-kit';
import { Button, PasswordField, TextField, useToast } from '@jobboard/ui';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CompanySections } from './company-sections';
import { checkEmployerSignup, emptyEmployerSignup, employerSignupFieldOrder } from './signup-values';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

/** The employer registration form (`employerRegistrationFormSchema`), checked here and again by the server. */
export const EmployerSignupForm = () => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const navigate = useNavigate();
  const { search } = useLocation();
  const { toast } = useToast();
  const submitting = useWrite(useRegisterEmployer());
  const { formRef, errorOf, textInput, validate, showServerErrors } = useCheckedForm({
    initialValues: emptyEmployerSignup,
    check: checkEmployerSignup,
    fieldOrder: employerSignupFieldOrder,
  });

  const [accepted, setAccepted] = useState<string>();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.pending) return;
    const check = validate();
    if (!check.ok) return;
    try {
      const { account: employer, message } = await submitting.run(check.registration);
      // Signing in with these credentials did not work: the address had an account already.
      if (!employer) return setAccepted(message);
      toast({
        title: t('Account Created Successfully'),
        description: `${tc(accountScreenTexts.welcomeCheckEmail)} ${t('Your company is pending verification.')}`,
        variant: 'success',
      });
      // Back to the page that asked for an account (`?next=`, e.g. /subscription), else the new dashboard.
      navigate(returnPathFrom(search, pagePath('/employer-dashboard/:id', { id: employer.id })));
    } catch (error) {
      toast({ title: t('Registration Failed'), description: t('Please check your information and try again.'), variant: 'destructive' });
      showServerErrors(error);
    }
  };

  if (accepted) return <SignUpAccepted kind="employer" message={accepted} />;

  return (
    <StyledSectionedForm ref={formRef} noValidate onSubmit={handleSubmit} aria-label={t('Employer registration')}>
      <FormSection idPrefix="employer-signup" number={1} title={t('Sign-in details')}>
        <TextField label={t('Email')} type="email" autoComplete="email" required error={errorOf('email', t('Email'))} {...textInput('email')} />
        <TextField
          label={t('Confirm Email')}
          type="email"
          autoComplete="email"
          required
          error={errorOf('confirmEmail', t('Confirm Email'))}
          {...textInput('confirmEmail')}
        />
        <StyledWide>
          <PasswordField
            label={t('Password')}
            autoComplete="new-password"
            hint={t('At least 8 characters.')}
            required
            error={errorOf('password', t('Password'))}
            {...textInput('password')}
          />
        </StyledWide>
      </FormSection>

      <CompanySections idPrefix="employer-signup" firstNumber={2} errorOf={errorOf} textInput={textInput} />

      <StyledFormActions>
        <Button type="submit" $size="lg" disabled={submitting.pending}>
          {submitting.pending ? t('Creating Account...') : t('Create Account')}
        </Button>
      </StyledFormActions>
    </StyledSectionedForm>
  );
};
