import { useRegisterVeteran } from '@jobboard/api-client';
import { pagePath } from '@jobboard/contracts';
import {
  addListEntry,
  FormSection,
  JobTypeCheckboxes,
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
import { useNavigate } from 'react-router-dom';
import { ResumeField } from './resume-field';
import {
  checkVeteranSignup,
  emptyVeteranSignup,
  veteranSignupFieldOrder,
} from './signup-values';
import { availabilityOptions, branchOptions, clearanceOptions, educationOptions } from './signup-options';

/** The sectioned veteran registration form (`veteranRegistrationFormSchema`). */
export const VeteranSignupForm = () => {
  const navigate = useNavigate();
  const { toast } = useToast();
  const register = useRegisterVeteran();
  const [submitting, setSubmitting] = useState(false);
  const { formRef, values, setField, errorOf, textInput, validate, showServerErrors } = useCheckedForm({
    initialValues: emptyVeteranSignup,
    check: checkVeteranSignup,
    fieldOrder: veteranSignupFieldOrder,
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const check = validate();
    if (!check.ok) return;
    setSubmitting(true);
    try {
      const veteran = await register(check.registration);
      toast({
        title: 'Registration Successful',
        description: 'Welcome! Your veteran profile has been created.',
        variant: 'success',
      });
      navigate(pagePath('/veteran-dashboard/:id', { id: veteran.id }));
    } catch (error) {
      toast({
        title: 'Registration Failed',
        description: 'Please check your information and try again.',
        variant: 'destructive',
      });
      setSubmitting(false);
      showServerErrors(error);
    }
  };

  return (
    <StyledSectionedForm ref={formRef} noValidate onSubmit={handleSubmit} aria-label="Veteran registration">
      <FormSection idPrefix="veteran-signup" number={1} title="Personal Information" description="How employers can reach you, and your sign-in details.">
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

      <FormSection idPrefix="veteran-signup" number={2} title="Military Service" description="Your service record helps employers understand your experience.">
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
            error={errorOf('deployments', 'Deployments')}
          />
        </StyledWide>
      </FormSection>

      <FormSection idPrefix="veteran-signup" number={3} title="Skills & Qualifications" description="What you bring to a civilian role.">
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
            error={errorOf('skills', 'Skills')}
          />
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
            error={errorOf('certifications', 'Certifications')}
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

      <FormSection idPrefix="veteran-signup" number={4} title="Career Preferences" description="The kind of work you are looking for.">
        <StyledWide>
          <JobTypeCheckboxes selected={values.preferredJobTypes} onChange={(selected) => setField('preferredJobTypes', selected)} />
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

      <FormSection idPrefix="veteran-signup" number={5} title="Resume & Profile" description="Tell employers your story in your own words.">
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

      <StyledFormActions>
        <Button type="submit" $size="lg" disabled={submitting}>
          {submitting ? 'Creating Profile…' : 'Create Veteran Profile'}
        </Button>
      </StyledFormActions>
    </StyledSectionedForm>
  );
};

