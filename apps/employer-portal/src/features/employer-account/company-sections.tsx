import { FormSection, StyledWide } from '@jobboard/portal-kit';
import { SelectField, TextAreaField, TextField } from '@jobboard/ui';
import type { ChangeEvent } from 'react';
import type { CompanyField } from './company-fields';
import { companySizeOptions, industryOptions } from './employer-form-options';

interface ControlProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

export interface CompanySectionsProps {
  /** Makes the section headings' ids unique on the page. */
  idPrefix: string;
  /** The number of the first of the three sections (Company, Location, About the company). */
  firstNumber: number;
  /** From useCheckedForm: a field's message, worded with its label. */
  errorOf: (field: CompanyField, label: string) => string | undefined;
  /** From useCheckedForm: name, value and onChange of a field. */
  textInput: (field: CompanyField) => ControlProps;
}

/** The Company, Location and About sections of the employer's forms (registration and settings). */
export const CompanySections = ({ idPrefix, firstNumber, errorOf, textInput }: CompanySectionsProps) => (
  <>
    <FormSection idPrefix={idPrefix} number={firstNumber} title="Company">
      <TextField
        label="Company Name"
        autoComplete="organization"
        required
        error={errorOf('companyName', 'Company Name')}
        {...textInput('companyName')}
      />
      <TextField label="Contact Name" autoComplete="name" required error={errorOf('contactName', 'Contact Name')} {...textInput('contactName')} />
      <TextField label="Phone" type="tel" autoComplete="tel" error={errorOf('phone', 'Phone')} {...textInput('phone')} />
      <TextField
        label="Website"
        type="url"
        autoComplete="url"
        placeholder="https://"
        error={errorOf('website', 'Website')}
        {...textInput('website')}
      />
      <SelectField
        label="Industry"
        options={industryOptions}
        placeholder="Select industry"
        required
        error={errorOf('industry', 'Industry')}
        {...textInput('industry')}
      />
      <SelectField
        label="Company Size"
        options={companySizeOptions}
        placeholder="Select company size"
        required
        error={errorOf('companySize', 'Company Size')}
        {...textInput('companySize')}
      />
    </FormSection>

    <FormSection idPrefix={idPrefix} number={firstNumber + 1} title="Location">
      <StyledWide>
        <TextField label="Address" autoComplete="street-address" error={errorOf('address', 'Address')} {...textInput('address')} />
      </StyledWide>
      <TextField label="City" autoComplete="address-level2" required error={errorOf('city', 'City')} {...textInput('city')} />
      <TextField label="State" autoComplete="address-level1" required error={errorOf('state', 'State')} {...textInput('state')} />
      <TextField
        label="ZIP Code"
        autoComplete="postal-code"
        inputMode="numeric"
        required
        error={errorOf('zipCode', 'ZIP Code')}
        {...textInput('zipCode')}
      />
    </FormSection>

    <FormSection idPrefix={idPrefix} number={firstNumber + 2} title="About the company">
      <StyledWide>
        <TextAreaField
          label="Company Description"
          hint="What you do, the roles you hire for, and what makes you a good place to work."
          error={errorOf('description', 'Company Description')}
          {...textInput('description')}
        />
      </StyledWide>
    </FormSection>
  </>
);
