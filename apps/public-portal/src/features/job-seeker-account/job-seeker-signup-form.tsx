import { ApiError, useSignUpJobSeeker, useWrite } from '@jobboard/api-client';
import { accountScreenTexts, addSkill, messages } from '@jobboard/contracts';
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
} from '@jobboard/ui';
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

/** The sectioned job seeker signup form (`jobSeekerSignupFormSchema`), with a password. */
export const JobSeekerSignupForm = () => {
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
        toast({ title: 'Missing Required Information', description: messages.missingSignupInfo, variant: 'destructive' });
      }
      return;
    }
    try {
      const { account: jobSeeker, message } = await submitting.run(check.signup);
      // Signing in with these credentials did not work: the address had an account already.
      if (!jobSeeker) return setAccepted(message);
      toast({ title: `Welcome, ${jobSeeker.firstName}!`, description: accountScreenTexts.welcomeCheckEmail, variant: 'success' });
      navigate(returnPath);
    } catch (error) {
      toast({
        title: 'Signup Failed',
        description: (error instanceof ApiError && error.serverMessage) || 'Failed to create account. Please try again.',
        variant: 'destructive',
      });
      showServerErrors(error);
    }
  };

  if (accepted) return <SignUpAccepted kind="jobseeker" message={accepted} />;

  return (
    <StyledSectionedForm ref={formRef} noValidate onSubmit={handleSubmit} aria-label="Job seeker signup">
      <FormSection idPrefix="job-seeker-signup" number={1} title="Personal Information" description="Who you are and how employers can reach you.">
        <TextField label="First Name" required autoComplete="given-name" error={errorOf('firstName', 'First Name')} {...textInput('firstName')} />
        <TextField label="Last Name" required autoComplete="family-name" error={errorOf('lastName', 'Last Name')} {...textInput('lastName')} />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          error={errorOf('email', 'Email')}
          {...textInput('email')}
        />
        <PasswordField
          label="Password"
          required
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errorOf('password', 'Password')}
          {...textInput('password')}
        />
        <TextField label="Phone" type="tel" autoComplete="tel" placeholder="(555) 123-4567" error={errorOf('phone', 'Phone')} {...textInput('phone')} />
        <TextField
          label="Location"
          autoComplete="address-level2"
          placeholder="City, State"
          error={errorOf('location', 'Location')}
          {...textInput('location')}
        />
        <SelectField
          label="Preferred Language"
          options={languageOptions}
          error={errorOf('preferredLanguage', 'Preferred Language')}
          {...textInput('preferredLanguage')}
        />
      </FormSection>

      <FormSection idPrefix="job-seeker-signup" number={2} title="Professional Background" description="Where you are in your career today.">
        <TextField
          label="Current Job Title"
          autoComplete="organization-title"
          placeholder="e.g. Shift Supervisor"
          error={errorOf('currentJobTitle', 'Current Job Title')}
          {...textInput('currentJobTitle')}
        />
        <SelectField
          label="Experience Level"
          placeholder="Select experience level"
          options={experienceOptions}
          error={errorOf('experienceLevel', 'Experience Level')}
          {...textInput('experienceLevel')}
        />
        <SelectField
          label="Industry"
          placeholder="Select industry"
          options={industryOptions}
          error={errorOf('industry', 'Industry')}
          {...textInput('industry')}
        />
        <StyledWide>
          <TextAreaField
            label="Profile Summary"
            placeholder="A few sentences about your experience, strengths and the role you want next."
            error={errorOf('profileSummary', 'Profile Summary')}
            {...textInput('profileSummary')}
          />
        </StyledWide>
      </FormSection>

      <FormSection idPrefix="job-seeker-signup" number={3} title="Skills & Education" description="What you bring to your next role.">
        <StyledWide>
          <ListEntryField
            label="Skills"
            entryName="skill"
            name="skills"
            listLabel="Your skills"
            placeholder="e.g. Customer service"
            hint="Press Enter or Add after each skill."
            entries={values.skills}
            addEntry={addSkill}
            onChange={(skills) => setField('skills', skills)}
            error={errorOf('skills', 'Skills')}
          />
        </StyledWide>
        <SelectField
          label="Education"
          placeholder="Select education level"
          options={educationOptions}
          error={errorOf('education', 'Education')}
          {...textInput('education')}
        />
      </FormSection>

      <FormSection idPrefix="job-seeker-signup" number={4} title="Job Preferences" description="The kind of work you are looking for.">
        <StyledWide>
          <JobTypeCheckboxes selected={values.preferredJobTypes} onChange={(selected) => setField('preferredJobTypes', selected)} />
        </StyledWide>
        <SelectField
          label="Salary Expectation"
          placeholder="Select salary range"
          options={salaryOptions}
          error={errorOf('salaryExpectation', 'Salary Expectation')}
          {...textInput('salaryExpectation')}
        />
        <SelectField
          label="Availability"
          placeholder="Select availability"
          options={availabilityOptions}
          error={errorOf('availability', 'Availability')}
          {...textInput('availability')}
        />
        <StyledWide>
          <CheckboxField
            name="relocateWilling"
            label="I am willing to relocate"
            checked={values.relocateWilling}
            onChange={(event) => setField('relocateWilling', event.target.checked)}
          />
        </StyledWide>
      </FormSection>

      <FormSection idPrefix="job-seeker-signup" number={5} title="Links" description="Where employers can learn more about you.">
        <TextField
          label="LinkedIn URL"
          type="url"
          placeholder="https://linkedin.com/in/you"
          error={errorOf('linkedinUrl', 'LinkedIn URL')}
          {...textInput('linkedinUrl')}
        />
        <TextField
          label="Resume URL"
          type="url"
          placeholder="https://example.com/your-resume.pdf"
          error={errorOf('resumeUrl', 'Resume URL')}
          {...textInput('resumeUrl')}
        />
      </FormSection>

      <StyledFormActions>
        <Button type="submit" $size="lg" disabled={submitting.pending}>
          {submitting.pending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </StyledFormActions>
    </StyledSectionedForm>
  );
};
