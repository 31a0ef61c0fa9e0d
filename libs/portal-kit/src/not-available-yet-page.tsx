import { useTexts } from '@jobboard/i18n';
import { Button, NoticeCard } from '@jobboard/ui';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { portalKitTexts } from './texts';

/**
 * An honest placeholder for a screen whose issue has not landed: it says so, and offers a
 * way on. Never a fake version of the screen.
 */
export const notAvailableYet = (title: string): ComponentType => {
  const NotAvailableYetPage = () => {
    const t = useTexts(portalKitTexts);
    return (
      <NoticeCard data-page="not-available-yet">
        <h1>{title}</h1>
        <p>{t('This page is not available yet. We are building it now.')}</p>
        <Button as={Link} to="/">
          {t('Back to Home')}
        </Button>
      </NoticeCard>
    );
  };
  return NotAvailableYetPage;
};
