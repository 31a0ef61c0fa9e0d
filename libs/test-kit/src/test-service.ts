import { randomBytes } from 'node:crypto';
import {
  baseServiceEnvSchema,
  createLogger,
  startWebServer,
  type BaseServiceConfig,
  type Logger,
  type RunningWebServer,
} from '@jobboard/server-kit';
import type { Express } from 'express';
import { testDatabaseUri } from './test-database';

/** Test settings: a fresh signing secret per run, quiet logs, the real (default) throttling limits. */
export const testConfig = (overrides: Partial<BaseServiceConfig> = {}): BaseServiceConfig => ({
  ...baseServiceEnvSchema.parse({
    NODE_ENV: 'test',
    MONGODB_URI: testDatabaseUri(),
    MONGODB_DB: 'unused-in-tests',
    SESSION_SECRET: sharedTestSecret,
    LOG_LEVEL: 'silent',
  }),
  ...overrides,
});

// One secret for every service in a test file, as in production, so a session from one
// service is honoured by the others.
const sharedTestSecret = randomBytes(32).toString('hex');

/**
 * Starts a service on a free port through real HTTP, against the file's test database
 * (call useTestDatabase first). Stopped after the file.
 */
export const useTestService = (
  createApp: (dependencies: { config: BaseServiceConfig; logger: Logger }) => Express,
  overrides: Partial<BaseServiceConfig> = {},
): { readonly url: string } => {
  let running: RunningWebServer | undefined;
  const handle = {
    get url() {
      if (!running) throw new Error('the service is not started yet (use it inside a test)');
      return running.url;
    },
  };
  beforeAll(async () => {
    const config = testConfig(overrides);
    running = await startWebServer(createApp({ config, logger: createLogger('test', 'silent') }), {
      port: 0,
      host: '127.0.0.1',
    });
  });
  afterAll(async () => {
    await running?.stop();
  });
  return handle;
};
