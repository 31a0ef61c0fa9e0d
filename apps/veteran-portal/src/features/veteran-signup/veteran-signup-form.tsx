import { useRegisterVeteran, useSavedResumeActions, useWrite } from '@jobboard/api-client';
import { accountScreenTexts, contractsTexts, pagePath, savedResumesMessages } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { SignUpAccepted, StyledFormActions, StyledSectionedForm, useCheckedForm } from '@jobboard/portal-kit';
import { Button, PasswordField, TextField, useToast } from '@jobboard/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { veteranTexts } from '../../texts';
import { VeteranProfileSections } from './profile-sections';
import { ResumeField } from './resume-field';
import { checkVeteranSignup, emptyVeteranSignup, veteranSignupFieldOrder } from './signup-values';

/**
 * The sectioned veteran registration form (`veteranRegistrationFormSchema`); success signs in, stores
 * the chosen resume among the veteran's saved resumes and opens the new dashboard.
 */
export const VeteranSignupForm = () => {
  const t = useTexts(veteranTexts);
  const tc = useTexts(contractsTexts);
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
  const [resume, setResume] = useState<File>();
  const { upload } = useSavedResumeActions();

  /** The profile exists either way: a resume the server refuses is said, and can be added on the Profile tab. */
  const storeResume = async (file: File) => {
    try {
      await upload(file);
    } catch (error) {
      toast({
        title: tc(savedResumesMessages.notStoredAtSignup),
        description: `${error instanceof Error ? `${error.message} ` : ''}${tc(savedResumesMessages.keptInProfile)}`,
        variant: 'destructive',
      });
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.pending) return;
    const check = validate();
    if (!check.ok) return;
    try {
      const { account: veteran, message } = await submitting.run(check.registration);
      // Signing in with these credentials did not work: the address had an account already.
      if (!veteran) return setAccepted(message);
      if (resume) await storeResume(resume);
      toast({
        title: t('Registration Successful'),
        description: t('Welcome! {{checkEmail}}', { checkEmail: tc(accountScreenTexts.welcomeCheckEmail) }),
        variant: 'success',
      });
      navigate(pagePath('/veteran-dashboard/:id', { id: veteran.id }));
    } catch (error) {
      toast({
        title: t('Registration Failed'),
        description: t('Please check your information and try again.'),
        variant: 'destructive',
      });
      showServerErrors(error);
    }
  };

  if (accepted) return <SignUpAccepted kind="veteran" message={accepted} />;

  return (
    <StyledSectionedForm ref={formRef} noValidate onSubmit={handleSubmit} aria-label={t('Veteran registration')}>
      <VeteranProfileSections
        form={form}
        idPrefix="veteran-signup"
        personalDescription={t('How employers can reach you, and your sign-in details.')}
        signInFields={
          <>
            <TextField
              label={t('Email')}
              type="email"
              required
              autoComplete="email"
              placeholder={t('you@example.com')}
              error={errorOf('email', t('Email'))}
              {...textInput('email')}
            />
            <TextField
              label={t('Confirm Email')}
              type="email"
              required
              autoComplete="email"
              placeholder={t('Type your email again')}
              error={errorOf('confirmEmail', t('Confirm Email'))}
              {...textInput('confirmEmail')}
            />
            <PasswordField
              label={t('Password')}
              required
              autoComplete="new-password"
              hint={t('At least 8 characters.')}
              error={errorOf('password', t('Password'))}
              {...textInput('password')}
            />
          </>
        }
        resumeField={
          <ResumeField
            label={t('Resume')}
            name="resumeUrl"
            file={resume}
            onChange={(file) => {
              setResume(file);
              form.setField('resumeUrl', file?.name);
            }}
          />
        }
      />

      <StyledFormActions>
        <Button type="submit" $size="lg" disabled={submitting.pending}>
          {submitting.pending ? t('Creating Profile…') : t('Create Veteran Profile')}
        </Button>
      </StyledFormActions>
    </StyledSectionedForm>
  );
};

