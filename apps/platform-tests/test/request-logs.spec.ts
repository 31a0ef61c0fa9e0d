import { request } from 'node:http';
import { Writable } from 'node:stream';
import { createEmployerRecord, createJobRecord, testConfig, useTestDatabase } from '@jobboard/test-kit';
import { createGuards, createLogger, createServiceApp, startWebServer, type Logger, type RunningWebServer } from '@jobboard/server-kit';
import type { Express } from 'express';
import pino from 'pino';
// Platform tests start the real services in-process.
import { createPublicApi } from '@jobboard/public-api/app';

useTestDatabase();

interface LogLine {
  level: number;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string };
  res?: { statusCode?: number };
  req?: { url?: string };
}

/** A service whose log lines are kept for the test to read, as a log collector would see them. */
const startLogged = async (createApp: (logger: Logger) => Express) => {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const server = await startWebServer(createApp(logger), { port: 0, host: '127.0.0.1' });
  return { server, lines };
};

const until = async (condition: () => boolean, what: string) => {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

const errorLevel = 50;
const withStack = (line: LogLine) => Boolean(line.err?.stack);

let running: RunningWebServer[] = [];
afterEach(async () => {
  await Promise.all(running.map((server) => server.stop()));
  running = [];
});

describe('request logs', () => {
  it('when a client aborts an upload midway, then it is logged once as an aborted request: no error, no stack', async () => {
    const { server, lines } = await startLogged((logger) => createPublicApi({ config: testConfig(), logger }));
    running.push(server);
    const job = await createJobRecord(await createEmployerRecord());
    const boundary = 'aborted-upload-boundary';
    const url = new URL(`/api/jobs/${job.id}/apply`, server.url);

    // Announces a 2 MB resume, sends the fields and the first 64 KB of it, then goes away.
    const upload = request(url, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(2 * 1024 * 1024),
      },
    });
    upload.on('error', () => undefined);
    upload.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="applicantName"\r\n\r\nDana Reyes\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
    );
    upload.write(Buffer.alloc(64 * 1024, 0x20));
    await until(() => upload.writableLength === 0, 'the first part of the upload to be sent');
    await new Promise((resolve) => setTimeout(resolve, 300));
    upload.destroy();

    await until(() => lines.some((line) => line.req?.url === url.pathname), 'the request to be logged');
    // Whatever the service does after the abort, give it time to log it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ofTheRequest = lines.filter((line) => line.req?.url === url.pathname);
    expect(ofTheRequest).toHaveLength(1);
    expect(ofTheRequest[0]).toMatchObject({ msg: 'request aborted' });
    expect(ofTheRequest[0].res?.statusCode).not.toBe(500);
    expect(lines.filter((line) => line.level >= errorLevel)).toEqual([]);
    expect(lines.filter(withStack)).toEqual([]);
  });

  it('a service without a handler for one of its calls does not start (no call answers "not built")', () => {
    expect(() =>
      createServiceApp({
        service: 'admin-api',
        routes: {} as Parameters<typeof createServiceApp<'admin-api'>>[0]['routes'],
        guards: createGuards({ secret: 'x'.repeat(32), secure: false }),
        logger: createLogger('admin-api', 'silent'),
        config: testConfig(),
        readiness: async () => undefined,
      }),
    ).toThrow('admin-api has no handler for');
  });
});
