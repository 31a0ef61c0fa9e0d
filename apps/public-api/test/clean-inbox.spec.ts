import { applicationMessages, jobAlertMessages } from '@jobboard/contracts';
import { OutboxMessageModel, RecipientMailCountModel, RequestRateLimitModel } from '@jobboard/db';
import { confirmJobAlert, jobAlertToken, sendJobAlertDigests } from '@jobboard/job-search';
import { acceptsNonEssentialEmail, emailLinksFor, recipientMailCaps, setNonEssentialEmail } from '@jobboard/mail';
import { mailEnvSchema } from '@jobboard/server-kit';
import { randomBytes } from 'node:crypto';
import { createEmployerRecord, createJobRecord, minimalPdf, testConfig, uniqueEmail, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createPublicApi } from '../src/app';

useTestDatabase();
const api = useTestService(createPublicApi);

/** A client address of its own per request (the edge's X-Forwarded-For, trusted from loopback). */
const clientAddress = (index: number) => `198.51.100.${index + 1}`;
const jsonPost = (path: string, body: unknown, address: string) =>
  fetch(`${api.url}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
  });

const resume = minimalPdf('Forklift certified warehouse lead');
const applyAnonymously = async (jobId: string, email: string, address: string) => {
  const body = new FormData();
  body.append('applicantName', 'Rosa Delgado');
  body.append('applicantEmail', email);
  body.append('screeningResponses', JSON.stringify(['No, never', 'Yes, I own a car', 'I understand']));
  body.append('resume', new Blob([new Uint8Array(resume)]), 'resume.pdf');
  const response = await fetch(`${api.url}/api/jobs/${jobId}/apply`, { method: 'POST', body, headers: { 'x-forwarded-for': address } });
  return { status: response.status, body: (await response.json()) as { message?: string } };
};

beforeEach(async () => {
  await RequestRateLimitModel.deleteMany({});
  await RecipientMailCountModel.deleteMany({});
});

describe('per-recipient caps on confirmation emails', () => {
  it('queues at most the cap of job-alert confirmations for 20 different searches sent at once for one address from 20 client addresses', async () => {
    const email = uniqueEmail('target');

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_item, index) =>
        jsonPost('/api/job-alerts', { email, source: 'jobs', search: `q=forklift${index}` }, clientAddress(index)),
      ),
    );

    // Every request is answered the same: nothing tells the sender the address is capped.
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 201));
    expect(await OutboxMessageModel.countDocuments({ to: email, kind: 'job-alert-confirmation' })).toBe(recipientMailCaps.confirmation);
    expect(jobAlertMessages.checkEmail.message).toContain('only a few confirmation emails a day');
  });

  it('queues at most the cap of application confirmations for 20 anonymous applications sent at once with one address from 20 client addresses', async () => {
    const email = uniqueEmail('applicant');
    const job = await createJobRecord(await createEmployerRecord(), { screeningQuestions: [] });

    const answers = await Promise.all(Array.from({ length: 20 }, (_item, index) => applyAnonymously(job.id, email, clientAddress(index))));

    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 202));
    expect(new Set(answers.map((answer) => answer.body.message))).toEqual(new Set([applicationMessages.checkEmail.message]));
    expect(await OutboxMessageModel.countDocuments({ to: email, kind: 'application-confirmation' })).toBe(recipientMailCaps.confirmation);
  }, 60_000);

  it('spends nothing of the cap on the same newsletter subscription sent again', async () => {
    const email = uniqueEmail('reader');

    for (let index = 0; index < 5; index += 1)
      expect((await jsonPost('/api/newsletter/subscribe', { email }, clientAddress(index))).status).toBe(200);

    expect(await OutboxMessageModel.countDocuments({ to: email, kind: 'newsletter-confirmation' })).toBe(1);
    expect((await RecipientMailCountModel.findOne({ _id: { $regex: `^confirmation:${email.replace(/[.+]/g, '\\$&')}:` } }).lean())?.count).toBe(1);
  });
});

describe('per-recipient caps on job-alert digests', () => {
  const hourMs = 60 * 60_000;
  const secret = () => testConfig().SESSION_SECRET;

  /** An address with `count` confirmed alerts, each with a job posted since it was confirmed. */
  const anAddressWithAlerts = async (count: number, confirmedAt: Date) => {
    const email = uniqueEmail('digests');
    for (let index = 0; index < count; index += 1) {
      const word = `kw${randomBytes(4).toString('hex')}`;
      const saved = await jsonPost('/api/job-alerts', { email, source: 'jobs', search: `q=${word}` }, clientAddress(index));
      await confirmJobAlert(jobAlertToken(((await saved.json()) as { id: string }).id, 'confirm', secret()), secret(), confirmedAt);
      const employer = await createEmployerRecord();
      await createJobRecord(employer, {
        title: `Forklift Operator ${word}`,
        description: `Drive forklifts (${word}).`,
        posted: new Date(confirmedAt.getTime() + hourMs),
      });
    }
    return email;
  };

  it('queues at most the cap of digests a day for one address, however many of its alerts are due at once, with List-Unsubscribe', async () => {
    const confirmedAt = new Date(Date.now() - 2 * 24 * hourMs);
    const email = await anAddressWithAlerts(5, confirmedAt);
    const runAt = new Date(confirmedAt.getTime() + 25 * hourMs);
    const settings = { mail: mailEnvSchema.parse({}), secret: secret() };

    // Two worker replicas at once.
    await Promise.all([sendJobAlertDigests(settings, runAt), sendJobAlertDigests(settings, runAt)]);

    const digests = await OutboxMessageModel.find({ to: email, kind: 'job-alert-digest' }).lean();
    expect(digests).toHaveLength(recipientMailCaps.alerts);
    expect((digests[0].headers as unknown as Record<string, string>)['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('queues none to an address that opted out of non-essential email', async () => {
    const confirmedAt = new Date(Date.now() - 2 * 24 * hourMs);
    const email = await anAddressWithAlerts(1, confirmedAt);
    await setNonEssentialEmail(email, false);

    await sendJobAlertDigests({ mail: mailEnvSchema.parse({}), secret: secret() }, new Date(confirmedAt.getTime() + 25 * hourMs));

    expect(await OutboxMessageModel.countDocuments({ to: email, kind: 'job-alert-digest' })).toBe(0);
  });
});

describe('POST /api/email-preferences/one-click (RFC 8058)', () => {
  const oneClick = (url: string, body: string, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

  it("opts the address out from a non-essential email's List-Unsubscribe header, posted without cookies by another site", async () => {
    const email = uniqueEmail('reader');
    await jsonPost('/api/newsletter/subscribe', { email }, clientAddress(0));
    const message = await OutboxMessageModel.findById(`newsletter-confirmation:${email}`).lean();
    const headers = message?.headers as unknown as Record<string, string> | undefined;
    expect(headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const target = /^<(https?:\/\/[^>]+)>$/.exec(headers?.['List-Unsubscribe'] ?? '')?.[1];
    expect(target).toBeDefined();
    const path = new URL(target!);

    // A mailbox provider's server: its own Origin (or none), a form body, no cookie.
    const answer = await oneClick(`${api.url}${path.pathname}${path.search}`, 'List-Unsubscribe=One-Click', {
      origin: 'https://mail.provider.example',
      'sec-fetch-site': 'cross-site',
    });

    expect(answer.status).toBe(204);
    expect(await acceptsNonEssentialEmail(email)).toBe(false);
  });

  it('refuses a body other than List-Unsubscribe=One-Click, and a forged token, changing nothing', async () => {
    const email = uniqueEmail('reader');
    const { oneClickUrl } = emailLinksFor(api.url, email, testConfig().SESSION_SECRET);
    const forged = emailLinksFor(api.url, email, 'another-secret-of-enough-length-0000').oneClickUrl;

    const wrongBody = await oneClick(oneClickUrl, 'List-Unsubscribe=Yes');
    const noBody = await oneClick(oneClickUrl, '');
    const forgedToken = await oneClick(forged, 'List-Unsubscribe=One-Click');

    expect([wrongBody.status, noBody.status, forgedToken.status]).toEqual([400, 400, 400]);
    expect(await acceptsNonEssentialEmail(email)).toBe(true);
  });

  it('opens no other route to other sites: the preferences PUT from another origin is still refused', async () => {
    const email = uniqueEmail('reader');
    const token = new URL(emailLinksFor(api.url, email, testConfig().SESSION_SECRET).manageUrl).searchParams.get('token');

    const answer = await fetch(`${api.url}/api/email-preferences`, {
      method: 'PUT',
      body: JSON.stringify({ token, nonEssentialEmail: false }),
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });

    expect(answer.status).toBe(403);
    expect(await acceptsNonEssentialEmail(email)).toBe(true);
  });
});
