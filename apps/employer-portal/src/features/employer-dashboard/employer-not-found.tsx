import { contractsTexts, hiringMessages } from '@jobboard/contracts';
import { Button, NoticeCard } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

/**
 * What a dashboard address shows to anyone but its signed-in owner: the same words whether the
 * employer does not exist or belongs to someone else, so an id says nothing about a company.
 */
export const EmployerNotFound = () => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  return (
    <NoticeCard>
      <h1>{tc(hiringMessages.employerNotFound)}</h1>
      <p>{t('This dashboard is only shown to its employer, signed in. If it is yours, sign in to see it.')}</p>
      <Button as={Link} to="/employer-login">
        {t('Employer Login')}
      </Button>
    </NoticeCard>
  );
};
