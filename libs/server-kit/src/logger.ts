import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs, one line per event; quiet in tests unless LOG_LEVEL says otherwise. */
export const createLogger = (name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger =>
  pino({
    name,
    level,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  });
