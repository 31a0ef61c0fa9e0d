import { Button, NoticeCard } from '@jobboard/ui';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';

/**
 * An honest placeholder for a screen whose issue has not landed: it says so, and offers a
 * way on. Never a fake version of the screen.
 */
export const notAvailableYet = (title: string): ComponentType => {
  const NotAvailableYetPage = () => (
    <NoticeCard data-page="not-available-yet">
      <h1>{title}</h1>
      <p>This page is not available yet. We are building it now.</p>
      <Button as={Link} to="/">
        Back to Home
      </Button>
    </NoticeCard>
  );
  return NotAvailableYetPage;
};
