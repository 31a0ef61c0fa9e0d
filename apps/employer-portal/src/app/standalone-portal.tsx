import { StandalonePortal as PortalAlone } from '@jobboard/portal-kit';
import { pages } from '../pages';

export const StandalonePortal = () => <PortalAlone pages={pages} />;
