import { contractsTexts } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { addListEntry, FormSection, JobTypeCheckboxes, StyledWide } from '@jobboard/portal-kit';
import { CheckboxField, ListEntryField, SelectField, TextAreaField, TextField, type SelectOption } from '@jobboard/ui';
import type { ReactNode } from 'react';
import { veteranTexts } from '../../texts';
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
  const t = useTexts(veteranTexts);
  const tc = useTexts(contractsTexts);
  // Branches, clearances and education levels are the contracts' words: shown in the reader's language.
  const inLanguage = (options: readonly SelectOption[]) => options.map((option) => ({ ...option, label: tc(option.label) }));
  const { values, setField, errorOf, textInput } = form;
  return (
    <>
      <FormSection idPrefix={idPrefix} number={1} title={t('Personal Information')} description={personalDescription}>
        <TextField label={t('First Name')} required autoComplete="given-name" error={errorOf('firstName', t('First Name'))} {...textInput('firstName')} />
        <TextField label={t('Last Name')} required autoComplete="family-name" error={errorOf('lastName', t('Last Name'))} {...textInput('lastName')} />
        {signInFields}
        <TextField label={t('Phone')} type="tel" autoComplete="tel" placeholder={t('(555) 123-4567')} error={errorOf('phone', t('Phone'))} {...textInput('phone')} />
        <TextField label={t('Location')} placeholder={t('City, State')} error={errorOf('location', t('Location'))} {...textInput('location')} />
      </FormSection>

      <FormSection idPrefix={idPrefix} number={2} title={t('Military Service')} description={t('Your service record helps employers understand your experience.')}>
        <SelectField
          label={t('Military Branch')}
          required
          placeholder={t('Select your branch')}
          options={inLanguage(branchOptions)}
          error={errorOf('militaryBranch', t('Military Branch'))}
          {...textInput('militaryBranch')}
        />
        <TextField label={t('Rank')} placeholder={t('e.g. Staff Sergeant (E-6)')} error={errorOf('rank', t('Rank'))} {...textInput('rank')} />
        <TextField label={t('Service Years')} placeholder={t('e.g. 2010-2020')} error={errorOf('serviceYears', t('Service Years'))} {...textInput('serviceYears')} />
        <TextField
          label={t('Military Occupation (MOS)')}
          placeholder={t('e.g. 25B IT Specialist')}
          error={errorOf('mos', t('Military Occupation'))}
          {...textInput('mos')}
        />
        <SelectField
          label={t('Security Clearance')}
          placeholder={t('Select clearance')}
          options={inLanguage(clearanceOptions)}
          error={errorOf('securityClearance', t('Security Clearance'))}
          {...textInput('securityClearance')}
        />
        <StyledWide>
          <ListEntryField
            label={t('Deployments')}
            entryName={t('deployment')}
            name="deployments"
            placeholder={t('e.g. Afghanistan 2012')}
            hint={t('Press Enter or Add after each deployment.')}
            entries={values.deployments}
            addEntry={addListEntry}
            onChange={(entries) => setField('deployments', entries)}
            error={errorOf('deployments', t('Deployments'))}
          />
        </StyledWide>
      </FormSection>

      <FormSection idPrefix={idPrefix} number={3} title={t('Skills & Qualifications')} description={t('What you bring to a civilian role.')}>
        <StyledWide>
          <ListEntryField
            label={t('Skills')}
            entryName={t('skill')}
            name="skills"
            placeholder={t('e.g. Logistics')}
            hint={t('Press Enter or Add after each skill.')}
            entries={values.skills}
            addEntry={addListEntry}
            onChange={(entries) => setField('skills', entries)}
            error={errorOf('skills', t('Skills'))}
          />
        </StyledWide>
        <StyledWide>
          <ListEntryField
            label={t('Certifications')}
            entryName={t('certification')}
            name="certifications"
            placeholder={t('e.g. CompTIA Security+')}
            hint={t('Press Enter or Add after each certification.')}
            entries={values.certifications}
            addEntry={addListEntry}
            onChange={(entries) => setField('certifications', entries)}
            error={errorOf('certifications', t('Certifications'))}
          />
        </StyledWide>
        <SelectField
          label={t('Education')}
          placeholder={t('Select education level')}
          options={inLanguage(educationOptions)}
          error={errorOf('education', t('Education'))}
          {...textInput('education')}
        />
      </FormSection>

      <FormSection idPrefix={idPrefix} number={4} title={t('Career Preferences')} description={t('The kind of work you are looking for.')}>
        <StyledWide>
          <JobTypeCheckboxes selected={values.preferredJobTypes} onChange={(selected) => setField('preferredJobTypes', selected)} />
        </StyledWide>
        <TextField
          label={t('Salary Expectation')}
          placeholder={t('e.g. $70,000 - $85,000')}
          error={errorOf('salaryExpectation', t('Salary Expectation'))}
          {...textInput('salaryExpectation')}
        />
        <SelectField label={t('Availability')} options={availabilityOptions.map((option) => ({ ...option, label: t(option.label) }))} error={errorOf('availability', t('Availability'))} {...textInput('availability')} />
        <StyledWide>
          <CheckboxField
            name="relocateWilling"
            label={t('I am willing to relocate')}
            checked={values.relocateWilling}
            onChange={(event) => setField('relocateWilling', event.target.checked)}
          />
        </StyledWide>
      </FormSection>

      <FormSection idPrefix={idPrefix} number={5} title={t('Resume & Profile')} description={t('Tell employers your story in your own words.')}>
        {resumeField && <StyledWide>{resumeField}</StyledWide>}
        <StyledWide>
          <TextAreaField
            label={t('Profile Summary')}
            placeholder={t('A few sentences about your service, strengths and the role you want next.')}
            error={errorOf('profileSummary', t('Profile Summary'))}
            {...textInput('profileSummary')}
          />
        </StyledWide>
        <StyledWide>
          <TextField
            label={t('LinkedIn URL')}
            type="url"
            placeholder={t('https://linkedin.com/in/you')}
            error={errorOf('linkedinUrl', t('LinkedIn URL'))}
            {...textInput('linkedinUrl')}
          />
        </StyledWide>
      </FormSection>
    </>
  );
};
