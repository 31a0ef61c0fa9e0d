/**
 * `npm start`: the whole product on one origin (http://localhost:8080, PORT overrides).
 * Finds or starts a database (see libs/dev database-provider), seeds demo data into an
 * empty one, finds payments for employer-api and the worker (Stripe with real keys, else
 * stripe-mock: see libs/dev stripe-mock), starts the four services and the worker (all the
 * background work: the outbox and the scheduled jobs) under supervision (a crashed one is
 * restarted with backoff: see libs/dev supervisor), and puts the edge in front of the services.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { services, type ServiceName } from '@jobboard/contracts';
import { connectDatabase, disconnectDatabase } from '@jobboard/db';
import { obtainDatabase, obtainPayments, obtainMailCatcher, superviseServices } from '@jobboard/dev';
import { demoCredentials, seedDemoData } from '@jobboard/seed';
import { connectionBacklog } from '@jobboard/server-kit';
import { createEdge, edgeHost } from '../apps/edge/src/edge';
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
  // maildev catches every email the product sends (unless SMTP_URL names a real server); it logs its inbox's address.
  const mail = await obtainMailCatcher({ log });

  const sessionSecret = await developmentSessionSecret();
  // The edge as a service on this machine reaches it (listening on every address: loopback).
  const edgeLoopback = () => {
    const host = edgeHost();
    if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
    return host.includes(':') ? `[${host}]` : host;
  };
  // Where the product is reached, for links in emails and pages: the edge's address.
  const siteUrl = process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
  // Each service and the worker are supervised: one that crashes is started again (with growing
  // delays) while the others, the edge and the database keep running; a service's routes answer
  // 502 meanwhile.
  const supervised = await superviseServices({
    root,
    services: [...services, 'worker'] as const,
    log,
    envOf: (app: ServiceName | 'worker') => ({
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      MONGODB_URI: database.uri,
      MONGODB_DB: dbName,
      SESSION_SECRET: sessionSecret,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // employer-api bills; the worker cancels subscriptions left unpaid.
      ...(app === 'employer-api' || app === 'worker' ? payments.env : {}),
      // The services write emails and the worker sends them; their links point at the edge.
      ...mail.env,
      SITE_URL: siteUrl,
      // public-api renders the first pages with the remotes and API answers the edge serves.
      ...(app === 'public-api' ? { FRONT_END_URL: process.env.FRONT_END_URL ?? `http://${edgeLoopback()}:${process.env.PORT ?? 8080}` } : {}),
    }),
  });
  const { upstreams } = supervised;

  const stopAll = async () => {
    await supervised.stop();
    await Promise.all([database.stop(), payments.stop(), mail.stop()]);
  };
  let stopping = false;
  const shutDown = () => {
    if (stopping) return;
    stopping = true;
    log.info('stopping...');
    edge.close();
    stopAll().then(() => process.exit(0));
  };

  await supervised.whenReady().catch(async (error: unknown) => {
    await stopAll();
    throw error;
  });
  const edge = createEdge({ upstreams, serveFrontEnd: createFrontEndHandler({ distDir: join(root, 'dist', 'apps') }) });
  const port = Number(process.env.PORT ?? 8080);
  edge.listen({ port, host: edgeHost(), backlog: connectionBacklog }, () => {
    log.info(`The job board is running at http://localhost:${port} (API under /api, database: ${database.source}, payments: ${payments.mode}).`);
    if (seeded.demo) {
      log.info('Demo accounts (development only):');
      for (const account of demoCredentials) log.info(`  ${account.role}: ${account.login} / ${account.password}`);
    }
    log.info(`MONGODB_URI=${database.uri} MONGODB_DB=${dbName} (for npm run seed / npm run create-admin)`);
  });
  process.once('SIGINT', shutDown);
  process.once('SIGTERM', shutDown);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
