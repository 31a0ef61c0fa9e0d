import { z } from 'zod';

/**
 * The settings every service reads. Each app extends this schema in its own config module;
 * the process refuses to start with a message naming what is wrong.
 */
export const baseServiceEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(0),
  HOST: z.string().default('127.0.0.1'),
  MONGODB_URI: z.string().min(1, 'is required'),
  MONGODB_DB: z.string().min(1).default('jobboard'),
  // Shared by all services so one sign-in works across portals. Never defaulted: the
  // start command generates one for development and tests create their own.
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Login throttling: failed attempts allowed per window, per account and per client address.
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
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
