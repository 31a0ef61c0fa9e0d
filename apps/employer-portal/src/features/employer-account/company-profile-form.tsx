import { useUpdateEmployerProfile, useWrite } from '@jobboard/api-client';
import { contractsTexts, hiringMessages, type Employer } from '@jobboard/contracts';
import { domainTexts, timeZoneForState, timeZoneLabel, usTimeZones } from '@jobboard/domain';
import { FormSection, StyledFormActions, StyledSectionedForm, useCheckedForm } from '@jobboard/portal-kit';
import { Button, SelectField, useToast } from '@jobboard/ui';
import type { FormEvent } from 'react';
import { checkCompanyProfile, companyFields, companyValuesOf } from './company-fields';
import { CompanySections } from './company-sections';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface CompanyProfileFormProps {
  employer: Employer;
}

/** Company Settings' profile: the registration's company sections, filled in, saved with PUT /api/employers/:id. */
export const CompanyProfileForm = ({ employer }: CompanyProfileFormProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const td = useTexts(domainTexts);
  const { toast } = useToast();
  const saving = useWrite(useUpdateEmployerProfile(employer.id));
  // Until the employer picks one, interviews are in the zone of its state.
  const stateZone = timeZoneForState(employer.state);
  const { formRef, values, errorOf, textInput, validate, showServerErrors } = useCheckedForm({
    initialValues: { ...companyValuesOf(employer), timeZone: employer.timeZone || stateZone },
    check: checkCompanyProfile,
    fieldOrder: [...companyFields, 'timeZone'],
  });
  const { timeZone } = values;
  const zoneOptions = usTimeZones.map((zone) => ({ value: zone.id, label: td(zone.label) }));
  const timeZoneOptions = usTimeZones.some((zone) => zone.id === timeZone)
    ? zoneOptions
    : [{ value: timeZone, label: td(timeZoneLabel(timeZone)) }, ...zoneOptions];

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.pending) return;
    const check = validate();
    if (!check.ok) return;
    try {
      // A zone still derived from the state is not stored, so it follows a change of state.
      const { timeZone: _derivedZone, ...withoutZone } = check.profile;
      await saving.run(!employer.timeZone && timeZone === stateZone ? withoutZone : check.profile);
      toast({ title: tc(hiringMessages.profileUpdated.title), description: tc(hiringMessages.profileUpdated.message), variant: 'success' });
    } catch (error) {
      toast({ title: tc(hiringMessages.profileFailed.title), description: tc(hiringMessages.profileFailed.message), variant: 'destructive' });
      showServerErrors(error);
    }
  };

  return (
    <StyledSectionedForm ref={formRef} noValidate onSubmit={handleSubmit} aria-label={t('Company profile')}>
      <CompanySections idPrefix="company-settings" firstNumber={1} errorOf={errorOf} textInput={textInput} />
      <FormSection
        idPrefix="company-settings"
        number={4}
        title={t('Interviews')}
        description={t('Interview times are booked and shown to candidates in this time zone.')}
      >
        <SelectField label={t('Time zone')} options={timeZoneOptions} error={errorOf('timeZone', t('Time zone'))} {...textInput('timeZone')} />
      </FormSection>
      <StyledFormActions>
        <Button type="submit" $size="lg" disabled={saving.pending}>
          {saving.pending ? t('Saving...') : t('Save Company Profile')}
        </Button>
      </StyledFormActions>
    </StyledSectionedForm>
  );
};
