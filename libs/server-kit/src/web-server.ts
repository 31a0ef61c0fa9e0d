import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Logger } from './logger';

export interface RunningWebServer {
  server: Server;
  port: number;
  url: string;
  stop(): Promise<void>;
}

/**
 * Connections the kernel holds for a server before it accepts them. Node's default (511) is
 * below a crowd arriving at once: the ones past it have their connection dropped and retried by
 * the client a second or three later, a wait no load shedding sees. The kernel caps it at
 * net.core.somaxconn (4096 on current Linux).
 */
export const connectionBacklog = 4096;

/** Listens (port 0 picks a free port, as tests do) and resolves once accepting connections. */
export const startWebServer = async (app: Express, options: { port: number; host: string }): Promise<RunningWebServer> => {
  const server = createServer(app).listen({ port: options.port, host: options.host, backlog: connectionBacklog });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    url: `http://${options.host}:${port}`,
    stop: () => stopWebServer(server),
  };
};

/** Stops accepting, lets requests in flight finish (up to 10 s), then closes what is left. */
export const stopWebServer = (server: Server, graceMs = 10_000): Promise<void> =>
  new Promise((resolve, reject) => {
    if (!server.listening) return resolve();
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close((error) => {
      clearTimeout(force);
      if (error) reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });

/** On SIGTERM or SIGINT, run the cleanup once and exit; a second signal exits at once. */
export const exitGracefullyOnSignals = (cleanup: () => Promise<void>, logger: Logger): void => {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'shutting down');
    cleanup().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
};
