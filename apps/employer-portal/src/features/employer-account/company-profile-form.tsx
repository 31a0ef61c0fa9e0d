import { useUpdateEmployerProfile } from '@jobboard/api-client';
import { hiringMessages, type Employer } from '@jobboard/contracts';
import { StyledFormActions, StyledSectionedForm, useCheckedForm } from '@jobboard/portal-kit';
import { Button, useToast } from '@jobboard/ui';
import { useState, type FormEvent } from 'react';
import { checkCompanyProfile, companyFields, companyValuesOf } from './company-fields';
import { CompanySections } from './company-sections';

export interface CompanyProfileFormProps {
  employer: Employer;
}

/** Company Settings' profile: the registration's company sections, filled in, saved with PUT /api/employers/:id. */
export const CompanyProfileForm = ({ employer }: CompanyProfileFormProps) => {
  const { toast } = useToast();
  const updateProfile = useUpdateEmployerProfile(employer.id);
  const [saving, setSaving] = useState(false);
  const { formRef, errorOf, textInput, validate, showServerErrors } = useCheckedForm({
    initialValues: companyValuesOf(employer),
    check: checkCompanyProfile,
    fieldOrder: companyFields,
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const check = validate();
    if (!check.ok) return;
    setSaving(true);
    try {
      await updateProfile(check.profile);
      toast({ title: hiringMessages.profileUpdated.title, description: hiringMessages.profileUpdated.message, variant: 'success' });
    } catch (error) {
      toast({ title: hiringMessages.profileFailed.title, description: hiringMessages.profileFailed.message, variant: 'destructive' });
      showServerErrors(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <StyledSectionedForm ref={formRef} noValidate onSubmit={handleSubmit} aria-label="Company profile">
      <CompanySections idPrefix="company-settings" firstNumber={1} errorOf={errorOf} textInput={textInput} />
      <StyledFormActions>
        <Button type="submit" $size="lg" disabled={saving}>
          {saving ? 'Saving...' : 'Save Company Profile'}
        </Button>
      </StyledFormActions>
    </StyledSectionedForm>
  );
};
