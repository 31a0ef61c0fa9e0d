/** Writes the production edge's config from the routing table and the edge's modules (`npx nx run edge:nginx-config`). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nginxApiRoutesFile, nginxConfigFile, renderNginxApiRoutes, renderNginxConfig } from './nginx-config';

const root = join(__dirname, '..', '..', '..');
writeFileSync(join(root, nginxApiRoutesFile), renderNginxApiRoutes());
writeFileSync(join(root, nginxConfigFile), renderNginxConfig());
console.log(`Wrote ${nginxApiRoutesFile} and ${nginxConfigFile}`);
