import { veteranMessages } from '@jobboard/contracts';
import { Button, NoticeCard } from '@jobboard/ui';
import { Link } from 'react-router-dom';

/**
 * What a dashboard address shows to anyone but its signed-in owner: the same words whether the
 * profile does not exist or belongs to someone else, so an id says nothing about a veteran.
 */
export const VeteranNotFound = () => (
  <NoticeCard>
    <h1>{veteranMessages.notFound}</h1>
    <p>This dashboard is only shown to its veteran, signed in. If it is yours, sign in to see it.</p>
    <Button as={Link} to="/veteran-login">
      Veteran Login
    </Button>
  </NoticeCard>
);
