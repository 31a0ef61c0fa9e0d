import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { startEmbeddedServer } from './embedded-mongo';
import type { DbLogger } from '@jobboard/db';

export { freePort } from './free-port';
export { watchHelperProcess } from './helper-process';

export type DatabaseSource = 'MONGODB_URI' | 'testcontainers' | 'mongodb-memory-server' | 'mongo-java-server';

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
  // One download attempt unless told otherwise: its default three, with back-off, only add
  // seven seconds offline before the fallback, which serves development and tests as well.
  process.env.MONGOMS_MAX_RETRIES ??= '1';
  const { MongoBinary, MongoMemoryServer } = await import('mongodb-memory-server');
  // Find or download mongod first: a failed download then ends here with one error, where a
  // failed create() would also print its own stack trace.
  await withTimeout(MongoBinary.getPath(), 60_000, 'Downloading mongod');
  if (options.purpose === 'development') await mkdir(join(options.dataDir, 'mongod'), { recursive: true });
  const server = await withTimeout(
    MongoMemoryServer.create(
      options.purpose === 'development'
        ? { instance: { dbPath: join(options.dataDir, 'mongod'), storageEngine: 'wiredTiger' } }
        : {},
    ),
    60_000,
    'Starting mongod',
  );
  return { uri: server.getUri(), source: 'mongodb-memory-server', stop: async () => void (await server.stop()) };
};

/**
 * mongo-java-server: in memory for tests; for development an H2 file in the data folder, every
 * write committed before it is acknowledged, so data outlives a restart or a crash.
 */
const fromEmbeddedServer = async (options: ObtainDatabaseOptions): Promise<ObtainedDatabase> => {
  const running = await startEmbeddedServer({
    dataFile: options.purpose === 'development' ? join(options.dataDir, 'mongo-java-server', 'jobboard.mv') : undefined,
    log: options.log,
  });
  return { uri: running.uri, source: 'mongo-java-server', stop: running.stop };
};

/** What the chosen server is for, said once in the log line that names it. */
const describe = (source: DatabaseSource, options: ObtainDatabaseOptions) => {
  if (source !== 'mongo-java-server') return '';
  return options.purpose === 'test'
    ? ' (in memory, for this test run)'
    : ` (development data in ${join(options.dataDir, 'mongo-java-server')}; not for production)`;
};

/**
 * Finds a MongoDB-compatible server in the order of ARCHITECTURE.md: MONGODB_URI, a
 * testcontainers MongoDB, mongodb-memory-server, then mongo-java-server (jars from Maven Central, run with Java).
 * Says which one it chose and why the earlier ones were skipped.
 */
export const obtainDatabase = async (options: ObtainDatabaseOptions): Promise<ObtainedDatabase> => {
  const configured = process.env.MONGODB_URI;
  if (configured) {
    options.log.info('Database: using MONGODB_URI (set in the environment)');
    return { uri: configured, source: 'MONGODB_URI', stop: async () => undefined };
  }
  const skipped: string[] = ['MONGODB_URI: not set'];
  const attempts: Array<[DatabaseSource, (o: ObtainDatabaseOptions) => Promise<ObtainedDatabase>]> = [
    ['testcontainers', fromTestcontainers],
    ['mongodb-memory-server', fromMemoryServer],
    ['mongo-java-server', fromEmbeddedServer],
  ];
  for (const [source, attempt] of attempts) {
    try {
      const database = await attempt(options);
      options.log.info(`Database: using ${source}${describe(source, options)}`);
      return database;
    } catch (error) {
      skipped.push(`${source}: ${reason(error)}`);
      options.log.info(`Database: skipped ${source}: ${reason(error)}`);
    }
  }
  throw new Error(
    [
      'No MongoDB-compatible database could be found or started:',
      ...skipped.map((line) => `  - ${line}`),
      'Do one of these: set MONGODB_URI to a MongoDB 7 server; start a Docker engine;',
      'allow mongodb-memory-server to download mongod; or install Java 17 or newer',
      '(e.g. apt-get install openjdk-17-jre-headless) so mongo-java-server can run offline.',
    ].join('\n'),
  );
};
