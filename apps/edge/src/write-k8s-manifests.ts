/** Writes the generated part of infra/k8s/base from the routing table (run by `npx nx run edge:nginx-config`). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderK8sBase } from './k8s-manifests';

const root = join(__dirname, '..', '..', '..');
const files = renderK8sBase();
for (const [file, content] of Object.entries(files)) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), content);
}
console.log(`Wrote ${Object.keys(files).join(', ')}`);
