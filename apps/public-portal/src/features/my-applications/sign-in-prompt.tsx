import { contractsTexts, myApplicationsPath, applicationTrackerMessages as text } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { withReturnPath } from '@jobboard/portal-kit';
import { Button, Icon, StateNotice } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import { publicTexts } from '../../texts';

/** Applications are served only to their owner: signed out, the tab asks the person to sign in or sign up. */
export const SignInPrompt = () => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  return (
    <StateNotice
      tone="raised"
      icon={<Icon name="briefcase" size={28} />}
      title={tc(text.signInTitle)}
      description={tc(text.signInDescription)}
      action={
        <>
          <Button as={Link} to={withReturnPath('/job-seeker-login', myApplicationsPath)}>
            {t('Log In')}
          </Button>
          <Button as={Link} to={withReturnPath('/job-seeker-signup', myApplicationsPath)} $variant="secondary">
            {t('Sign Up')}
          </Button>
        </>
      }
    />
  );
};
