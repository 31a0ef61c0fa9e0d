// Jest loads global setup without moduleNameMapper; the aliases work because swc rewrites them
// (see jest.preset.js).
import { obtainDatabase, type ObtainedDatabase, obtainPayments, type ObtainedPayments } from '@jobboard/dev';

declare global {
  var __testDatabase: ObtainedDatabase | undefined;
  var __testPayments: ObtainedPayments | undefined;
}

/**
 * Once per jest run: obtain one database server (see the dev lib's database provider) and hand its
 * URI to the test files through the environment. Each test file then uses a database of
 * its own on that server (see useTestDatabase). Payments too (Stripe with real keys, else
 * stripe-mock: see the server kit's stripe-mock), unless `npm test` already decided them for
 * the whole run: it always sets STRIPE_API_URL, blank when nothing is mocked.
 */
export default async function globalSetup(): Promise<void> {
  const log = { info: (message: string) => console.log(message), warn: (message: string) => console.warn(message) };
  const database = await obtainDatabase({ purpose: 'test', dataDir: '', log });
  globalThis.__testDatabase = database;
  process.env.TEST_MONGODB_URI = database.uri;
  if (process.env.STRIPE_API_URL === undefined) {
    const payments = await obtainPayments({ log });
    globalThis.__testPayments = payments;
    Object.assign(process.env, payments.env);
  }
}
