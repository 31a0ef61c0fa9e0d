/**
 * `npm start`: the whole product on one origin (http://localhost:8080, PORT overrides).
 * Finds or starts a database (see libs/db database-provider), seeds demo data into an
 * empty one, finds payments for employer-api (Stripe with real keys, else stripe-mock: see
 * libs/server-kit stripe-mock), starts the four services, and puts the edge in front of them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { services, type ServiceName } from '@jobboard/contracts';
import { connectDatabase, disconnectDatabase } from '@jobboard/db';
import { freePort, obtainDatabase } from '@jobboard/db/database-provider';
import { demoCredentials, seedDemoData } from '@jobboard/seed';
import { obtainPayments } from '@jobboard/server-kit/stripe-mock';
import { createEdge } from '../apps/edge/src/edge';
import { createFrontEndHandler } from '../apps/edge/src/front-end';

const root = join(__dirname, '..');
const dataDir = join(root, '.data');
const dbName = process.env.MONGODB_DB ?? 'jobboard';
const log = {
  info: (message: string) => console.log(`[start] ${message}`),
  warn: (message: string) => console.warn(`[start] ${message}`),
};

/** One secret per machine for development, kept in the git-ignored data folder. */
const developmentSessionSecret = async (): Promise<string> => {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = join(dataDir, 'session-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
};

const waitUntilReady = async (name: string, url: string, child: ChildProcess) => {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited during start (code ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} was not ready within 60 s`);
};

/** Builds the shell and the four remotes (Nx skips what is unchanged since the last build). */
const buildFrontEnds = () =>
  new Promise<void>((resolve, reject) => {
    log.info('Building the web front ends...');
    const build = spawn('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], { cwd: root, stdio: 'inherit' });
    build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the front-end build failed (exit code ${code})`))));
  });

const main = async () => {
  await mkdir(dataDir, { recursive: true });
  await buildFrontEnds();
  const database = await obtainDatabase({ purpose: 'development', dataDir, log });

  await connectDatabase({ uri: database.uri, dbName, log });
  const seeded = await seedDemoData({ log });
  await disconnectDatabase();
  const payments = await obtainPayments({ log });

  const sessionSecret = await developmentSessionSecret();
  const children: ChildProcess[] = [];
  const upstreams = {} as Record<ServiceName, string>;
  for (const service of services) {
    const port = await freePort();
    upstreams[service] = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', `apps/${service}/src/main.ts`], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: process.env.NODE_ENV ?? 'development',
        PORT: String(port),
        MONGODB_URI: database.uri,
        MONGODB_DB: dbName,
        SESSION_SECRET: sessionSecret,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        // Only employer-api bills.
        ...(service === 'employer-api' ? payments.env : {}),
      },
    });
    children.push(child);
  }

  const stopAll = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)));
    await Promise.all([database.stop(), payments.stop()]);
  };
  let stopping = false;
  const shutDown = () => {
    if (stopping) return;
    stopping = true;
    log.info('stopping...');
    edge.close();
    stopAll().then(() => process.exit(0));
  };

  await Promise.all(services.map((service, index) => waitUntilReady(service, upstreams[service], children[index])));
  const edge = createEdge({ upstreams, serveFrontEnd: createFrontEndHandler({ distDir: join(root, 'dist', 'apps') }) });
  const port = Number(process.env.PORT ?? 8080);
  edge.listen(port, () => {
    log.info(`The job board is running at http://localhost:${port} (API under /api, database: ${database.source}, payments: ${payments.mode}).`);
    if (seeded.demo) {
      log.info('Demo accounts (development only):');
      for (const account of demoCredentials) log.info(`  ${account.role}: ${account.login} / ${account.password}`);
    }
    log.info(`MONGODB_URI=${database.uri} MONGODB_DB=${dbName} (for npm run seed / npm run create-admin)`);
  });
  for (const child of children) child.once('exit', (code) => !stopping && (log.warn(`a service exited (${code})`), shutDown()));
  process.once('SIGINT', shutDown);
  process.once('SIGTERM', shutDown);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
