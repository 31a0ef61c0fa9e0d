import { z } from 'zod';
import { mailEnvSchema } from './mail-settings';

// The mail settings are part of the shared ones below: whoever reads one reads them from here.
export { mailEnvSchema, type MailSettings } from './mail-settings';

/** An origin as a browser sends it in `Origin`: http(s), a host, an optional port, nothing more. */
const originSchema = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}, 'must be an origin such as https://jobs.example.com (scheme and host, optional port, no path or trailing slash)');

/**
 * The settings every process of the product reads, the four services and the worker alike: the
 * database, the session secret, the mail server and the site's address (SITE_URL), the port of
 * its HTTP side and its logging. Read from this one schema so a setting means the same
 * everywhere; each app's config module extends it (the services through `baseServiceEnvSchema`).
 * The process refuses to start with a message naming what is wrong.
 */
export const sharedEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(0),
  HOST: z.string().default('127.0.0.1'),
  MONGODB_URI: z.string().min(1, 'is required'),
  MONGODB_DB: z.string().min(1).default('jobboard'),
  // Shared by all services so one sign-in works across portals; it also signs the links in
  // emails. Never defaulted: the start command generates one for development and tests create their own.
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...mailEnvSchema.shape,
});
export type SharedConfig = z.infer<typeof sharedEnvSchema>;

/** The shared settings and what every API service adds to them: login throttling and the origins it trusts. */
export const baseServiceEnvSchema = sharedEnvSchema.extend({
  // Login throttling, per window: free tries of one address at one account (then growing
  // delays), a looser ceiling per account across addresses, and a limit per client address.
  LOGIN_FREE_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(50),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  // Sign-ups and password-reset requests one client network may make per hour (each counted
  // apart): each may email an address typed by anyone.
  ACCOUNT_REQUEST_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  // Requests the service works on at once; the next are answered 503 with Retry-After at once
  // (defaults in service-app.ts, so a config built in code may leave these out).
  MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(1).optional(),
  // The longest a request waits for its answer once it has arrived; past it, 503 with Retry-After.
  // Below the edges' 60 s, so a slow service is told as busy, never as a 502/504.
  ANSWER_DEADLINE_SECONDS: z.coerce.number().int().min(1).max(55).optional(),
  // The longest a request may have waited since the edge received it before the service starts on
  // it; past it, 503 with Retry-After at once (the queue is longer than the service can catch up).
  MAX_QUEUE_WAIT_MS: z.coerce.number().int().min(50).optional(),
  // Other sites allowed to send state-changing requests (comma-separated origins); the site's
  // own origin is always allowed. Optional: most deployments serve everything from one origin.
  ALLOWED_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin !== ''),
    )
    .pipe(z.array(originSchema))
    .optional(),
});
export type BaseServiceConfig = z.infer<typeof baseServiceEnvSchema>;

export const loadConfig = <S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
};
