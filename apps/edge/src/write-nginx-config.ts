/** Writes the production edge's API routes from the routing table (`npx nx run edge:nginx-config`). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nginxApiRoutesFile, renderNginxApiRoutes } from './nginx-config';

const target = join(__dirname, '..', '..', '..', nginxApiRoutesFile);
writeFileSync(target, renderNginxApiRoutes());
console.log(`Wrote ${nginxApiRoutesFile}`);
