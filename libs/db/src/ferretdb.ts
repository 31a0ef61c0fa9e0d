import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { access, chmod, cp, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import type { DbLogger } from './logger';

const run = promisify(execFile);

export const ferretDbVersion = 'v1.24.2';
const ferretDbModule = 'github.com/FerretDB/FerretDB';

const isExecutable = async (path: string) => {
  try {
    await access(path);
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
};

const versionOf = async (binary: string): Promise<string | undefined> => {
  try {
    const { stdout } = await run(binary, ['--version'], { timeout: 10_000 });
    return /version:\s*(v\S+)/.exec(stdout)?.[1];
  } catch {
    return undefined;
  }
};

const goBinDir = async (): Promise<string | undefined> => {
  try {
    const { stdout } = await run('go', ['env', 'GOBIN', 'GOPATH'], { timeout: 30_000 });
    const [gobin, gopath] = stdout.split('\n').map((line) => line.trim());
    return gobin || (gopath ? join(gopath.split(delimiter)[0], 'bin') : undefined);
  } catch {
    return undefined;
  }
};

/** Where a FerretDB binary of the pinned version may already be. */
const candidateBinaries = async (): Promise<string[]> => {
  const fromEnv = process.env.FERRETDB_BIN ? [process.env.FERRETDB_BIN] : [];
  const fromPath = (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'ferretdb'));
  const gobin = await goBinDir();
  return [...fromEnv, ...(gobin ? [join(gobin, 'ferretdb')] : []), ...fromPath];
};

export const findFerretDb = async (): Promise<string | undefined> => {
  for (const candidate of await candidateBinaries()) {
    if ((await isExecutable(candidate)) && (await versionOf(candidate)) === ferretDbVersion) return candidate;
  }
  return undefined;
};

/**
 * Builds FerretDB from its module source into Go's bin folder.
 * `go install ...@v1.24.2` is not enough on its own: the module proxy here refuses the
 * version-list lookup that `go install` makes, and a binary built as the main module
 * panics without the `build/version/version.txt` its release process generates. So we
 * download the exact version, add that file, and build it.
 */
export const installFerretDb = async (log: DbLogger): Promise<string> => {
  const gobin = await goBinDir();
  if (!gobin) throw new Error('Go is not installed');
  log.info(`Building FerretDB ${ferretDbVersion} with Go into ${gobin} (once; takes a minute or two)...`);
  const work = await mkdtemp(join(tmpdir(), 'ferretdb-build-'));
  try {
    const env = { ...process.env, GOFLAGS: '-mod=mod -buildvcs=false', GO111MODULE: 'on' };
    const { stdout } = await run('go', ['mod', 'download', '-json', `${ferretDbModule}@${ferretDbVersion}`], {
      cwd: work,
      env,
      timeout: 600_000,
      maxBuffer: 10 * 1024 * 1024,
    });
    const { Dir: moduleDir } = JSON.parse(stdout) as { Dir: string };
    const source = join(work, 'src');
    await cp(moduleDir, source, { recursive: true });
    await makeWritable(source);
    await writeFile(join(source, 'build', 'version', 'version.txt'), `${ferretDbVersion}\n`);
    await mkdir(gobin, { recursive: true });
    const binary = join(gobin, 'ferretdb');
    // Built beside its final name and renamed, so a concurrent start never runs half a file.
    const partial = join(gobin, `.ferretdb-build-${process.pid}`);
    await run('go', ['build', '-o', partial, './cmd/ferretdb'], {
      cwd: source,
      env,
      timeout: 1_200_000,
      maxBuffer: 10 * 1024 * 1024,
    });
    await rename(partial, binary);
    log.info(`FerretDB ${ferretDbVersion} installed at ${binary}`);
    return binary;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
};

const makeWritable = async (dir: string): Promise<void> => {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await makeWritable(path);
    else await chmod(path, 0o644);
  }
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export interface RunningFerretDb {
  uri: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts FerretDB on its SQLite backend, its files in `dataDir`, listening on loopback only. */
export const startFerretDb = async (options: {
  binary: string;
  dataDir: string;
  port?: number;
  log: DbLogger;
}): Promise<RunningFerretDb> => {
  const port = options.port ?? (await freePort());
  const sqliteDir = join(options.dataDir, 'sqlite');
  await mkdir(sqliteDir, { recursive: true });
  const child: ChildProcess = spawn(
    options.binary,
    [
      '--handler=sqlite',
      `--sqlite-url=file:${sqliteDir}/`,
      `--state-dir=${options.dataDir}`,
      `--listen-addr=127.0.0.1:${port}`,
      '--debug-addr=-',
      '--telemetry=disable',
      '--log-level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 30_000;
  while (!(await canConnect(port))) {
    if (child.exitCode !== null) throw new Error(`FerretDB exited at start (code ${child.exitCode}): ${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`FerretDB did not listen on port ${port} within 30 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    uri: `mongodb://127.0.0.1:${port}/`,
    port,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
};
