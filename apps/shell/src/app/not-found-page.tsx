import { Button, NoticeCard } from '@jobboard/ui';
import { useTexts } from '@jobboard/i18n';
import { Link } from 'react-router-dom';
import { shellTexts } from '../texts';

export const NotFoundPage = () => {
  const t = useTexts(shellTexts);
  return (
    <NoticeCard>
      <h1>{t('404 - Page Not Found')}</h1>
      <p>{t('The page you are looking for does not exist or has moved.')}</p>
      <Button as={Link} to="/">
        {t('Go Home')}
      </Button>
    </NoticeCard>
  );
};
