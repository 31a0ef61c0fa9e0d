import { useTexts, withParts } from '@jobboard/i18n';
import { FormPageIntro } from '@jobboard/portal-kit';
import { Container } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import { JobSeekerSignupForm } from '../../features/job-seeker-account';
import { publicTexts } from '../../texts';

/** /job-seeker-signup: the sectioned signup form; success signs in and opens /jobs. */
export const JobSeekerSignupPage = () => {
  const t = useTexts(publicTexts);
  return (
    <Container $narrow>
      <FormPageIntro
        eyebrow={t('Free for job seekers')}
        title={t('Create Your Job Seeker Account')}
        lead={t('Tell us about yourself and the work you want. Because real people deserve real opportunities.')}
        after={<>{withParts(t('Already have an account? {{logIn}}'), { logIn: <Link to="/job-seeker-login">{t('Log in')}</Link> })}</>}
      />
      <JobSeekerSignupForm />
    </Container>
  );
};

