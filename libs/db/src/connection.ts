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

/**
 * Connects the process-wide mongoose connection and makes sure every index exists.
 * The driver reconnects on its own after the server restarts: operations wait up to
 * `serverSelectionTimeoutMS` for it to come back, so a short restart fails no request, and a
 * longer outage fails each request after that bound instead of holding it.
 */
export const connectDatabase = async ({ uri, dbName, log }: ConnectOptions): Promise<typeof mongoose> => {
  const connection = mongoose.connection;
  connection.removeAllListeners('disconnected').removeAllListeners('reconnected');
  connection.on('disconnected', () => log.warn('Database: disconnected; the driver keeps retrying'));
  connection.on('reconnected', () => log.info('Database: reconnected'));
  await mongoose.connect(uri, {
    dbName,
    // Long enough to ride out a restart of the database, short enough that a request made
    // while it is down gets an error answer well before a browser or the edge gives up.
    serverSelectionTimeoutMS: 5_000,
    connectTimeoutMS: 5_000,
    heartbeatFrequencyMS: 2_000,
    // Indexes are built once below, in order, not lazily per model.
    autoIndex: false,
    autoCreate: true,
  });
  await ensureIndexes();
  return mongoose;
};

export const ensureIndexes = async (): Promise<void> => {
  for (const model of allModels) await model.createIndexes();
};

export const disconnectDatabase = async (): Promise<void> => {
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
