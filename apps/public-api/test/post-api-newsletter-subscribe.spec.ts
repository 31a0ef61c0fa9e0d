import { EmailPreferenceModel, OutboxMessageModel } from '@jobboard/db';
import { TestClient, uniqueEmail, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createPublicApi } from '../src/app';

useTestDatabase();
const publicApi = useTestService(createPublicApi);
const client = () => new TestClient(() => publicApi.url);

describe('POST /api/newsletter/subscribe', () => {
  it('stores the address as subscribed and queues one confirmation with an unsubscribe link', async () => {
    const email = uniqueEmail('reader');

    const response = await client().post('/api/newsletter/subscribe', { email: `  ${email.toUpperCase()} ` });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ email, subscribedAt: expect.any(String) });
    const preference = await EmailPreferenceModel.findOne({ email }).lean();
    expect(preference?.newsletterSubscribedAt).toBeInstanceOf(Date);
    const message = await OutboxMessageModel.findById(`newsletter-confirmation:${email}`).lean();
    expect(message?.to).toBe(email);
    expect(message?.text).toContain('/email-preferences?token=');
    expect(message?.html).toContain('Unsubscribe');
  });

  it('is not an error to subscribe twice, even at once: one record, one confirmation, the first date kept', async () => {
    const email = uniqueEmail('reader');

    const first = await client().post('/api/newsletter/subscribe', { email });
    const responses = await Promise.all(Array.from({ length: 6 }, () => client().post('/api/newsletter/subscribe', { email })));

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(responses.every((response) => response.body.subscribedAt === first.body.subscribedAt)).toBe(true);
    expect(await EmailPreferenceModel.countDocuments({ email })).toBe(1);
    expect(await OutboxMessageModel.countDocuments({ to: email, kind: 'newsletter-confirmation' })).toBe(1);
  });

  it('keeps one record when a new address subscribes from several tabs at the same moment', async () => {
    const email = uniqueEmail('reader');

    const responses = await Promise.all(Array.from({ length: 8 }, () => client().post('/api/newsletter/subscribe', { email })));

    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(await EmailPreferenceModel.countDocuments({ email })).toBe(1);
    expect(await OutboxMessageModel.countDocuments({ to: email, kind: 'newsletter-confirmation' })).toBe(1);
  });

  it.each([
    ['a blank email', { email: '   ' }],
    ['no email', {}],
    ['an address that is not one', { email: 'not-an-email' }],
  ])('refuses %s with 400 and stores nothing', async (_case, body) => {
    const before = await EmailPreferenceModel.countDocuments();

    const response = await client().post('/api/newsletter/subscribe', body);

    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_failed');
    expect(await EmailPreferenceModel.countDocuments()).toBe(before);
  });
});
