/**
 * Every service refuses early instead of queueing: past its requests in flight, or for a request
 * that already waited too long since the edge received it, it answers 503 at once with when to
 * come back (probes still answer); and no request waits for its answer past the deadline, which
 * starts once its body has arrived (a slow upload is not cut off).
 */
import { once } from 'node:events';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@jobboard/contracts';
import { answerDeadline, errorHandler } from '@jobboard/server-kit';
import { createEmployerRecord, createJobRecord, useTestDatabase, useTestService } from '@jobboard/test-kit';
import express from 'express';
// Platform tests start the real services in-process.
import { createPublicApi } from '@jobboard/public-api/app';

useTestDatabase();
const publicApi = useTestService(createPublicApi, { MAX_REQUESTS_IN_FLIGHT: 2, MAX_QUEUE_WAIT_MS: 1_000 });

const boundary = 'load-shedding-boundary';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request whose upload is sent in parts: it stays in flight until `finish`. */
const uploadInFlight = (url: string) => {
  const req = request(url, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' } });
  const answered = new Promise<{ status: number; ms: number }>((resolve, reject) => {
    let finishedAt = 0;
    req.on('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, ms: Date.now() - finishedAt });
    });
    req.on('error', reject);
    req.on('finish', () => (finishedAt = Date.now()));
  });
  req.write(`--${boundary}\r\nContent-Disposition: form-data; name="applicantName"\r\n\r\nRosa`);
  return { answered, send: (text: string) => req.write(text), finish: () => req.end(`\r\n--${boundary}--\r\n`) };
};

describe('a busy service', () => {
  it('answers 503 with Retry-After past its requests in flight, keeps answering probes, and serves again once they end', async () => {
    const job = await createJobRecord(await createEmployerRecord(), { screeningQuestions: [] });
    const held = [uploadInFlight(`${publicApi.url}/api/jobs/${job.id}/apply`), uploadInFlight(`${publicApi.url}/api/jobs/${job.id}/apply`)];
    await sleep(300);

    const started = Date.now();
    const shed = await fetch(`${publicApi.url}/api/jobs`);
    const shedMs = Date.now() - started;
    const probe = await fetch(`${publicApi.url}/healthz`);
    for (const upload of held) upload.finish();
    await Promise.all(held.map((upload) => upload.answered));
    const after = await fetch(`${publicApi.url}/api/jobs`);

    expect(shed.status).toBe(503);
    const body = (await shed.json()) as { message: string; code: string; retryAfterMs: number };
    expect(body).toMatchObject({ code: 'service_unavailable', message: messages.serviceBusy });
    expect(body.retryAfterMs).toBeGreaterThanOrEqual(1_000);
    expect(shed.headers.get('retry-after')).toBe(String(Math.ceil(body.retryAfterMs / 1000)));
    // Refused at once, not after waiting in a queue.
    expect(shedMs).toBeLessThan(1_000);
    expect(probe.status).toBe(200);
    expect(after.status).toBe(200);
  });
});

describe('a request that waited too long on the way', () => {
  it('is answered 503 at once when the edge received it more than a second ago, and served when it is fresh', async () => {
    const stale = await fetch(`${publicApi.url}/api/jobs`, { headers: { 'x-request-start': `t=${((Date.now() - 5_000) / 1000).toFixed(3)}` } });
    const fresh = await fetch(`${publicApi.url}/api/jobs`, { headers: { 'x-request-start': String(Date.now()) } });
    const probe = await fetch(`${publicApi.url}/readyz`, { headers: { 'x-request-start': String(Date.now() - 60_000) } });

    expect(stale.status).toBe(503);
    expect(await stale.json()).toMatchObject({ code: 'service_unavailable', message: messages.serviceBusy });
    expect(Number(stale.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(fresh.status).toBe(200);
    expect(probe.status).toBe(200);
  });
});

describe('the answer deadline', () => {
  let server: Server;
  let url = '';
  let lateAnswers = 0;
  beforeAll(async () => {
    const app = express();
    app.use(answerDeadline({ deadlineMs: 400, retryAfterMs: 1_000, message: messages.serviceBusy }));
    // A handler slower than the deadline, which still tries to answer when it is done.
    app.get('/slow', async (_req, res) => {
      await sleep(1_200);
      if (res.headersSent) lateAnswers += 1;
      else res.json({ done: true });
    });
    // Reads the whole body first, then answers at once.
    app.post('/upload', express.raw({ type: () => true }), (req, res) => void res.json({ bytes: (req.body as Buffer).length }));
    app.use(errorHandler);
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers 503 with Retry-After when the work outlasts it, and drops the late answer', async () => {
    const started = Date.now();
    const response = await fetch(`${url}/slow`);
    const ms = Date.now() - started;

    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toMatchObject({ code: 'service_unavailable', message: messages.serviceBusy, retryAfterMs: 1_000 });
    expect(ms).toBeLessThan(1_000);
    await sleep(1_200);
    expect(lateAnswers).toBe(1);
  });

  it('starts counting once the body has arrived, so a slow upload is answered', async () => {
    const upload = uploadInFlight(`${url}/upload`);
    // The upload takes longer than the deadline to arrive.
    for (let part = 0; part < 4; part += 1) {
      await sleep(200);
      upload.send('more bytes of the form ');
    }
    upload.finish();

    expect((await upload.answered).status).toBe(200);
  });
});
