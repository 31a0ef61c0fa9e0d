import { randomBytes } from 'node:crypto';
import { baseServiceEnvSchema, createLogger, startWebServer, type BaseServiceConfig, type Logger, type RunningWebServer } from '@jobboard/server-kit';
import type { Express } from 'express';
import { testDatabaseUri } from './test-database';

const stripeEnvNames = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL'] as const;

/** The payments the run obtained (stripe-mock, or real keys), as employer-api reads them. */
export type TestStripeSettings = Partial<Record<(typeof stripeEnvNames)[number], string>>;
export type TestConfig = BaseServiceConfig &
  TestStripeSettings & {
    APPLY_RATE_LIMIT_PER_ADDRESS?: number;
    APPLY_MAX_IN_FLIGHT?: number;
    ANALYSIS_RATE_LIMIT_PER_ADDRESS?: number;
    EMAIL_SIGNUP_RATE_LIMIT_PER_ADDRESS?: number;
    EMPLOYER_FIGURES_REUSE_SECONDS?: number;
  };

/** The STRIPE_* values in the environment (set by `npm test` or the global setup); blank reads as unset. */
const stripeFromEnv = (): TestStripeSettings =>
  Object.fromEntries(
    stripeEnvNames.flatMap((name) => {
      const value = process.env[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );

/**
 * Test settings: a fresh signing secret per run, quiet logs, the real (default) throttling
 * limits, and the run's payments (STRIPE_*) when it has them.
 */
export const testConfig = (overrides: Partial<TestConfig> = {}): TestConfig => ({
  ...baseServiceEnvSchema.parse({
    NODE_ENV: 'test',
    MONGODB_URI: testDatabaseUri(),
    MONGODB_DB: 'unused-in-tests',
    SESSION_SECRET: sharedTestSecret,
    LOG_LEVEL: 'silent',
  }),
  ...stripeFromEnv(),
  // Every test applies from 127.0.0.1, so public-api's per-address apply limit is raised here;
  // the test of that limit sets its own.
  APPLY_RATE_LIMIT_PER_ADDRESS: 100_000,
  // The same for the document analyses and the email sign-ups; their own test sets small limits.
  ANALYSIS_RATE_LIMIT_PER_ADDRESS: 100_000,
  EMAIL_SIGNUP_RATE_LIMIT_PER_ADDRESS: 100_000,
  // And the sign-ups and password-reset requests of every test's accounts.
  ACCOUNT_REQUEST_RATE_LIMIT_PER_ADDRESS: 100_000,
  // Likewise the applications public-api works on at once: tests that send 50 at once prove counts,
  // not load shedding (its own test sets a small limit), and on a busy machine 50 can overlap.
  APPLY_MAX_IN_FLIGHT: 100_000,
  // And every service's own shedding: a test run shares its process with the browser driving it,
  // so a request may wait seconds on a busy machine; the shedding tests set their own bounds.
  MAX_REQUESTS_IN_FLIGHT: 100_000,
  MAX_QUEUE_WAIT_MS: 600_000,
  // Tests change an employer's history and look at its page at once; the reuse has its own test.
  EMPLOYER_FIGURES_REUSE_SECONDS: 0,
  ...overrides,
});

// One secret for every service in a test file, as in production, so a session from one
// service is honoured by the others.
const sharedTestSecret = randomBytes(32).toString('hex');

/**
 * Starts a service on a free port through real HTTP, against the file's test database
 * (call useTestDatabase first). Stopped after the file. Generic over the service's config, which
 * extends the base one (employer-api's adds STRIPE_*): the test settings fill what they know.
 */
export const useTestService = <C extends BaseServiceConfig>(
  createApp: (dependencies: { config: C; logger: Logger }) => Express,
  overrides: NoInfer<Partial<C>> = {},
): { readonly url: string } => {
  let running: RunningWebServer | undefined;
  const handle = {
    get url() {
      if (!running) throw new Error('the service is not started yet (use it inside a test)');
      return running.url;
    },
  };
  beforeAll(async () => {
    const config = { ...testConfig(), ...overrides } as C;
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
