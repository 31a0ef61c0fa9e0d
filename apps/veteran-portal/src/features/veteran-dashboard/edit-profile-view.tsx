import { dataExportUrl, useDeleteVeteranAccount, useUpdateVeteranCredentials, useUpdateVeteranProfile, useWrite } from '@jobboard/api-client';
import { contractsTexts, veteranMessages, type VeteranProfile } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { SignInDetailsForm, StyledFormActions, StyledSectionedForm, useCheckedForm, YourDataSection } from '@jobboard/portal-kit';
import { Button, PageIntro, useToast } from '@jobboard/ui';
import { useEffect, useRef, type FormEvent } from 'react';
import { veteranTexts } from '../../texts';
import { checkProfileUpdate, profileValuesOf, veteranProfileFieldOrder, VeteranProfileSections } from '../veteran-signup';

export interface EditProfileViewProps {
  veteran: VeteranProfile;
  /** Back to the dashboard, after saving or instead of it. */
  onDone: () => void;
}

/** Edit Profile's section 6: the veteran's sign-in details. */
const VeteranSignInDetails = ({ veteran }: { veteran: Pick<VeteranProfile, 'id' | 'email'> }) => {
  const save = useUpdateVeteranCredentials(veteran.id);
  return <SignInDetailsForm email={veteran.email} save={save} idPrefix="veteran-sign-in" number={6} />;
};

/** Edit Profile's last section: download the veteran's data, or delete the account. */
const VeteranYourData = ({ veteran }: { veteran: Pick<VeteranProfile, 'id'> }) => (
  <YourDataSection kind="veteran" exportUrl={dataExportUrl.veteran(veteran.id)} deleteAccount={useDeleteVeteranAccount(veteran.id)} />
);

const ProfileForm = ({ veteran, onDone }: EditProfileViewProps) => {
  const t = useTexts(veteranTexts);
  const tc = useTexts(contractsTexts);
  const { toast } = useToast();
  const saving = useWrite(useUpdateVeteranProfile(veteran.id));
  const form = useCheckedForm({
    initialValues: profileValuesOf(veteran),
    check: checkProfileUpdate,
    fieldOrder: veteranProfileFieldOrder,
  });
  const { formRef, validate, showServerErrors } = form;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.pending) return;
    const check = validate();
    if (!check.ok) return;
    try {
      await saving.run(check.update);
      toast({ title: tc(veteranMessages.profileUpdated.title), description: tc(veteranMessages.profileUpdated.message), variant: 'success' });
      onDone();
    } catch (error) {
      toast({ title: tc(veteranMessages.profileFailed.title), description: tc(veteranMessages.profileFailed.message), variant: 'destructive' });
      showServerErrors(error);
    }
  };

  return (
    <StyledSectionedForm ref={formRef} noValidate onSubmit={handleSubmit} aria-label={t('Veteran profile')}>
      <VeteranProfileSections form={form} idPrefix="veteran-edit" personalDescription={t('Your name and how employers can reach you.')} />
      <StyledFormActions>
        <Button type="button" $variant="outline" $size="lg" onClick={onDone} disabled={saving.pending}>
          {t('Cancel')}
        </Button>
        <Button type="submit" $size="lg" disabled={saving.pending}>
          {saving.pending ? t('Saving...') : t('Save Profile')}
        </Button>
      </StyledFormActions>
    </StyledSectionedForm>
  );
};

/**
 * Edit Profile: every signup field with the signup's rules and messages, then the sign-in
 * details in their own section, which needs the current password.
 */
export const EditProfileView = ({ veteran, onDone }: EditProfileViewProps) => {
  const t = useTexts(veteranTexts);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Where the view starts, for keyboard and screen reader users who pressed Edit Profile.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <>
      <PageIntro
        titleRef={headingRef}
        title={t('Edit Profile')}
        lead={t('What employers see of you, and what your recommended jobs are picked by.')}
        actions={
          <Button type="button" $variant="outline" onClick={onDone}>
            {t('Back to dashboard')}
          </Button>
        }
      />
      {/* Starts from the profile as stored when the view opened; a sign-in change below does not reset it. */}
      <ProfileForm veteran={veteran} onDone={onDone} />
      <VeteranSignInDetails veteran={veteran} />
      <VeteranYourData veteran={veteran} />
    </>
  );
};
