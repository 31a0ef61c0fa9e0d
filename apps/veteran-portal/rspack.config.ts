import { remotePortalConfig } from '@jobboard/federation';

export default remotePortalConfig({ portal: 'veteran', devPort: 4203 });
