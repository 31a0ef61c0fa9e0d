import { messages, type ErrorBody } from '@jobboard/contracts';
import { coverLetterText } from '@jobboard/document-analysis';
import { DocumentAnalysisModel, JobAlertModel, OutboxMessageModel, RequestRateLimitModel } from '@jobboard/db';
import { uniqueEmail, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createPublicApi } from '../src/app';

useTestDatabase();
const maxAnalyses = 3;
const maxEmailSignups = 4;
const api = useTestService(createPublicApi, { ANALYSIS_RATE_LIMIT_PER_ADDRESS: maxAnalyses, EMAIL_SIGNUP_RATE_LIMIT_PER_ADDRESS: maxEmailSignups });

interface Answer {
  status: number;
  retryAfter: string | null;
  body: ErrorBody & Record<string, unknown>;
}

const answerOf = async (response: Response): Promise<Answer> => ({
  status: response.status,
  retryAfter: response.headers.get('retry-after'),
  body: (await response.json()) as Answer['body'],
});

/** A plain-text cover letter sent to /resume's "Analyze a document" tool from `address` (the edge's X-Forwarded-For, trusted from loopback). */
const analyze = async (address: string) => {
  const body = new FormData();
  body.append('documentType', 'cover_letter');
  body.append('document', new Blob([coverLetterText]), 'letter.txt');
  return answerOf(await fetch(`${api.url}/api/analyze-document`, { method: 'POST', body, headers: { 'x-forwarded-for': address } }));
};

const post = async (path: string, body: unknown, address: string) =>
  answerOf(
    await fetch(`${api.url}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    }),
  );

const subscribe = (address: string, email = uniqueEmail('reader')) => post('/api/newsletter/subscribe', { email }, address);
const saveAlert = (address: string, email = uniqueEmail('alerts')) => post('/api/job-alerts', { email, source: 'jobs', search: 'q=forklift' }, address);

const expectRefused = (answer: Answer, message: string, windowSeconds: number) => {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({ code: 'too_many_requests', message });
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(windowSeconds);
};

beforeEach(async () => {
  await RequestRateLimitModel.deleteMany({});
});

describe('document analyses, per client address', () => {
  it(`analyzes exactly ${maxAnalyses} of 8 documents sent at once from one address and stores nothing for the rest`, async () => {
    const before = await DocumentAnalysisModel.countDocuments();

    const answers = await Promise.all(Array.from({ length: 8 }, () => analyze('198.51.100.21')));

    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(maxAnalyses);
    expect(refused).toHaveLength(8 - maxAnalyses);
    for (const answer of refused) expectRefused(answer, messages.tooManyAnalyses, 15 * 60);
    expect((await DocumentAnalysisModel.countDocuments()) - before).toBe(maxAnalyses);
  }, 60_000);

  it('counts each address apart', async () => {
    for (let index = 0; index < maxAnalyses; index += 1) expect((await analyze('203.0.113.31')).status).toBe(201);

    expect((await analyze('203.0.113.31')).status).toBe(429);
    expect((await analyze('203.0.113.32')).status).toBe(201);
  }, 60_000);
});

describe('newsletter and job-alert sign-ups (each emails the address given), per client address', () => {
  it(`accepts exactly ${maxEmailSignups} of 10 newsletter sign-ups sent at once and emails nobody else`, async () => {
    const emails = Array.from({ length: 10 }, () => uniqueEmail('stranger'));

    const answers = await Promise.all(emails.map((email) => subscribe('192.0.2.51', email)));

    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(maxEmailSignups);
    for (const answer of refused) expectRefused(answer, messages.tooManyEmailSignups, 60 * 60);
    expect(await OutboxMessageModel.countDocuments({ to: { $in: emails } })).toBe(maxEmailSignups);
  }, 60_000);

  it('counts the newsletter and job alerts together, and each address apart', async () => {
    for (let index = 0; index < maxEmailSignups / 2; index += 1) expect((await subscribe('192.0.2.61')).status).toBe(200);
    for (let index = 0; index < maxEmailSignups / 2; index += 1) expect((await saveAlert('192.0.2.61')).status).toBe(201);
    const alertsBefore = await JobAlertModel.countDocuments();

    expectRefused(await saveAlert('192.0.2.61'), messages.tooManyEmailSignups, 60 * 60);
    expectRefused(await subscribe('192.0.2.61'), messages.tooManyEmailSignups, 60 * 60);
    expect(await JobAlertModel.countDocuments()).toBe(alertsBefore);
    expect((await saveAlert('192.0.2.62')).status).toBe(201);
  }, 60_000);
});
