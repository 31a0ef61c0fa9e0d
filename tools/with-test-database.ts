/**
 * `npm test`: obtains one database server for the whole run (see the db lib's provider),
 * hands it to every test project through MONGODB_URI, runs the command given, then stops
 * the server. Each test file still gets a database of its own on that server. One server
 * instead of one per project keeps a 2-core machine free for the tests themselves.
 */
import { spawn } from 'node:child_process';
import { obtainDatabase } from '@jobboard/db/database-provider';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx tools/with-test-database.ts <command> [args...]');
  process.exit(2);
}

const main = async () => {
  const database = await obtainDatabase({
    purpose: 'test',
    dataDir: '',
    log: { info: (message) => console.log(`[test database] ${message}`), warn: (message) => console.warn(`[test database] ${message}`) },
  });
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, MONGODB_URI: database.uri } });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code = await new Promise<number>((resolve) => child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
  await database.stop();
  process.exit(code);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
