import { emailPreferencesMessages } from '@jobboard/contracts';
import { OutboxMessageModel } from '@jobboard/db';
import { acceptsNonEssentialEmail, emailPreferencesToken, enqueueNonEssentialMail } from '@jobboard/mail';
import { testConfig, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { randomBytes } from 'node:crypto';
import { createPublicApi } from '../src/app';

useTestDatabase();
const publicApi = useTestService(createPublicApi);

const anAddress = () => `reader.${randomBytes(4).toString('hex')}@example.com`;
const tokenFor = (email: string) => emailPreferencesToken(email, testConfig().SESSION_SECRET);
const aLetter = (to: string) => ({ key: `test-news:${to}`, kind: 'test-news', to, mail: { subject: 'News', html: '<p>News</p>', text: 'News' } });

describe('/api/email-preferences', () => {
  it('shows the address of the link and that it takes non-essential email until it opts out', async () => {
    const email = anAddress();

    const response = await new TestClient(() => publicApi.url).get(`/api/email-preferences?token=${tokenFor(email)}`);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ email, nonEssentialEmail: true });
  });

  it('stops non-essential email for that address and resumes it', async () => {
    const email = anAddress();
    const client = new TestClient(() => publicApi.url);

    const stopped = await client.put('/api/email-preferences', { token: tokenFor(email), nonEssentialEmail: false });
    const queuedWhileStopped = await enqueueNonEssentialMail(aLetter(email));
    const resumed = await client.put('/api/email-preferences', { token: tokenFor(email), nonEssentialEmail: true });

    expect(stopped.body).toEqual({ email, nonEssentialEmail: false });
    expect(queuedWhileStopped).toBe(false);
    expect(await OutboxMessageModel.exists({ _id: `test-news:${email}` })).toBeNull();
    expect(resumed.body).toEqual({ email, nonEssentialEmail: true });
    expect(await acceptsNonEssentialEmail(email)).toBe(true);
  });

  it.each([
    ['a token signed with another secret', (email: string) => emailPreferencesToken(email, 'x'.repeat(40))],
    ['a token for one address with the signature of another', (email: string) => `${tokenFor(email).split('.')[0]}.${tokenFor(anAddress()).split('.')[1]}`],
    ['a token that is not one', () => 'not-a-token-at-all'],
  ])('refuses %s and changes nothing', async (_case, forge) => {
    const email = anAddress();
    const client = new TestClient(() => publicApi.url);

    const read = await client.get(`/api/email-preferences?token=${encodeURIComponent(forge(email))}`);
    const write = await client.put('/api/email-preferences', { token: forge(email), nonEssentialEmail: false });

    expect(read.status).toBe(400);
    expect(read.body.message).toBe(emailPreferencesMessages.invalidLink);
    expect(write.status).toBe(400);
    expect(await acceptsNonEssentialEmail(email)).toBe(true);
  });
});
