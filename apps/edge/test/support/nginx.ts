import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServiceName } from '@jobboard/contracts';
import { renderNginxApiRoutes, renderNginxConfig } from '../../src/nginx-config';

const candidates = () => [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

const onPath = () => {
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
};

const canInstall = () => {
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    return process.getuid?.() === 0;
  } catch {
    return false;
  }
};

/**
 * nginx for the edge tests: NGINX_PATH, on PATH, or Debian's `nginx` installed with apt-get
 * when the tests run as root on Debian (as `npm test` installs Chromium). Never skips: without
 * nginx the production edge would go untested, so the error says what to install.
 */
export const findOrInstallNginx = () => {
  const found = () => candidates().find((path) => path && existsSync(path)) ?? onPath();
  let path = found();
  if (!path && canInstall()) {
    const apt = (...args: string[]) =>
      execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    console.log("[nginx] not found: installing Debian's nginx package...");
    try {
      apt('install', '-y', '-qq', 'nginx');
    } catch {
      apt('update', '-qq');
      apt('install', '-y', '-qq', 'nginx');
    }
    path = found();
  }
  if (!path) {
    throw new Error(
      'nginx is needed to test the production edge and was not found. Install it (Debian/Ubuntu: ' +
        '`sudo apt-get install -y nginx`) or set NGINX_PATH to an nginx executable.',
    );
  }
  return path;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface RunningNginx {
  url: string;
  /** The folder served as the html root: `shell/`, `remotes/<portal>/`, `config/`. */
  htmlRoot: string;
  stop: () => Promise<void>;
}

/** The generated production config, run by a real nginx on a loopback port in front of `upstreams`. */
export const startNginx = async ({ upstreams }: { upstreams: Record<ServiceName, string> }): Promise<RunningNginx> => {
  const nginx = findOrInstallNginx();
  const dir = await mkdtemp(join(tmpdir(), 'edge-nginx-'));
  // nginx's workers drop root for `nobody`: they must be able to read the files.
  await chmod(dir, 0o755);
  const htmlRoot = join(dir, 'html');
  await mkdir(htmlRoot);
  const port = await freePort();
  const apiRoutesPath = join(dir, 'api-routes.conf');
  await writeFile(apiRoutesPath, renderNginxApiRoutes({ upstreamServers: upstreams }));
  const configPath = join(dir, 'nginx.conf');
  const errorLog = join(dir, 'error.log');
  await writeFile(
    configPath,
    renderNginxConfig({
      listen: `127.0.0.1:${port}`,
      htmlRoot,
      apiRoutesPath,
      mimeTypesPath: existsSync('/etc/nginx/mime.types') ? '/etc/nginx/mime.types' : join(dir, 'mime.types'),
      runtimeDir: dir,
      errorLog,
      accessLog: 'off',
      foreground: true,
    }),
  );
  if (!existsSync('/etc/nginx/mime.types')) await writeFile(join(dir, 'mime.types'), 'types { text/html html; }\n');
  execFileSync(nginx, ['-t', '-q', '-e', errorLog, '-p', dir, '-c', configPath], { stdio: 'inherit' });
  const child: ChildProcess = spawn(nginx, ['-e', errorLog, '-p', dir, '-c', configPath], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}); see ${errorLog}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not answer within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    htmlRoot,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
};
