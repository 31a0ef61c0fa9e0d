import { remotePortalConfig } from '@jobboard/federation';

// Its first pages (home, search, a job, second chance) are rendered on the server too.
export default remotePortalConfig({ portal: 'public', devPort: 4201, serverRendered: true });
