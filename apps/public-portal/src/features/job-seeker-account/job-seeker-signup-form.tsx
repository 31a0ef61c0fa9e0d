import { ApiError, useSignUpJobSeeker } from '@jobboard/api-client';
import { addSkill, jobTypeLabels, jobTypes, messages, type JobType } from '@jobboard/contracts';
import { describeFieldError, languageOptions, returnPathFrom, serverFieldErrors, type FieldErrors } from '@jobboard/portal-kit';
import {
  Button,
  Card,
  CardDescription,
  CardTitle,
  CheckboxField,
  ListEntryField,
  PasswordField,
  SelectField,
  StyledFieldset,
  TextAreaField,
  TextField,
  useToast,
} from '@jobboard/ui';
import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
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
  type JobSeekerSignupField,
  type JobSeekerSignupValues,
  type TextSignupField,
} from './signup-values';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledSectionCard = styled(Card)`
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const StyledSectionHeader = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  padding-bottom: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
  p { margin: 0; }
`;

const StyledSectionNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textInverse};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** Two columns of fields on wide screens, one on phones. */
const StyledFieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledWide = styled.div`
  grid-column: 1 / -1;
`;

const StyledCheckboxRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    button { width: 100%; }
  }
`;

interface FormSectionProps {
  number: number;
  title: string;
  description: string;
  children: ReactNode;
}

const FormSection = ({ number, title, description, children }: FormSectionProps) => (
  <StyledSectionCard aria-labelledby={`job-seeker-signup-section-${number}`}>
    <StyledSectionHeader>
      <StyledSectionNumber aria-hidden="true">{number}</StyledSectionNumber>
      <div>
        <CardTitle id={`job-seeker-signup-section-${number}`}>
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </div>
    </StyledSectionHeader>
    <StyledFieldGrid>{children}</StyledFieldGrid>
  </StyledSectionCard>
);

/** The sectioned job seeker signup form (spec 000 §2, §3, §5), plus a password. */
export const JobSeekerSignupForm = () => {
  const navigate = useNavigate();
  // Spec 000 §2: success goes to /jobs, unless a page sent the person here to come back to it.
  const returnPath = returnPathFrom(useLocation().search, '/jobs');
  const { toast } = useToast();
  const signUp = useSignUpJobSeeker();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<JobSeekerSignupValues>(emptyJobSeekerSignup);
  const [errors, setErrors] = useState<FieldErrors<JobSeekerSignupField>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<JobSeekerSignupField>>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const setField = <F extends JobSeekerSignupField>(field: F, value: JobSeekerSignupValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, messages follow the person's corrections as they type.
    if (attempted) {
      const check = checkJobSeekerSignup(next);
      setErrors(check.ok ? {} : check.errors);
    }
    if (serverErrors[field]) setServerErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const errorOf = (field: JobSeekerSignupField, label: string) =>
    describeFieldError(label, errors[field] ?? serverErrors[field]);

  const textInput = (field: TextSignupField) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setField(field, event.target.value as JobSeekerSignupValues[TextSignupField]),
  });

  const focusField = (field: JobSeekerSignupField | undefined) => {
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const handleJobTypeToggle = (jobType: JobType, checked: boolean) =>
    setField(
      'preferredJobTypes',
      jobTypes.filter((type) => (type === jobType ? checked : values.preferredJobTypes.includes(type))),
    );

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    const check = checkJobSeekerSignup(values);
    if (!check.ok) {
      setErrors(check.errors);
      if (check.missingRequired) {
        toast({ title: 'Missing Required Information', description: messages.missingSignupInfo, variant: 'destructive' });
      }
      focusField(jobSeekerSignupFieldOrder.find((field) => check.errors[field]));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const jobSeeker = await signUp(check.signup);
      toast({
        title: `Welcome, ${jobSeeker.firstName}!`,
        description: 'Your account has been created. Start exploring jobs that fit you.',
        variant: 'success',
      });
      navigate(returnPath);
    } catch (error) {
      const fromServer = serverFieldErrors<JobSeekerSignupField>(error);
      setServerErrors(fromServer);
      toast({
        title: 'Signup Failed',
        description: (error instanceof ApiError && error.serverMessage) || 'Failed to create account. Please try again.',
        variant: 'destructive',
      });
      setSubmitting(false);
      focusField(jobSeekerSignupFieldOrder.find((field) => fromServer[field]));
    }
  };

  return (
    <StyledForm ref={formRef} noValidate onSubmit={handleSubmit} aria-label="Job seeker signup">
      <FormSection number={1} title="Personal Information" description="Who you are and how employers can reach you.">
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

      <FormSection number={2} title="Professional Background" description="Where you are in your career today.">
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

      <FormSection number={3} title="Skills & Education" description="What you bring to your next role.">
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

      <FormSection number={4} title="Job Preferences" description="The kind of work you are looking for.">
        <StyledWide>
          <StyledFieldset>
            <legend>Preferred Job Types</legend>
            <StyledCheckboxRow>
              {jobTypes.map((jobType) => (
                <CheckboxField
                  key={jobType}
                  name="preferredJobTypes"
                  value={jobType}
                  label={jobTypeLabels[jobType]}
                  checked={values.preferredJobTypes.includes(jobType)}
                  onChange={(event) => handleJobTypeToggle(jobType, event.target.checked)}
                />
              ))}
            </StyledCheckboxRow>
          </StyledFieldset>
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

      <FormSection number={5} title="Links" description="Where employers can learn more about you.">
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

      <StyledActions>
        <Button type="submit" $size="lg" disabled={submitting}>
          {submitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
};
