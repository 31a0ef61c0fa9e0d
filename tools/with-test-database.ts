/**
 * `npm test`: obtains one database server for the whole run (see the dev lib's database provider) and
 * payments (Stripe with real keys, else one stripe-mock: see libs/server-kit stripe-mock),
 * hands them to every test project through MONGODB_URI and the STRIPE_* variables, runs the
 * command given, then stops both. Each test file still gets a database of its own on that
 * server. One of each instead of one per project keeps a 2-core machine free for the tests.
 */
import { spawn } from 'node:child_process';
import { obtainDatabase, obtainPayments, obtainMailCatcher } from '@jobboard/dev';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx tools/with-test-database.ts <command> [args...]');
  process.exit(2);
}

const main = async () => {
  const log = { info: (message: string) => console.log(`[test database] ${message}`), warn: (message: string) => console.warn(`[test database] ${message}`) };
  const database = await obtainDatabase({ purpose: 'test', dataDir: '', log });
  const payments = await obtainPayments({ log });
  // A mail catcher for the run: services send to it, browser tests read its inbox (MAIL_CATCHER_URL).
  const mail = await obtainMailCatcher({ log });
  const child = spawn(command, args, {
    stdio: 'inherit',
    // STRIPE_API_URL is always passed (blank when payments are not mocked; services read blank as
    // unset), so the test kit's global setup knows the run has decided and looks no further.
    env: { ...process.env, MONGODB_URI: database.uri, STRIPE_API_URL: process.env.STRIPE_API_URL ?? '', ...payments.env, ...mail.env },
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code = await new Promise<number>((resolve) => child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
  await Promise.all([database.stop(), payments.stop(), mail.stop()]);
  process.exit(code);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
