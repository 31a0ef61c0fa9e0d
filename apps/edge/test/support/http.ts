import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, not decoded (fetch would decode a compressed body and normalise the path). */
  body: Buffer;
}

/** Sends the request target byte for byte and returns the answer as it came. */
export const rawRequest = (origin: string, target: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<RawAnswer>((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const outgoing = request({ hostname, port, path: target, method, headers: { connection: 'close', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
