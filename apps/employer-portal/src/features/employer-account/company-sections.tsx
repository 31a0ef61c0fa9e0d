import { FormSection, StyledWide } from '@jobboard/portal-kit';
import { SelectField, TextAreaField, TextField } from '@jobboard/ui';
import type { ChangeEvent } from 'react';
import type { CompanyField } from './company-fields';
import { companySizeOptions, industryOptions } from './employer-form-options';
import { contractsTexts } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

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
export const CompanySections = ({ idPrefix, firstNumber, errorOf, textInput }: CompanySectionsProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  return (
    <>
      <FormSection idPrefix={idPrefix} number={firstNumber} title={t('Company')}>
        <TextField
          label={t('Company Name')}
          autoComplete="organization"
          required
          error={errorOf('companyName', t('Company Name'))}
          {...textInput('companyName')}
        />
        <TextField label={t('Contact Name')} autoComplete="name" required error={errorOf('contactName', t('Contact Name'))} {...textInput('contactName')} />
        <TextField label={t('Phone')} type="tel" autoComplete="tel" error={errorOf('phone', t('Phone'))} {...textInput('phone')} />
        <TextField
          label={t('Website')}
          type="url"
          autoComplete="url"
          placeholder={'https://'}
          error={errorOf('website', t('Website'))}
          {...textInput('website')}
        />
        <SelectField
          label={t('Industry')}
          options={industryOptions(tc)}
          placeholder={t('Select industry')}
          required
          error={errorOf('industry', t('Industry'))}
          {...textInput('industry')}
        />
        <SelectField
          label={t('Company Size')}
          options={companySizeOptions(t)}
          placeholder={t('Select company size')}
          required
          error={errorOf('companySize', t('Company Size'))}
          {...textInput('companySize')}
        />
      </FormSection>

      <FormSection idPrefix={idPrefix} number={firstNumber + 1} title={t('Location')}>
        <StyledWide>
          <TextField label={t('Address')} autoComplete="street-address" error={errorOf('address', t('Address'))} {...textInput('address')} />
        </StyledWide>
        <TextField label={t('City')} autoComplete="address-level2" required error={errorOf('city', t('City'))} {...textInput('city')} />
        <TextField label={t('State')} autoComplete="address-level1" required error={errorOf('state', t('State'))} {...textInput('state')} />
        <TextField
          label={t('ZIP Code')}
          autoComplete="postal-code"
          inputMode="numeric"
          required
          error={errorOf('zipCode', t('ZIP Code'))}
          {...textInput('zipCode')}
        />
      </FormSection>

      <FormSection idPrefix={idPrefix} number={firstNumber + 2} title={t('About the company')}>
        <StyledWide>
          <TextAreaField
            label={t('Company Description')}
            hint={t('What you do, the roles you hire for, and what makes you a good place to work.')}
            error={errorOf('description', t('Company Description'))}
            {...textInput('description')}
          />
        </StyledWide>
      </FormSection>
    </>
  );
};
