import { remotePortalConfig } from '@jobboard/federation';

export default remotePortalConfig({ portal: 'admin', devPort: 4204 });
