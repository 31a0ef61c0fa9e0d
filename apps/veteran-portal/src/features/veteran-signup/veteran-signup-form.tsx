import { registerVeteran } from '@jobboard/api-client';
import { jobTypeLabels, jobTypes, pagePath, type JobType } from '@jobboard/contracts';
import { describeFieldError, serverFieldErrors, type FieldErrors } from '@jobboard/portal-kit';
import {
  Button,
  Card,
  CardDescription,
  CardTitle,
  CheckboxField,
  ListEntryField,
  PasswordField,
  SelectField,
  StyledFieldError,
  StyledFieldset,
  TextAreaField,
  TextField,
  useToast,
} from '@jobboard/ui';
import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { addListEntry } from './list-entries';
import { ResumeField } from './resume-field';
import {
  checkVeteranSignup,
  emptyVeteranSignup,
  veteranSignupFieldOrder,
  type TextSignupField,
  type VeteranSignupField,
  type VeteranSignupValues,
} from './signup-values';
import { availabilityOptions, branchOptions, clearanceOptions, educationOptions } from './signup-options';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
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
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
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

const StyledSectionCard = styled(Card)`
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const FormSection = ({ number, title, description, children }: FormSectionProps) => (
  <StyledSectionCard aria-labelledby={`veteran-signup-section-${number}`}>
    <StyledSectionHeader>
      <StyledSectionNumber aria-hidden="true">{number}</StyledSectionNumber>
      <div>
        <CardTitle id={`veteran-signup-section-${number}`}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </div>
    </StyledSectionHeader>
    <StyledFieldGrid>{children}</StyledFieldGrid>
  </StyledSectionCard>
);

/** The sectioned veteran registration form (spec 001 §2, §3, §5). */
export const VeteranSignupForm = () => {
  const navigate = useNavigate();
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<VeteranSignupValues>(emptyVeteranSignup);
  const [errors, setErrors] = useState<FieldErrors<VeteranSignupField>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<VeteranSignupField>>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const setField = <F extends VeteranSignupField>(field: F, value: VeteranSignupValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, messages follow the person's corrections as they type.
    if (attempted) {
      const check = checkVeteranSignup(next);
      setErrors(check.ok ? {} : check.errors);
    }
    if (serverErrors[field]) setServerErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const errorOf = (field: VeteranSignupField, label: string) => describeFieldError(label, errors[field] ?? serverErrors[field]);

  const textInput = (field: TextSignupField) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setField(field, event.target.value as VeteranSignupValues[TextSignupField]),
  });

  const focusField = (field: VeteranSignupField | undefined) => {
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
    const check = checkVeteranSignup(values);
    if (!check.ok) {
      setErrors(check.errors);
      focusField(veteranSignupFieldOrder.find((field) => check.errors[field]));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const veteran = await registerVeteran(check.registration);
      toast({
        title: 'Registration Successful',
        description: 'Welcome! Your veteran profile has been created.',
        variant: 'success',
      });
      navigate(pagePath('/veteran-dashboard/:id', { id: veteran.id }));
    } catch (error) {
      const fromServer = serverFieldErrors<VeteranSignupField>(error);
      setServerErrors(fromServer);
      toast({
        title: 'Registration Failed',
        description: 'Please check your information and try again.',
        variant: 'destructive',
      });
      setSubmitting(false);
      focusField(veteranSignupFieldOrder.find((field) => fromServer[field]));
    }
  };

  return (
    <StyledForm ref={formRef} noValidate onSubmit={handleSubmit} aria-label="Veteran registration">
      <FormSection number={1} title="Personal Information" description="How employers can reach you, and your sign-in details.">
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
        <TextField label="Phone" type="tel" autoComplete="tel" placeholder="(555) 123-4567" error={errorOf('phone', 'Phone')} {...textInput('phone')} />
        <TextField label="Location" placeholder="City, State" error={errorOf('location', 'Location')} {...textInput('location')} />
      </FormSection>

      <FormSection number={2} title="Military Service" description="Your service record helps employers understand your experience.">
        <SelectField
          label="Military Branch"
          required
          placeholder="Select your branch"
          options={branchOptions}
          error={errorOf('militaryBranch', 'Military Branch')}
          {...textInput('militaryBranch')}
        />
        <TextField label="Rank" placeholder="e.g. Staff Sergeant (E-6)" error={errorOf('rank', 'Rank')} {...textInput('rank')} />
        <TextField
          label="Service Years"
          placeholder="e.g. 2010-2020"
          error={errorOf('serviceYears', 'Service Years')}
          {...textInput('serviceYears')}
        />
        <TextField
          label="Military Occupation (MOS)"
          placeholder="e.g. 25B IT Specialist"
          error={errorOf('mos', 'Military Occupation')}
          {...textInput('mos')}
        />
        <SelectField
          label="Security Clearance"
          placeholder="Select clearance"
          options={clearanceOptions}
          error={errorOf('securityClearance', 'Security Clearance')}
          {...textInput('securityClearance')}
        />
        <StyledWide>
          <ListEntryField
            label="Deployments"
            entryName="deployment"
            name="deployments"
            placeholder="e.g. Afghanistan 2012"
            hint="Press Enter or Add after each deployment."
            entries={values.deployments}
            addEntry={addListEntry}
            onChange={(entries) => setField('deployments', entries)}
          />
          {errors.deployments && <StyledFieldError>{errorOf('deployments', 'Deployments')}</StyledFieldError>}
        </StyledWide>
      </FormSection>

      <FormSection number={3} title="Skills & Qualifications" description="What you bring to a civilian role.">
        <StyledWide>
          <ListEntryField
            label="Skills"
            entryName="skill"
            name="skills"
            placeholder="e.g. Logistics"
            hint="Press Enter or Add after each skill."
            entries={values.skills}
            addEntry={addListEntry}
            onChange={(entries) => setField('skills', entries)}
          />
          {errors.skills && <StyledFieldError>{errorOf('skills', 'Skills')}</StyledFieldError>}
        </StyledWide>
        <StyledWide>
          <ListEntryField
            label="Certifications"
            entryName="certification"
            name="certifications"
            placeholder="e.g. CompTIA Security+"
            hint="Press Enter or Add after each certification."
            entries={values.certifications}
            addEntry={addListEntry}
            onChange={(entries) => setField('certifications', entries)}
          />
          {errors.certifications && <StyledFieldError>{errorOf('certifications', 'Certifications')}</StyledFieldError>}
        </StyledWide>
        <SelectField
          label="Education"
          placeholder="Select education level"
          options={educationOptions}
          error={errorOf('education', 'Education')}
          {...textInput('education')}
        />
      </FormSection>

      <FormSection number={4} title="Career Preferences" description="The kind of work you are looking for.">
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
        <TextField
          label="Salary Expectation"
          placeholder="e.g. $70,000 - $85,000"
          error={errorOf('salaryExpectation', 'Salary Expectation')}
          {...textInput('salaryExpectation')}
        />
        <SelectField
          label="Availability"
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

      <FormSection number={5} title="Resume & Profile" description="Tell employers your story in your own words.">
        <StyledWide>
          <ResumeField
            label="Resume"
            name="resumeUrl"
            fileName={values.resumeUrl}
            onChange={(fileName) => setField('resumeUrl', fileName)}
          />
        </StyledWide>
        <StyledWide>
          <TextAreaField
            label="Profile Summary"
            placeholder="A few sentences about your service, strengths and the role you want next."
            error={errorOf('profileSummary', 'Profile Summary')}
            {...textInput('profileSummary')}
          />
        </StyledWide>
        <StyledWide>
          <TextField
            label="LinkedIn URL"
            type="url"
            placeholder="https://linkedin.com/in/you"
            error={errorOf('linkedinUrl', 'LinkedIn URL')}
            {...textInput('linkedinUrl')}
          />
        </StyledWide>
      </FormSection>

      <StyledActions>
        <Button type="submit" $size="lg" disabled={submitting}>
          {submitting ? 'Creating Profile…' : 'Create Veteran Profile'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
};

