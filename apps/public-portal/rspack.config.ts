import { remotePortalConfig } from '@jobboard/federation';

export default remotePortalConfig({ portal: 'public', devPort: 4201 });
