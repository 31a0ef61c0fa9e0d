import { messages } from '@jobboard/contracts';
import { createEmployerRecord, createJobRecord, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { request } from 'node:http';
import { createPublicApi } from '../src/app';

useTestDatabase();
const api = useTestService(createPublicApi, { APPLY_MAX_IN_FLIGHT: 2 });

const boundary = 'shedding-test-boundary';

/** Starts an application whose upload never finishes: it stays in flight until `finish`. */
const applicationInFlight = (jobId: string) => {
  const req = request(`${api.url}/api/jobs/${jobId}/apply`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
  });
  const answered = new Promise<number>((resolve, reject) => {
    req.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on('error', reject);
  });
  req.write(`--${boundary}\r\nContent-Disposition: form-data; name="applicantName"\r\n\r\nRosa`);
  return { answered, finish: () => req.end(`\r\n--${boundary}--\r\n`) };
};

describe('POST /api/jobs/:id/apply under a crowd', () => {
  it('answers 503 with Retry-After past the applications in flight, before reading the upload, and takes new ones once they finish', async () => {
    const job = await createJobRecord(await createEmployerRecord(), { screeningQuestions: [] });
    const held = [applicationInFlight(job.id), applicationInFlight(job.id)];
    // Both are in the service before the next one arrives.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const shed = await fetch(`${api.url}/api/jobs/${job.id}/apply`, { method: 'POST', body: new FormData() });
    for (const application of held) application.finish();
    const heldStatuses = await Promise.all(held.map((application) => application.answered));
    const after = await fetch(`${api.url}/api/jobs/${job.id}/apply`, { method: 'POST', body: new FormData() });

    expect(shed.status).toBe(503);
    // A second or two, spread at random so a refused crowd does not come back at once; exact in the body.
    const body = (await shed.json()) as { retryAfterMs: number };
    expect(body).toMatchObject({ code: 'service_unavailable', message: messages.applicationsBusy });
    expect(body.retryAfterMs).toBeGreaterThanOrEqual(1_000);
    expect(body.retryAfterMs).toBeLessThanOrEqual(2_000);
    expect(shed.headers.get('retry-after')).toBe(String(Math.ceil(body.retryAfterMs / 1000)));
    // The held ones were read and judged (incomplete forms: 400), not shed.
    expect(heldStatuses).toEqual([400, 400]);
    expect(after.status).toBe(400);
  });
});
