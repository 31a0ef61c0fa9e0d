import { remotePortalConfig } from '@jobboard/federation';

export default remotePortalConfig({ portal: 'employer', devPort: 4202 });
