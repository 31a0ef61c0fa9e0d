import { ApiError, useEmployerSession } from '@jobboard/api-client';
import { pagePath } from '@jobboard/contracts';
import { Button, Icon, LoadFailedNotice, PageBody, PageIntro, SkeletonList, StateNotice } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import { CompanyProfileForm, EmployerSignInDetails, EmployerYourData } from '../../features/employer-account';
import { FairChanceAttestationForm } from '../../features/fair-chance';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

/** /employer-settings (Company Settings): the signed-in employer's profile and sign-in details. */
export const EmployerSettingsPage = () => {
  const t = useTexts(employerTexts);
  const { data: employer, error, isLoading, mutate } = useEmployerSession();

  let content;
  // Signed in as someone else (a job seeker) reads as not signed in as an employer.
  const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
  if (error && !refused) {
    content = <LoadFailedNotice headingLevel={2} title={t('Could not load your settings')} onRetry={() => void mutate()} />;
  } else if (isLoading) {
    content = <SkeletonList count={2} label={t('Loading your settings')} />;
  } else if (!employer) {
    content = (
      <StateNotice
        tone="raised"
        icon={<Icon name="building" size={28} />}
        title={t('Sign in to manage your company')}
        description={t('Company Settings are for the signed-in employer.')}
        action={
          <Button as={Link} to="/employer-login">
            {t('Employer Login')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        {/* Keyed by the stored profile, so the form starts again from what was saved. */}
        <CompanyProfileForm key={employer.updatedAt} employer={employer} />
        <EmployerSignInDetails employer={employer} />
        <div id="fair-chance">
          {/* Keyed by the stored attestation, so the form starts again from what was saved. */}
          <FairChanceAttestationForm key={employer.fairChanceAttestation?.attestedAt ?? 'none'} employer={employer} number={5} />
        </div>
        <EmployerYourData employer={employer} />
      </>
    );
  }

  return (
    <PageBody $narrow $gap="xl">
      <PageIntro
        title={t('Company Settings')}
        lead={t('Your company profile, as candidates see it, how you sign in, and your fair-chance practices.')}
        actions={
          employer && (
            <Button as={Link} to={pagePath('/employer-dashboard/:id', { id: employer.id })} $variant="outline">
              {t('Back to dashboard')}
            </Button>
          )
        }
      />
      {content}
    </PageBody>
  );
};
