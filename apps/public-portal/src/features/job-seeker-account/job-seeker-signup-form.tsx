import { ApiError, useSignUpJobSeeker, useWrite } from '@jobboard/api-client';
import { accountScreenTexts, addSkill, contractsTexts, messages } from '@jobboard/contracts';
import {
  FormSection,
  JobTypeCheckboxes,
  languageOptions,
  returnPathFrom,
  SignUpAccepted,
  StyledFormActions,
  StyledSectionedForm,
  StyledWide,
  useCheckedForm,
} from '@jobboard/portal-kit';
import {
  Button,
  CheckboxField,
  ListEntryField,
  PasswordField,
  SelectField,
  TextAreaField,
  TextField,
  useToast,
  type SelectOption,
} from '@jobboard/ui';
import { useTexts, type Translator } from '@jobboard/i18n';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  availabilityOptions,
  educationOptions,
  experienceOptions,
  industryOptions,
  salaryOptions,
} from './signup-options';
import {
  checkJobSeekerSignup,
  emptyJobSeekerSignup,
  jobSeekerSignupFieldOrder,
} from './signup-values';
import { publicTexts } from '../../texts';

/** Options whose labels are marked with `text('…')`, in the page's language. */
const inLanguage = (t: Translator['t'], options: readonly SelectOption[]) => options.map((option) => ({ ...option, label: t(option.label) }));

