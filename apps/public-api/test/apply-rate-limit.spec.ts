import { messages, type ErrorBody } from '@jobboard/contracts';
import { countStoredFiles, RequestRateLimitModel } from '@jobboard/db';
import { createEmployerRecord, createJobRecord, minimalPdf, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createPublicApi } from '../src/app';

useTestDatabase();
const maxApplications = 5;
const api = useTestService(createPublicApi, { APPLY_RATE_LIMIT_PER_ADDRESS: maxApplications, APPLY_RATE_LIMIT_WINDOW_MINUTES: 15 });

const resume = minimalPdf('Forklift certified warehouse lead');
const answers = ['No, never', 'Yes, I own a car', 'I understand'];

/** An anonymous application as the browser sends it, from `address` (the edge's X-Forwarded-For, trusted from loopback). */
const apply = async (jobId: string, email: string, address?: string) => {
  const body = new FormData();
  body.append('applicantName', 'Rosa Delgado');
  body.append('applicantEmail', email);
  body.append('screeningResponses', JSON.stringify(answers));
  body.append('resume', new Blob([new Uint8Array(resume)]), 'resume.pdf');
  const response = await fetch(`${api.url}/api/jobs/${jobId}/apply`, {
    method: 'POST',
    body,
    headers: address ? { 'x-forwarded-for': address } : {},
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as ErrorBody };
};

const openJob = async () => createJobRecord(await createEmployerRecord(), { screeningQuestions: [] });

beforeEach(async () => {
  await RequestRateLimitModel.deleteMany({});
});

describe('POST /api/jobs/:id/apply, per client address', () => {
  it(`accepts exactly ${maxApplications} of 20 applications sent at once from one address, refusing the rest before reading them`, async () => {
    const job = await openJob();
    const filesBefore = await countStoredFiles();

    const answered = await Promise.all(
      Array.from({ length: 20 }, (_item, index) => apply(job.id, `applicant.${index}@example.com`, '198.51.100.7')),
    );

    const refused = answered.filter((answer) => answer.status === 429);
    expect(answered.length - refused.length).toBe(maxApplications);
    expect(answered.filter((answer) => answer.status !== 429).every((answer) => answer.status < 300)).toBe(true);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({ code: 'too_many_requests', message: messages.tooManyApplications });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(15 * 60);
    }
    // Only the accepted ones stored a resume: the refused uploads were never read.
    expect((await countStoredFiles()).files - filesBefore.files).toBe(maxApplications);
  }, 60_000);

  it('counts each address apart, and an IPv6 client by its /64', async () => {
    const job = await openJob();
    for (let index = 0; index < maxApplications; index += 1) {
      expect((await apply(job.id, `first.${index}@example.com`, '2001:db8:1:2::10')).status).toBeLessThan(300);
    }

    const sameNetwork = await apply(job.id, 'same.network@example.com', '2001:db8:1:2:ffff::99');
    const otherAddress = await apply(job.id, 'other.address@example.com', '203.0.113.9');

    expect(sameNetwork.status).toBe(429);
    expect(otherAddress.status).toBeLessThan(300);
  }, 60_000);

  it('lets the address apply again once its window has run out', async () => {
    const job = await openJob();
    for (let index = 0; index < maxApplications; index += 1) await apply(job.id, `early.${index}@example.com`, '192.0.2.44');
    expect((await apply(job.id, 'too.soon@example.com', '192.0.2.44')).status).toBe(429);

    await RequestRateLimitModel.updateMany({}, { $set: { windowStartedAt: new Date(Date.now() - 16 * 60_000) } });

    expect((await apply(job.id, 'next.window@example.com', '192.0.2.44')).status).toBeLessThan(300);
  }, 60_000);
});
