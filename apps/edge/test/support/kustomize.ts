/**
 * The `kustomize` binary for the manifest tests, pinned like stripe-mock: KUSTOMIZE_BIN, else
 * `kustomize` on PATH or in Go's bin folder at the pinned version, else the project cache
 * (`~/.cache/real-opportunities/bin`, KUSTOMIZE_CACHE overrides), else installed there once with
 * `go install sigs.k8s.io/kustomize/kustomize/v5@<version>` from the Go module proxy (about 20 s).
 */
import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** v5.7.1 builds with the Go this machine kind has (1.26); later ones may want a newer toolchain. */
export const kustomizeVersion = 'v5.7.1';
const kustomizeModule = 'sigs.k8s.io/kustomize/kustomize/v5';

const cacheBinDir = () =>
  process.env.KUSTOMIZE_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'real-opportunities', 'bin');

const isExecutable = (file: string) => access(file, constants.X_OK).then(() => true, () => false);

/** What `kustomize version` says (`v5.7.1`), or undefined. */
const versionOf = async (bin: string) => {
  try {
    const { stdout } = await run(bin, ['version'], { timeout: 30_000 });
    return /v\d+\.\d+\.\d+/.exec(stdout)?.[0];
  } catch {
    return undefined;
  }
};

const goBinDirs = async (): Promise<string[] | undefined> => {
  try {
    const { stdout } = await run('go', ['env', 'GOBIN', 'GOPATH'], { timeout: 30_000 });
    const [gobin = '', gopath = ''] = stdout.split('\n').map((line) => line.trim());
    const first = gopath.split(delimiter).find(Boolean);
    return [gobin, first ? join(first, 'bin') : ''].filter(Boolean);
  } catch {
    return undefined;
  }
};

let found: Promise<string> | undefined;

/** The path of a kustomize at the pinned version, installing it into the cache when none is found. */
export const kustomizeBinary = (): Promise<string> => (found ??= locate());

const locate = async (): Promise<string> => {
  const configured = process.env.KUSTOMIZE_BIN?.trim();
  if (configured && (await isExecutable(configured))) return configured;
  const goDirs = await goBinDirs();
  const dir = cacheBinDir();
  const candidates = [
    ...(process.env.PATH ?? '').split(delimiter).filter(Boolean),
    ...(goDirs ?? []),
    dir,
  ].map((folder) => join(folder, 'kustomize'));
  for (const candidate of candidates) {
    if ((await isExecutable(candidate)) && (await versionOf(candidate)) === kustomizeVersion) return candidate;
  }
  if (!goDirs) throw new Error(`kustomize ${kustomizeVersion} is not installed and Go is not there to install it (set KUSTOMIZE_BIN or install Go)`);
  await mkdir(dir, { recursive: true });
  const staging = await mkdtemp(join(dir, '.install-kustomize-'));
  try {
    await run('go', ['install', `${kustomizeModule}@${kustomizeVersion}`], {
      env: { ...process.env, GOBIN: staging },
      timeout: 600_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    // One rename: a run beside this one never starts half a binary.
    await rename(join(staging, 'kustomize'), join(dir, 'kustomize'));
    return join(dir, 'kustomize');
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
};

/** `kustomize build <dir>`: every resource of that kustomization, as YAML. */
export const kustomizeBuild = async (dir: string): Promise<string> => {
  const { stdout } = await run(await kustomizeBinary(), ['build', dir], { timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
};
