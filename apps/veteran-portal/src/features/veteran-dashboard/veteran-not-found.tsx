import { contractsTexts, veteranMessages } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { Button, NoticeCard } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import { veteranTexts } from '../../texts';

/**
 * What a dashboard address shows to anyone but its signed-in owner: the same words whether the
 * profile does not exist or belongs to someone else, so an id says nothing about a veteran.
 */
export const VeteranNotFound = () => {
  const t = useTexts(veteranTexts);
  const tc = useTexts(contractsTexts);
  return (
    <NoticeCard>
      <h1>{tc(veteranMessages.notFound)}</h1>
      <p>{t('This dashboard is only shown to its veteran, signed in. If it is yours, sign in to see it.')}</p>
      <Button as={Link} to="/veteran-login">
        {t('Veteran Login')}
      </Button>
    </NoticeCard>
  );
};
