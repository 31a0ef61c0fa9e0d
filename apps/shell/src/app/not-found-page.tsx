import { Button, NoticeCard } from '@jobboard/ui';
import { Link } from 'react-router-dom';

export const NotFoundPage = () => (
  <NoticeCard>
    <h1>404 - Page Not Found</h1>
    <p>The page you are looking for does not exist or has moved.</p>
    <Button as={Link} to="/">
      Go Home
    </Button>
  </NoticeCard>
);
