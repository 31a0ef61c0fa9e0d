/**
 * The stage the load benchmarks share (`bench:faults`, `bench:rush`): the product started as
 * `npm start` starts it (the four services under the supervisor, the edge in front, optionally
 * the worker), and accounts, sessions and jobs written straight into its database.
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { join } from 'node:path';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { services, type ServiceName } from '@jobboard/contracts';
import { UserModel } from '@jobboard/db';
import { superviseServices, type SupervisedServices } from '@jobboard/dev';
import { sessionCookieName, startSession } from '@jobboard/server-kit';
import type { Response as ExpressResponse } from 'express';
import { PDFDocument, StandardFonts } from 'pdf-lib';
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
  /** Also serve the built front ends from this folder (`dist/apps`), for page loads; API-only otherwise. */
  frontEndDistDir?: string;
}

/** A port free on loopback now (the edge takes it a moment later). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** The services (and the worker) under the supervisor, the edge in front. */
export const startProduct = async ({
  database,
  sessionSecret,
  serviceLog,
  withWorker = false,
  extraEnv = {},
  upstreamTimeoutMs = 60_000,
  frontEndDistDir,
}: ProductStage): Promise<RunningProduct> => {
  const logFd = serviceLog === 'inherit' ? undefined : openSync(serviceLog, 'a');
  // Serving pages: public-api renders the first pages with what the edge serves, so the edge's
  // port is chosen before the services start.
  const edgePort = frontEndDistDir ? await freePort() : 0;
  const frontEndEnv: Record<string, string> = frontEndDistDir ? { FRONT_END_URL: `http://127.0.0.1:${edgePort}` } : {};
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
      ...frontEndEnv,
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
  // In a process of its own, as npm start runs it: the benchmark's clients must not share its event loop.
  const edge = spawn(process.execPath, ['--import', 'tsx', join(root, 'tools', 'bench-edge.ts')], {
    cwd: root,
    env: {
      ...process.env,
      BENCH_UPSTREAMS: JSON.stringify(upstreams),
      BENCH_UPSTREAM_TIMEOUT_MS: String(upstreamTimeoutMs),
      ...(frontEndDistDir ? { BENCH_FRONT_END_DIST: frontEndDistDir, BENCH_EDGE_PORT: String(edgePort) } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    edge.stdout.on('data', (data: Buffer) => {
      output += data.toString();
      const listening = /edge-listening (\d+)/.exec(output);
      if (listening) resolve(listening[1]);
    });
    edge.once('exit', (code) => reject(new Error(`the edge exited (${code}) before listening`)));
  });
  return {
    edgeUrl: `http://127.0.0.1:${port}`,
    supervised,
    stop: async () => {
      edge.kill('SIGTERM');
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

/** A PNG of random pixels (a photo compresses about as badly): bulk for a resume of a realistic size. */
const noisePng = (side: number): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: side }, () => Buffer.concat([Buffer.from([0]), randomBytes(side * 3)])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
};

/**
 * A two-page text resume of about `kilobytes` kB, as people send them: its text (about 5,000
 * characters) plus a photo that makes up the size.
 */
export const resumePdfOfSize = async (kilobytes = 60): Promise<Buffer> => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = [
    'Rosa Delgado - Warehouse Lead - Oakland, CA',
    'Forklift certified (sit-down and reach), OSHA 10, eight years of shipping and receiving.',
    '2018 - 2024 Harbor Logistics, Oakland CA: led a team of six on the night shift, cycle counts, RF scanning.',
    '2014 - 2018 Bay Freight: loaded and unloaded trucks, picked and packed orders, kept a clean safety record.',
    'Skills: inventory control, pallet jack, shipping and receiving, team training, customer service.',
  ];
  const photo = await pdf.embedPng(noisePng(Math.round(Math.sqrt(((kilobytes - 4) * 1024) / 3))));
  for (let pageNumber = 0; pageNumber < 2; pageNumber += 1) {
    const page = pdf.addPage([612, 792]);
    if (pageNumber === 0) page.drawImage(photo, { x: 460, y: 660, width: 100, height: 100 });
    for (let row = 0; row < 24; row += 1) page.drawText(lines[row % lines.length], { x: 40, y: 640 - row * 22, size: 9, font });
  }
  return Buffer.from(await pdf.save());
};
