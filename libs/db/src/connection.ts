import mongoose from 'mongoose';
import type { DbLogger } from './logger';
import { allModels } from './models';

export interface ConnectOptions {
  uri: string;
  dbName: string;
  log: DbLogger;
}

// Queries only filter on schema paths; unknown paths are dropped rather than sent.
mongoose.set('strictQuery', true);

/** The driver's own bounds: a request gives up after the first, a check of the server after the second. */
const driverOptions = {
  // Long enough to ride out a restart of the database, short enough that a request made
  // while it is down gets an error answer well before a browser or the edge gives up.
  serverSelectionTimeoutMS: 5_000,
  connectTimeoutMS: 5_000,
  heartbeatFrequencyMS: 2_000,
  // Indexes are built once below, in order, not lazily per model.
  autoIndex: false,
  autoCreate: true,
} as const;

/**
 * Every check of the server ends within connectTimeoutMS, succeeded or failed. One that has
 * done neither for this long never will: seen with the driver (7.5) right after the database
 * went away under load, when the monitor waited forever and the service stayed "unreachable"
 * after the database was back. The cure is a new client.
 */
const stuckCheckAfterMs = 3 * driverOptions.connectTimeoutMS;
const stuckCheckPollMs = 2_500;
const reopenRetryMs = 2_000;

/** The process-wide connection's state beyond what mongoose keeps. */
const state: {
  watch?: NodeJS.Timeout;
  /** Set once this process asked to disconnect: nothing reopens after that. */
  shuttingDown: boolean;
  shutdownListeners: Set<() => void>;
} = { shuttingDown: false, shutdownListeners: new Set() };

/**
 * Connects the process-wide mongoose connection and makes sure every index exists.
 * The driver reconnects on its own after the server restarts: operations wait up to
 * `serverSelectionTimeoutMS` for it to come back, so a short restart fails no request, and a
 * longer outage fails each request after that bound instead of holding it. A client whose
 * check of the server hangs is replaced (see `stuckCheckAfterMs`).
 */
export const connectDatabase = async ({ uri, dbName, log }: ConnectOptions): Promise<typeof mongoose> => {
  state.shuttingDown = false;
  await openClient({ uri, dbName, log });
  await ensureIndexes();
  return mongoose;
};

const openClient = async ({ uri, dbName, log }: ConnectOptions): Promise<void> => {
  const connection = mongoose.connection;
  connection.removeAllListeners('disconnected').removeAllListeners('reconnected');
  connection.on('disconnected', () => log.warn('Database: disconnected; the driver keeps retrying'));
  connection.on('reconnected', () => log.info('Database: reconnected'));
  await mongoose.connect(uri, { dbName, ...driverOptions });
  watchServerChecks(connection.getClient(), () => void reopenClient({ uri, dbName, log }));
};

/** Calls `onStuck` once when a check of the server has neither succeeded nor failed in time. */
const watchServerChecks = (client: ReturnType<typeof mongoose.connection.getClient>, onStuck: () => void) => {
  clearInterval(state.watch);
  let checkStartedAt: number | undefined;
  client.on('serverHeartbeatStarted', () => (checkStartedAt = Date.now()));
  client.on('serverHeartbeatSucceeded', () => (checkStartedAt = undefined));
  client.on('serverHeartbeatFailed', () => (checkStartedAt = undefined));
  state.watch = setInterval(() => {
    if (checkStartedAt === undefined || Date.now() - checkStartedAt < stuckCheckAfterMs) return;
    clearInterval(state.watch);
    onStuck();
  }, stuckCheckPollMs).unref();
};

/** Closes the stuck client and opens a new one, trying until the database answers. */
const reopenClient = async (options: ConnectOptions): Promise<void> => {
  options.log.warn(`Database: a check of the server made no progress in ${stuckCheckAfterMs / 1000} s; reconnecting with a new client`);
  // Not a forced close: mongoose refuses every later operation on a force-closed connection.
  await mongoose.connection.close().catch(() => undefined);
  while (!state.shuttingDown) {
    try {
      await openClient(options);
      options.log.info('Database: reconnected with a new client');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, reopenRetryMs));
    }
  }
};

/**
 * Runs `listener` once when this process disconnects on purpose (its shutdown), and not when a
 * stuck client is replaced: background work stops with the service, not with a client.
 */
export const onDatabaseShutdown = (listener: () => void): void => {
  state.shutdownListeners.add(listener);
};

export const ensureIndexes = async (): Promise<void> => {
  for (const model of allModels) await model.createIndexes();
};

export const disconnectDatabase = async (): Promise<void> => {
  state.shuttingDown = true;
  clearInterval(state.watch);
  for (const listener of state.shutdownListeners) listener();
  state.shutdownListeners.clear();
  // A disconnect we asked for is not worth a warning.
  mongoose.connection.removeAllListeners('disconnected').removeAllListeners('reconnected');
  await mongoose.disconnect();
};

/** Readiness: the database answers a ping now. */
export const pingDatabase = async (): Promise<void> => {
  const db = mongoose.connection.db;
  if (!db || mongoose.connection.readyState !== mongoose.ConnectionStates.connected) {
    throw new Error('database not connected');
  }
  await db.admin().command({ ping: 1 });
};