/** The sectioned job seeker signup form (`jobSeekerSignupFormSchema`), with a password. */
export const JobSeekerSignupForm = () => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const navigate = useNavigate();
  // Success goes to /jobs, unless a page sent the person here to come back to it.
  const returnPath = returnPathFrom(useLocation().search, '/jobs');
  const { toast } = useToast();
  const submitting = useWrite(useSignUpJobSeeker());
  const { formRef, values, setField, errorOf, textInput, validate, showServerErrors } = useCheckedForm({
    initialValues: emptyJobSeekerSignup,
    check: checkJobSeekerSignup,
    fieldOrder: jobSeekerSignupFieldOrder,
  });

  const [accepted, setAccepted] = useState<string>();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.pending) return;
    const check = validate();
    if (!check.ok) {
      if (check.missingRequired) {
        toast({ title: t('Missing Required Information'), description: tc(messages.missingSignupInfo), variant: 'destructive' });
      }
      return;
    }
    try {
      const { account: jobSeeker, message } = await submitting.run(check.signup);
      // Signing in with these credentials did not work: the address had an account already.
      if (!jobSeeker) return setAccepted(message);
      toast({ title: t('Welcome, {{name}}!', { name: jobSeeker.firstName }), description: tc(accountScreenTexts.welcomeCheckEmail), variant: 'success' });
      navigate(returnPath);
    } catch (error) {
      toast({
        title: t('Signup Failed'),
        description: (error instanceof ApiError && error.serverMessage) || t('Failed to create account. Please try again.'),
        variant: 'destructive',
      });
      showServerErrors(error);
    }
  };

  if (accepted) return <SignUpAccepted kind="jobseeker" message={accepted} />;

  return (
    <StyledSectionedForm ref={formRef} noValidate onSubmit={handleSubmit} aria-label={t('Job seeker signup')}>
      <FormSection idPrefix="job-seeker-signup" number={1} title={t('Personal Information')} description={t('Who you are and how employers can reach you.')}>
        <TextField label={t('First Name')} required autoComplete="given-name" error={errorOf('firstName', t('First Name'))} {...textInput('firstName')} />
        <TextField label={t('Last Name')} required autoComplete="family-name" error={errorOf('lastName', t('Last Name'))} {...textInput('lastName')} />
        <TextField
          label={t('Email')}
          type="email"
          required
          autoComplete="email"
          placeholder={t('you@example.com')}
          error={errorOf('email', t('Email'))}
          {...textInput('email')}
        />
        <PasswordField
          label={t('Password')}
          required
          autoComplete="new-password"
          hint={t('At least 8 characters.')}
          error={errorOf('password', t('Password'))}
          {...textInput('password')}
        />
        <TextField label={t('Phone')} type="tel" autoComplete="tel" placeholder={t('(555) 123-4567')} error={errorOf('phone', t('Phone'))} {...textInput('phone')} />
        <TextField
          label={t('Location')}
          autoComplete="address-level2"
          placeholder={t('City, State')}
          error={errorOf('location', t('Location'))}
          {...textInput('location')}
        />
        <SelectField
          label={t('Preferred Language')}
          options={languageOptions}
          error={errorOf('preferredLanguage', t('Preferred Language'))}
          {...textInput('preferredLanguage')}
        />
      </FormSection>

      <FormSection idPrefix="job-seeker-signup" number={2} title={t('Professional Background')} description={t('Where you are in your career today.')}>
        <TextField
          label={t('Current Job Title')}
          autoComplete="organization-title"
          placeholder={t('e.g. Shift Supervisor')}
          error={errorOf('currentJobTitle', t('Current Job Title'))}
          {...textInput('currentJobTitle')}
        />
        <SelectField
          label={t('Experience Level')}
          placeholder={t('Select experience level')}
          options={inLanguage(t, experienceOptions)}
          error={errorOf('experienceLevel', t('Experience Level'))}
          {...textInput('experienceLevel')}
        />
        <SelectField
          label={t('Industry')}
          placeholder={t('Select industry')}
          options={inLanguage(t, industryOptions)}
          error={errorOf('industry', t('Industry'))}
          {...textInput('industry')}
        />
        <StyledWide>
          <TextAreaField
            label={t('Profile Summary')}
            placeholder={t('A few sentences about your experience, strengths and the role you want next.')}
            error={errorOf('profileSummary', t('Profile Summary'))}
            {...textInput('profileSummary')}
          />
        </StyledWide>
      </FormSection>

      <FormSection idPrefix="job-seeker-signup" number={3} title={t('Skills & Education')} description={t('What you bring to your next role.')}>
        <StyledWide>
          <ListEntryField
            label={t('Skills')}
            entryName={t('skill')}
            name="skills"
            listLabel={t('Your skills')}
            placeholder={t('e.g. Customer service')}
            hint={t('Press Enter or Add after each skill.')}
            entries={values.skills}
            addEntry={addSkill}
            onChange={(skills) => setField('skills', skills)}
            error={errorOf('skills', t('Skills'))}
          />
        </StyledWide>
        <SelectField
          label={t('Education')}
          placeholder={t('Select education level')}
          options={inLanguage(t, educationOptions)}
          error={errorOf('education', t('Education'))}
          {...textInput('education')}
        />
      </FormSection>

      <FormSection idPrefix="job-seeker-signup" number={4} title={t('Job Preferences')} description={t('The kind of work you are looking for.')}>
        <StyledWide>
          <JobTypeCheckboxes selected={values.preferredJobTypes} onChange={(selected) => setField('preferredJobTypes', selected)} />
        </StyledWide>
        <SelectField
          label={t('Salary Expectation')}
          placeholder={t('Select salary range')}
          options={salaryOptions}
          error={errorOf('salaryExpectation', t('Salary Expectation'))}
          {...textInput('salaryExpectation')}
        />
        <SelectField
          label={t('Availability')}
          placeholder={t('Select availability')}
          options={inLanguage(t, availabilityOptions)}
          error={errorOf('availability', t('Availability'))}
          {...textInput('availability')}
        />
        <StyledWide>
          <CheckboxField
            name="relocateWilling"
            label={t('I am willing to relocate')}
            checked={values.relocateWilling}
            onChange={(event) => setField('relocateWilling', event.target.checked)}
          />
        </StyledWide>
      </FormSection>

      <FormSection idPrefix="job-seeker-signup" number={5} title={t('Links')} description={t('Where employers can learn more about you.')}>
        <TextField
          label={t('LinkedIn URL')}
          type="url"
          placeholder={t('https://linkedin.com/in/you')}
          error={errorOf('linkedinUrl', t('LinkedIn URL'))}
          {...textInput('linkedinUrl')}
        />
        <TextField
          label={t('Resume URL')}
          type="url"
          placeholder={t('https://example.com/your-resume.pdf')}
          error={errorOf('resumeUrl', t('Resume URL'))}
          {...textInput('resumeUrl')}
        />
      </FormSection>

      <StyledFormActions>
        <Button type="submit" $size="lg" disabled={submitting.pending}>
          {submitting.pending ? t('Creating Account...') : t('Create Account')}
        </Button>
      </StyledFormActions>
    </StyledSectionedForm>
  );
};
