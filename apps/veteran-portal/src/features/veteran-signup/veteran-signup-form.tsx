import { useRegisterVeteran, useWrite } from '@jobboard/api-client';
import { accountScreenTexts, pagePath } from '@jobboard/contracts';
import { SignUpAccepted, StyledFormActions, StyledSectionedForm, useCheckedForm } from '@jobboard/portal-kit';
import { Button, PasswordField, TextField, useToast } from '@jobboard/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { VeteranProfileSections } from './profile-sections';
import { checkVeteranSignup, emptyVeteranSignup, veteranSignupFieldOrder } from './signup-values';

/** The sectioned veteran registration form (`veteranRegistrationFormSchema`); success signs in and opens the new dashboard. */
export const VeteranSignupForm = () => {
  const navigate = useNavigate();
  const { toast } = useToast();
  const submitting = useWrite(useRegisterVeteran());
  const form = useCheckedForm({
    initialValues: emptyVeteranSignup,
    check: checkVeteranSignup,
    fieldOrder: veteranSignupFieldOrder,
  });
  const { formRef, errorOf, textInput, validate, showServerErrors } = form;

  const [accepted, setAccepted] = useState<string>();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.pending) return;
    const check = validate();
    if (!check.ok) return;
    try {
      const { account: veteran, message } = await submitting.run(check.registration);
      // Signing in with these credentials did not work: the address had an account already.
      if (!veteran) return setAccepted(message);
      toast({ title: 'Registration Successful', description: `Welcome! ${accountScreenTexts.welcomeCheckEmail}`, variant: 'success' });
      navigate(pagePath('/veteran-dashboard/:id', { id: veteran.id }));
    } catch (error) {
      toast({
        title: 'Registration Failed',
        description: 'Please check your information and try again.',
        variant: 'destructive',
      });
      showServerErrors(error);
    }
  };

  if (accepted) return <SignUpAccepted kind="veteran" message={accepted} />;

  return (
    <StyledSectionedForm ref={formRef} noValidate onSubmit={handleSubmit} aria-label="Veteran registration">
      <VeteranProfileSections
        form={form}
        idPrefix="veteran-signup"
        personalDescription="How employers can reach you, and your sign-in details."
        signInFields={
          <>
            <TextField
              label="Email"
              type="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              error={errorOf('email', 'Email')}
              {...textInput('email')}
            />
            <TextField
              label="Confirm Email"
              type="email"
              required
              autoComplete="email"
              placeholder="Type your email again"
              error={errorOf('confirmEmail', 'Confirm Email')}
              {...textInput('confirmEmail')}
            />
            <PasswordField
              label="Password"
              required
              autoComplete="new-password"
              hint="At least 8 characters."
              error={errorOf('password', 'Password')}
              {...textInput('password')}
            />
          </>
        }
      />

      <StyledFormActions>
        <Button type="submit" $size="lg" disabled={submitting.pending}>
          {submitting.pending ? 'Creating Profile…' : 'Create Veteran Profile'}
        </Button>
      </StyledFormActions>
    </StyledSectionedForm>
  );
};

