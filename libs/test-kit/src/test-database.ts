import { randomBytes } from 'node:crypto';
import { connectDatabase, disconnectDatabase } from '@jobboard/db';
import mongoose from 'mongoose';

export const testDatabaseUri = (): string => {
  const uri = process.env.TEST_MONGODB_URI;
  if (!uri) throw new Error('TEST_MONGODB_URI is not set: run tests through jest with the test kit global setup');
  return uri;
};

const quietLog = { info: () => undefined, warn: () => undefined };

/** Gives the calling test file a database of its own, dropped when the file is done. */
export const useTestDatabase = (): { dbName: string; uri: string } => {
  const dbName = `test_${randomBytes(6).toString('hex')}`;
  const handle = { dbName, uri: testDatabaseUri() };
  beforeAll(async () => {
    await connectDatabase({ uri: handle.uri, dbName, log: quietLog });
  });
  afterAll(async () => {
    await mongoose.connection.dropDatabase();
    await disconnectDatabase();
  });
  return handle;
};
