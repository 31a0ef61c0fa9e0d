/**
 * The stage the load benchmarks share (`bench:faults`, `bench:rush`): the product started as
 * `npm start` starts it (the four services under the supervisor, the edge in front, optionally
 * the worker), and accounts, sessions and jobs written straight into its database.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { services, type ServiceName } from '@jobboard/contracts';
import { UserModel } from '@jobboard/db';
import { superviseServices, type SupervisedServices } from '@jobboard/dev';
import { sessionCookieName, startSession } from '@jobboard/server-kit';
import type { Response as ExpressResponse } from 'express';
import { createEdge } from '../apps/edge/src/edge';
// The builders file, not the test kit's index: the index registers jest hooks.
import { createEmployerRecord, createJobRecord } from '../libs/test-kit/src/builders';

const root = join(__dirname, '..');
const supervisorLog = { info: (message: string) => console.log(`  [supervisor] ${message}`), warn: (message: string) => console.log(`  [supervisor] ${message}`) };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const unique = () => randomBytes(5).toString('hex');

export interface RunningProduct {
  edgeUrl: string;
  supervised: SupervisedServices<ServiceName | 'worker'>;
  stop(): Promise<void>;
}

export interface ProductStage {
  database: { uri: string; dbName: string };
  sessionSecret: string;
  /** Where the services' output goes; `inherit` shows it as it happens. */
  serviceLog: string | 'inherit';
  /** Also run the worker (the outbox, the task queue, the scheduled jobs). */
  withWorker?: boolean;
  extraEnv?: NodeJS.ProcessEnv;
  /** How long the edge waits for a service (the product's own is 60 s). */
  upstreamTimeoutMs?: number;
}

/** The services (and the worker) under the supervisor, the edge in front. */
export const startProduct = async ({ database, sessionSecret, serviceLog, withWorker = false, extraEnv = {}, upstreamTimeoutMs = 60_000 }: ProductStage): Promise<RunningProduct> => {
  const logFd = serviceLog === 'inherit' ? undefined : openSync(serviceLog, 'a');
  const supervised = await superviseServices<ServiceName | 'worker'>({
    root,
    services: withWorker ? [...services, 'worker'] : services,
    log: supervisorLog,
    // Quicker than npm start's first delay, so a run measures recovery rather than waiting.
    policy: { initialDelayMs: 250, maxDelayMs: 5_000, healthyAfterMs: 30_000, stopTimeoutMs: 10_000 },
    stdio: ['ignore', logFd ?? 'inherit', 'inherit'],
    envOf: () => ({
      ...process.env,
      NODE_ENV: 'development',
      MONGODB_URI: database.uri,
      MONGODB_DB: database.dbName,
      SESSION_SECRET: sessionSecret,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    }),
  });
  try {
    await supervised.whenReady(180_000);
  } catch (error) {
    await supervised.stop();
    throw error;
  }
  const upstreams = Object.fromEntries(services.map((service) => [service, supervised.upstreams[service]])) as Record<ServiceName, string>;
  const edge: Server = createEdge({ upstreams, upstreamTimeoutMs });
  edge.listen(0, '127.0.0.1');
  await once(edge, 'listening');
  return {
    edgeUrl: `http://127.0.0.1:${(edge.address() as AddressInfo).port}`,
    supervised,
    stop: async () => {
      edge.closeAllConnections();
      edge.close();
      await supervised.stop();
      if (logFd !== undefined) closeSync(logFd);
    },
  };
};

/** The services' last warnings and errors in their log file, without the one-line-per-request entries. */
export const lastServiceWarnings = (serviceLog: string, count: number): string[] => {
  let text = '';
  try {
    text = readFileSync(serviceLog, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.includes('"req":{'))
    .slice(-count);
};

/** A stored session and its signed cookie, made the way the services make them. */
export const sessionCookieFor = async (sessionSecret: string, subject: { subjectId: string; role: 'jobseeker' | 'veteran' | 'admin' | 'employer' }) => {
  let token = '';
  const response = { cookie: (_name: string, value: string) => (token = value) } as unknown as ExpressResponse;
  await startSession(response, { secret: sessionSecret, secure: false }, subject);
  return `${sessionCookieName}=${token}`;
};

/** Job seekers with confirmed addresses (their applications go straight to the employer: 201), each signed in. */
export const createJobSeekers = async (count: number, passwordHash: string, sessionSecret: string) => {
  const seekers = await UserModel.insertMany(
    Array.from({ length: count }, (_, index) => ({
      email: `seeker.${index}.${unique()}@example.com`,
      passwordHash,
      firstName: 'Load',
      lastName: `Seeker ${index}`,
      emailVerifiedAt: new Date(),
    })),
  );
  return Promise.all(
    seekers.map(async (seeker) => ({
      id: String(seeker._id),
      email: seeker.email,
      cookie: await sessionCookieFor(sessionSecret, { subjectId: String(seeker._id), role: 'jobseeker' }),
    })),
  );
};

/** One employer with `jobCount` open jobs, from the test kit's builders (the same records the tests use). */
export const createEmployerWithJobs = async (jobCount: number) => {
  const employer = await createEmployerRecord();
  const jobs = await Promise.all(Array.from({ length: jobCount }, (_, index) => createJobRecord(employer, { title: `Warehouse Associate ${index}` })));
  return { id: employer.id, jobIds: jobs.map((job) => job.id) };
};
