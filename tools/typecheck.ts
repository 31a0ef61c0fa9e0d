/**
 * `npm run typecheck` (and `nx run tools:typecheck`, part of `npm test`): every project's
 * tsconfig*.json type-checked, in as few TypeScript programs as the settings allow.
 *
 * Each project keeps its own tsconfig files (what editors and the generators' test read). Checked
 * one by one they were 40 programs, each checking the shared libs again: most of the CI's type
 * checking time. Here the configs with the same compiler options are checked as one program (their
 * includes and excludes together), so the libs are checked once per kind of code: browser code
 * with the DOM and no Node types, server code with Node and no DOM, tests with jest.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = join(__dirname, '..');

interface ProjectConfig {
  extends?: string;
  compilerOptions?: Record<string, unknown>;
  include?: string[];
  exclude?: string[];
}

/** The tsconfig*.json files of every project folder: apps/*, libs/*, tools and tools/*. */
const projectFolders = ['apps', 'libs', 'tools'].flatMap((parent) =>
  readdirSync(join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(parent, entry.name)),
);
const configFiles = ['tools', ...projectFolders]
  .filter((folder) => existsSync(join(root, folder)))
  .flatMap((folder) => readdirSync(join(root, folder)).filter((name) => /^tsconfig.*\.json$/.test(name)).map((name) => join(folder, name)))
  .sort();

const groups = new Map<string, { compilerOptions: Record<string, unknown>; include: string[]; exclude: string[]; configs: string[] }>();
for (const file of configFiles) {
  const config = JSON.parse(readFileSync(join(root, file), 'utf8')) as ProjectConfig;
  const base = join(dirname(file), config.extends ?? '');
  if (relative(root, base) !== 'tsconfig.base.json') throw new Error(`${file} must extend tsconfig.base.json to be checked here`);
  const compilerOptions = config.compilerOptions ?? {};
  // The same settings in another order are the same program.
  const key = JSON.stringify(Object.entries(compilerOptions).map(([name, value]) => [name, Array.isArray(value) ? [...value].sort() : value]).sort());
  const group = groups.get(key) ?? { compilerOptions, include: [], exclude: [], configs: [] };
  const inProject = (pattern: string) => `../../${join(dirname(file), pattern)}`;
  group.include.push(...(config.include ?? []).map(inProject));
  group.exclude.push(...(config.exclude ?? []).map(inProject));
  group.configs.push(file);
  groups.set(key, group);
}

const outDir = join(root, 'tmp', 'typecheck');
mkdirSync(outDir, { recursive: true });
let failed = false;
[...groups.values()].forEach((group, index) => {
  const programFile = join(outDir, `tsconfig.${index}.json`);
  writeFileSync(
    programFile,
    JSON.stringify({ extends: '../../tsconfig.base.json', compilerOptions: group.compilerOptions, include: group.include, exclude: group.exclude }, null, 2),
  );
  const started = Date.now();
  const run = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', programFile, '--noEmit'], { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`typecheck: ${group.configs.length} configs (${JSON.stringify(group.compilerOptions)}) in ${seconds} s: ${run.status === 0 ? 'ok' : 'FAILED'}`);
  if (run.status !== 0) failed = true;
});
if (failed) process.exit(1);
