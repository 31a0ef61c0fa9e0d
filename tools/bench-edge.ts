/**
 * The dev edge in a process of its own, as `npm start` runs it beside (not inside) the load:
 * the load benchmarks start it so their clients do not share its event loop. Reads the services'
 * addresses from BENCH_UPSTREAMS (JSON) and the timeout from BENCH_UPSTREAM_TIMEOUT_MS; serves the
 * built front ends from BENCH_FRONT_END_DIST when set (page loads: `npm run lighthouse -- --start`);
 * prints `edge-listening <port>` once it listens.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { ServiceName } from '@jobboard/contracts';
import { connectionBacklog } from '@jobboard/server-kit';
import { createEdge } from '../apps/edge/src/edge';
import { createFrontEndHandler } from '../apps/edge/src/front-end';

const main = async () => {
  const upstreams = JSON.parse(process.env.BENCH_UPSTREAMS ?? '{}') as Record<ServiceName, string>;
  const edge = createEdge({
    upstreams,
    upstreamTimeoutMs: Number(process.env.BENCH_UPSTREAM_TIMEOUT_MS ?? 60_000),
    maxInFlightPerService: process.env.EDGE_MAX_IN_FLIGHT_PER_SERVICE ? Number(process.env.EDGE_MAX_IN_FLIGHT_PER_SERVICE) : undefined,
    serveFrontEnd: process.env.BENCH_FRONT_END_DIST ? createFrontEndHandler({ distDir: process.env.BENCH_FRONT_END_DIST }) : undefined,
  });
  edge.listen({ port: Number(process.env.BENCH_EDGE_PORT ?? 0), host: '127.0.0.1', backlog: connectionBacklog });
  await once(edge, 'listening');
  console.log(`edge-listening ${(edge.address() as AddressInfo).port}`);
  process.once('SIGTERM', () => process.exit(0));
};

void main();
