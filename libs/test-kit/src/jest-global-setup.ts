// Jest loads global setup without moduleNameMapper; the alias works because swc rewrites it
// (see jest.preset.js).
import { obtainDatabase, type ObtainedDatabase } from '@jobboard/db/database-provider';

declare global {
  var __testDatabase: ObtainedDatabase | undefined;
}

/**
 * Once per jest run: obtain one database server (see the db lib's provider) and hand its
 * URI to the test files through the environment. Each test file then uses a database of
 * its own on that server (see useTestDatabase).
 */
export default async function globalSetup(): Promise<void> {
  const database = await obtainDatabase({
    purpose: 'test',
    dataDir: '',
    log: { info: (message) => console.log(message), warn: (message) => console.warn(message) },
  });
  globalThis.__testDatabase = database;
  process.env.TEST_MONGODB_URI = database.uri;
}
