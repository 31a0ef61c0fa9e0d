import { logger, type Tree } from '@nx/devkit';
import { execSync } from 'node:child_process';

/**
 * The production edge's nginx config and Kubernetes routes are generated from the routing and
 * page tables and committed (the edge's tests compare them with the tables). After a generator
 * has written a table, they are written again, as `npx nx run edge:nginx-config` does.
 */
export const rewriteEdgeConfig = (tree: Tree): void => {
  if (!tree.exists('apps/edge/project.json')) {
    logger.warn('No apps/edge here: run `npx nx run edge:nginx-config` where it is, so nginx and Kubernetes route the change.');
    return;
  }
  execSync('npx nx run edge:nginx-config', { cwd: tree.root, stdio: 'inherit' });
};
