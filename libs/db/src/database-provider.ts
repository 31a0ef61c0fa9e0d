import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFerretDb, installFerretDb, startFerretDb } from './ferretdb';

/** A free loopback port, for the local servers the start command runs. */
export { freePort } from './ferretdb';
import type { DbLogger } from './logger';

export type DatabaseSource = 'MONGODB_URI' | 'testcontainers' | 'mongodb-memory-server' | 'ferretdb';

export interface ObtainedDatabase {
  /** A server URI without a database name; callers pick the database. */
  uri: string;
  source: DatabaseSource;
  stop(): Promise<void>;
}

export interface ObtainDatabaseOptions {
  /** Development keeps its data in `dataDir` across restarts; tests use a throw-away folder. */
  purpose: 'development' | 'test';
  dataDir: string;
  log: DbLogger;
}

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/** The gist of an error: its first two non-empty lines ("Download failed ... / getaddrinfo ENOTFOUND"). */
const reason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 2)
    .join(' ');

const fromTestcontainers = async (options: ObtainDatabaseOptions): Promise<ObtainedDatabase> => {
  const { getContainerRuntimeClient } = await import('testcontainers');
  await withTimeout(getContainerRuntimeClient(), 15_000, 'The Docker engine');
  const { MongoDBContainer } = await import('@testcontainers/mongodb');
  const container = await new MongoDBContainer('mongo:7')
    // Development reuses one container so its data outlives a restart.
    .withReuse()
    .start();
  return {
    uri: `${container.getConnectionString()}/?directConnection=true`,
    source: 'testcontainers',
    stop: async () => {
      if (options.purpose === 'test') await container.stop();
    },
  };
};

const fromMemoryServer = async (options: ObtainDatabaseOptions): Promise<ObtainedDatabase> => {
  const { MongoMemoryServer } = await import('mongodb-memory-server');
  if (options.purpose === 'development') await mkdir(join(options.dataDir, 'mongod'), { recursive: true });
  const server = await withTimeout(
    MongoMemoryServer.create(
      options.purpose === 'development'
        ? { instance: { dbPath: join(options.dataDir, 'mongod'), storageEngine: 'wiredTiger' } }
        : {},
    ),
    60_000,
    'Starting mongod (download included)',
  );
  return { uri: server.getUri(), source: 'mongodb-memory-server', stop: async () => void (await server.stop()) };
};

const fromFerretDb = async (options: ObtainDatabaseOptions): Promise<ObtainedDatabase> => {
  const binary = (await findFerretDb()) ?? (await installFerretDb(options.log));
  const dataDir =
    options.purpose === 'development' ? join(options.dataDir, 'ferretdb') : await mkdtemp(join(tmpdir(), 'ferretdb-test-'));
  const running = await startFerretDb({ binary, dataDir, log: options.log });
  return {
    uri: running.uri,
    source: 'ferretdb',
    stop: async () => {
      await running.stop();
      if (options.purpose === 'test') await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * Finds a MongoDB-compatible server in the order of ARCHITECTURE.md: MONGODB_URI, a
 * testcontainers MongoDB, mongodb-memory-server, then FerretDB (built with Go on demand).
 * Says which one it chose and why the earlier ones were skipped.
 */
export const obtainDatabase = async (options: ObtainDatabaseOptions): Promise<ObtainedDatabase> => {
  const configured = process.env.MONGODB_URI;
  if (configured) {
    options.log.info('Database: using MONGODB_URI');
    return { uri: configured, source: 'MONGODB_URI', stop: async () => undefined };
  }
  const skipped: string[] = ['MONGODB_URI: not set'];
  const attempts: Array<[DatabaseSource, (o: ObtainDatabaseOptions) => Promise<ObtainedDatabase>]> = [
    ['testcontainers', fromTestcontainers],
    ['mongodb-memory-server', fromMemoryServer],
    ['ferretdb', fromFerretDb],
  ];
  for (const [source, attempt] of attempts) {
    try {
      const database = await attempt(options);
      options.log.info(`Database: using ${source} (skipped ${skipped.join('; ')})`);
      return database;
    } catch (error) {
      skipped.push(`${source}: ${reason(error)}`);
      options.log.warn(`Database: ${source} unavailable: ${reason(error)}`);
    }
  }
  throw new Error(
    [
      'No MongoDB-compatible database could be found or started:',
      ...skipped.map((line) => `  - ${line}`),
      'Do one of these: set MONGODB_URI to a MongoDB 7 server; start a Docker engine;',
      'allow mongodb-memory-server to download mongod; or install Go (https://go.dev/dl)',
      'so FerretDB v1.24.2 can be built and run on SQLite.',
    ].join('\n'),
  );
};
