import { addListEntry, FormSection, JobTypeCheckboxes, StyledWide } from '@jobboard/portal-kit';
import { CheckboxField, ListEntryField, SelectField, TextAreaField, TextField } from '@jobboard/ui';
import type { ReactNode } from 'react';
import type { VeteranProfileFormState } from './profile-values';
import { availabilityOptions, branchOptions, clearanceOptions, educationOptions } from './signup-options';

export interface VeteranProfileSectionsProps {
  form: VeteranProfileFormState;
  /** Makes the section heading ids unique on the page. */
  idPrefix: string;
  personalDescription: string;
  /** The signup's email and password, between the name and the phone; Edit Profile has none. */
  signInFields?: ReactNode;
  /** The signup's resume picker; Edit Profile has none (the Profile tab keeps the saved resumes). */
  resumeField?: ReactNode;
}

/**
 * The five sections of a veteran's profile, as the signup form and Edit Profile both show them:
 * the same fields, list-entry rules and messages.
 */
export const VeteranProfileSections = ({ form, idPrefix, personalDescription, signInFields, resumeField }: VeteranProfileSectionsProps) => {
  const { values, setField, errorOf, textInput } = form;
  return (
    <>
      <FormSection idPrefix={idPrefix} number={1} title="Personal Information" description={personalDescription}>
        <TextField label="First Name" required autoComplete="given-name" error={errorOf('firstName', 'First Name')} {...textInput('firstName')} />
        <TextField label="Last Name" required autoComplete="family-name" error={errorOf('lastName', 'Last Name')} {...textInput('lastName')} />
        {signInFields}
        <TextField label="Phone" type="tel" autoComplete="tel" placeholder="(555) 123-4567" error={errorOf('phone', 'Phone')} {...textInput('phone')} />
        <TextField label="Location" placeholder="City, State" error={errorOf('location', 'Location')} {...textInput('location')} />
      </FormSection>

      <FormSection idPrefix={idPrefix} number={2} title="Military Service" description="Your service record helps employers understand your experience.">
        <SelectField
          label="Military Branch"
          required
          placeholder="Select your branch"
          options={branchOptions}
          error={errorOf('militaryBranch', 'Military Branch')}
          {...textInput('militaryBranch')}
        />
        <TextField label="Rank" placeholder="e.g. Staff Sergeant (E-6)" error={errorOf('rank', 'Rank')} {...textInput('rank')} />
        <TextField label="Service Years" placeholder="e.g. 2010-2020" error={errorOf('serviceYears', 'Service Years')} {...textInput('serviceYears')} />
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

      <FormSection idPrefix={idPrefix} number={3} title="Skills & Qualifications" description="What you bring to a civilian role.">
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

      <FormSection idPrefix={idPrefix} number={4} title="Career Preferences" description="The kind of work you are looking for.">
        <StyledWide>
          <JobTypeCheckboxes selected={values.preferredJobTypes} onChange={(selected) => setField('preferredJobTypes', selected)} />
        </StyledWide>
        <TextField
          label="Salary Expectation"
          placeholder="e.g. $70,000 - $85,000"
          error={errorOf('salaryExpectation', 'Salary Expectation')}
          {...textInput('salaryExpectation')}
        />
        <SelectField label="Availability" options={availabilityOptions} error={errorOf('availability', 'Availability')} {...textInput('availability')} />
        <StyledWide>
          <CheckboxField
            name="relocateWilling"
            label="I am willing to relocate"
            checked={values.relocateWilling}
            onChange={(event) => setField('relocateWilling', event.target.checked)}
          />
        </StyledWide>
      </FormSection>

      <FormSection idPrefix={idPrefix} number={5} title="Resume & Profile" description="Tell employers your story in your own words.">
        {resumeField && <StyledWide>{resumeField}</StyledWide>}
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
    </>
  );
};
