import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { services, type ServiceName } from '@jobboard/contracts';

export interface SeenRequest {
  service: ServiceName;
  /** The request target exactly as it reached the service. */
  url: string;
}

/**
 * A small real HTTP server per service standing in for it: it answers every path, its internal
 * ones too (`/readyz`), with what it received, and remembers it, so a test sees exactly which
 * path an edge forwarded and to whom.
 */
export const startRecordingUpstreams = async () => {
  const seen: SeenRequest[] = [];
  const servers: Server[] = [];
  const urls = {} as Record<ServiceName, string>;
  for (const service of services) {
    const server = createServer((req, res) => {
      seen.push({ service, url: req.url ?? '' });
      const body = JSON.stringify({ service, url: req.url });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    servers.push(server);
    urls[service] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  return {
    urls,
    seen,
    /** host:port per service, as nginx's upstream blocks take them. */
    addresses: Object.fromEntries(services.map((service) => [service, new URL(urls[service]).host])) as Record<ServiceName, string>,
    close: async () => {
      for (const server of servers) server.closeAllConnections();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
};
