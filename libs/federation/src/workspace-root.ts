import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The folder holding nx.json, found from the working directory (Nx runs targets there). Not
 * from __dirname: the build runner is bundled into tmp/ before it runs.
 */
export const findWorkspaceRoot = (from = process.cwd()): string => {
  let folder = from;
  while (!existsSync(join(folder, 'nx.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`no nx.json above ${from}`);
    folder = parent;
  }
  return folder;
};
