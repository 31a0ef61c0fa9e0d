import { JobAlertModel, OutboxMessageModel, VeteranProfileModel } from '@jobboard/db';
import {
  createEmployerRecord,
  createJobRecord,
  signInAs,
  testConfig,
  TestClient,
  uniqueEmail,
  useTestDatabase,
  useTestService,
  signUpThroughApi,
} from '@jobboard/test-kit';
import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { confirmJobAlert, jobAlertToken, removeExpiredUnconfirmedJobAlerts, sendJobAlertDigests } from '@jobboard/job-search';
import { mailEnvSchema } from '@jobboard/server-kit';
import { createPublicApi } from '../src/app';

useTestDatabase();
const publicApi = useTestService(createPublicApi);
const client = () => new TestClient(() => publicApi.url);
const secret = () => testConfig().SESSION_SECRET;
const settings = () => ({ mail: mailEnvSchema.parse({}), secret: secret() });

/** A made-up keyword only this test's jobs carry. */
const aWord = () => `kw${randomBytes(4).toString('hex')}`;
const hourMs = 60 * 60 * 1000;

const confirmationTokenOf = async (alertId: string) => {
  const message = await OutboxMessageModel.findById(`job-alert-confirmation:${alertId}`).lean();
  const link = /\/job-alerts\?confirm=([^\s"<]+)/.exec(message?.text ?? '');
  return link ? decodeURIComponent(link[1]) : undefined;
};

describe('POST /api/job-alerts', () => {
  it("saves a guest's search as pending and emails one confirmation link, which activates it", async () => {
    const email = uniqueEmail('alert');

    const saved = await client().post('/api/job-alerts', { email, source: 'jobs', search: '?q=forklift&type=full-time&page=4&sort=salary-high' });
    const again = await client().post('/api/job-alerts', { email, source: 'jobs', search: 'type=full-time&q=forklift' });

    expect(saved.status).toBe(201);
    expect(saved.body).toEqual(
      expect.objectContaining({
        email,
        source: 'jobs',
        search: 'q=forklift&type=full-time',
        status: 'pending',
        description: '"forklift" jobs, full time',
      }),
    );
    expect(again.body.id).toBe(saved.body.id);
    expect(await JobAlertModel.countDocuments({ email })).toBe(1);
    expect(await OutboxMessageModel.countDocuments({ to: email, kind: 'job-alert-confirmation' })).toBe(1);

    const token = await confirmationTokenOf(saved.body.id as string);
    const confirmed = await client().post('/api/job-alerts/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('active');
  });

  it('keeps one alert when the same search is saved several times at once', async () => {
    const email = uniqueEmail('alert');

    const responses = await Promise.all(
      Array.from({ length: 6 }, () => client().post('/api/job-alerts', { email, source: 'second-chance', search: 'q=cook' })),
    );

    expect(responses.every((response) => response.status === 201)).toBe(true);
    expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
    expect(await JobAlertModel.countDocuments({ email })).toBe(1);
    expect(await OutboxMessageModel.countDocuments({ to: email, kind: 'job-alert-confirmation' })).toBe(1);
  });

  it("is active at once, without an email, for a signed-in job seeker's own address, who then lists and removes it", async () => {
    const email = uniqueEmail('seeker');
    const seeker = client();
    await signUpThroughApi(seeker, 'jobseeker', { firstName: 'Ana', lastName: 'Ruiz', email, password: 'correct horse battery' });
    const stranger = client();
    await signInAs(stranger, { subjectId: new Types.ObjectId().toHexString(), role: 'jobseeker' });

    const saved = await seeker.post('/api/job-alerts', { email, source: 'jobs', search: 'q=welder' });
    const listed = await seeker.get<{ id: string }[]>('/api/job-alerts');
    const strangersList = await stranger.get<unknown[]>('/api/job-alerts');
    const strangerRemoves = await stranger.delete(`/api/job-alerts/${saved.body.id as string}`);
    const removed = await seeker.delete(`/api/job-alerts/${saved.body.id as string}`);

    expect(saved.body.status).toBe('active');
    expect(await OutboxMessageModel.countDocuments({ to: email, kind: 'job-alert-confirmation' })).toBe(0);
    expect(listed.body.map((alert) => alert.id)).toEqual([saved.body.id]);
    expect(strangersList.body).toEqual([]);
    expect(strangerRemoves.status).toBe(404);
    expect(removed.status).toBe(204);
    expect(await JobAlertModel.countDocuments({ email })).toBe(0);
  });

  it.each([
    ['an address that is not one', { email: 'nope', source: 'jobs', search: '' }],
    ['an unknown page', { email: 'a@example.com', source: 'everything', search: '' }],
    ['a search the page refuses', { email: 'a@example.com', source: 'jobs', search: 'experience=wizard' }],
    ['a place nobody knows', { email: 'a@example.com', source: 'jobs', search: 'location=Atlantis%2C+ZZ' }],
  ])('refuses %s with 400 and saves nothing', async (_case, body) => {
    const before = await JobAlertModel.countDocuments();

    const response = await client().post('/api/job-alerts', body);

    expect(response.status).toBe(400);
    expect(await JobAlertModel.countDocuments()).toBe(before);
  });

  it("is active at once for a signed-in veteran's own address too, and listed for the veteran only", async () => {
    const veteran = client();
    const subjectId = new Types.ObjectId().toHexString();
    await signInAs(veteran, { subjectId, role: 'veteran' });
    const seekerWithSameId = client();
    await signInAs(seekerWithSameId, { subjectId, role: 'jobseeker' });
    const { email } = (await VeteranProfileModel.findById(subjectId).lean())!;

    const saved = await veteran.post('/api/job-alerts', { email, source: 'second-chance', search: 'q=driver' });
    const listed = await veteran.get<{ id: string }[]>('/api/job-alerts');

    expect(saved.body.status).toBe('active');
    expect(listed.body.map((alert) => alert.id)).toEqual([saved.body.id]);
    expect((await seekerWithSameId.get<unknown[]>('/api/job-alerts')).body).toEqual([]);
    expect((await seekerWithSameId.delete(`/api/job-alerts/${saved.body.id as string}`)).status).toBe(404);
  });

  it('keeps at most 20 confirmed alerts per address (409), while saving an existing one again still works', async () => {
    const email = uniqueEmail('many');
    const confirmedAt = new Date();
    await JobAlertModel.insertMany(Array.from({ length: 20 }, (_, index) => ({ email, source: 'jobs', search: `q=word${index}`, confirmedAt })));

    const another = await client().post('/api/job-alerts', { email, source: 'jobs', search: 'q=one-more' });
    const again = await client().post('/api/job-alerts', { email, source: 'jobs', search: 'q=word3' });

    expect(another.status).toBe(409);
    expect(another.body).toMatchObject({ message: 'This address already has the most job alerts we keep (20). Remove one first.' });
    expect(again.status).toBe(201);
    expect(await JobAlertModel.countDocuments({ email })).toBe(20);
  });

  it("does not let a stranger fill an address's quota with alerts it never confirmed", async () => {
    const email = uniqueEmail('squatted');
    await JobAlertModel.insertMany(Array.from({ length: 25 }, (_, index) => ({ email, source: 'jobs', search: `q=squat${index}` })));

    const own = await client().post('/api/job-alerts', { email, source: 'jobs', search: 'q=forklift' });

    expect(own.status).toBe(201);
    expect(await confirmationTokenOf(own.body.id as string)).toBeDefined();
  });

  it('refuses to confirm an alert past the quota of confirmed ones', async () => {
    const email = uniqueEmail('full');
    const pending = await client().post('/api/job-alerts', { email, source: 'jobs', search: 'q=welder' });
    await JobAlertModel.insertMany(
      Array.from({ length: 20 }, (_, index) => ({ email, source: 'jobs', search: `q=kept${index}`, confirmedAt: new Date() })),
    );

    const confirmed = await client().post('/api/job-alerts/confirm', { token: await confirmationTokenOf(pending.body.id as string) });

    expect(confirmed.status).toBe(409);
    expect(await JobAlertModel.countDocuments({ email, confirmedAt: { $ne: null } })).toBe(20);
  });

  it('deletes alerts nobody confirmed 7 days after they were asked for, and keeps confirmed and recent ones', async () => {
    const email = uniqueEmail('sweep');
    const dayMs = 24 * hourMs;
    const now = new Date();
    const [stale, , confirmedOld] = await JobAlertModel.insertMany([
      { email, source: 'jobs', search: 'q=stale' },
      { email, source: 'jobs', search: 'q=recent' },
      { email, source: 'jobs', search: 'q=kept', confirmedAt: new Date(now.getTime() - 30 * dayMs) },
    ]);
    await JobAlertModel.collection.updateMany(
      { _id: { $in: [stale._id, confirmedOld._id] } },
      { $set: { createdAt: new Date(now.getTime() - 8 * dayMs) } },
    );

    const removed = await Promise.all([removeExpiredUnconfirmedJobAlerts(now), removeExpiredUnconfirmedJobAlerts(now)]);

    // Two sweeps at once delete the stale alert once between them.
    expect(removed.reduce((total, count) => total + count, 0)).toBe(1);
    const left = (await JobAlertModel.find({ email }, { search: 1 }).lean()).map((alert) => alert.search).sort();
    expect(left).toEqual(['q=kept', 'q=recent']);
  });

  it('answers 401 to a list or removal without a session, and 403 to an employer', async () => {
    const employer = client();
    await signInAs(employer, { subjectId: new Types.ObjectId().toHexString(), role: 'employer' });
    expect((await employer.get('/api/job-alerts')).status).toBe(403);
    expect((await client().get('/api/job-alerts')).status).toBe(401);
    expect((await client().delete(`/api/job-alerts/${new Types.ObjectId().toHexString()}`)).status).toBe(401);
  });
});

describe('the emailed links', () => {
  it('refuses a forged confirmation or unsubscribe link with 400', async () => {
    const saved = await client().post('/api/job-alerts', { email: uniqueEmail('alert'), source: 'jobs', search: 'q=baker' });
    const id = saved.body.id as string;

    const wrongPurpose = await client().post('/api/job-alerts/confirm', { token: jobAlertToken(id, 'unsubscribe', secret()) });
    const wrongSecret = await client().post('/api/job-alerts/unsubscribe', { token: jobAlertToken(id, 'unsubscribe', 'x'.repeat(40)) });

    expect(wrongPurpose.status).toBe(400);
    expect(wrongSecret.status).toBe(400);
    expect(await JobAlertModel.exists({ _id: id })).not.toBeNull();
  });

  it('unsubscribes with one call, and again is fine; a confirmation link of a removed alert is 404', async () => {
    const saved = await client().post('/api/job-alerts', { email: uniqueEmail('alert'), source: 'jobs', search: 'q=painter' });
    const id = saved.body.id as string;
    const token = jobAlertToken(id, 'unsubscribe', secret());

    const first = await client().post('/api/job-alerts/unsubscribe', { token });
    const second = await client().post('/api/job-alerts/unsubscribe', { token });
    const confirmAfter = await client().post('/api/job-alerts/confirm', { token: jobAlertToken(id, 'confirm', secret()) });

    expect([first.status, second.status]).toEqual([204, 204]);
    expect(await JobAlertModel.exists({ _id: id })).toBeNull();
    expect(confirmAfter.status).toBe(404);
  });
});

describe('the daily digest', () => {
  /** A confirmed alert for jobs with this word, confirmed at `confirmedAt`. */
  const aConfirmedAlert = async (word: string, confirmedAt: Date) => {
    const email = uniqueEmail('digest');
    const saved = await client().post('/api/job-alerts', { email, source: 'jobs', search: `q=${word}` });
    await confirmJobAlert(jobAlertToken(saved.body.id as string, 'confirm', secret()), secret(), confirmedAt);
    return { id: saved.body.id as string, email };
  };

  const aJobWith = async (word: string, posted: Date) => {
    const employer = await createEmployerRecord();
    return createJobRecord(employer, { title: `Forklift Operator ${word}`, description: `Drive forklifts (${word}) on day shift.`, posted });
  };

  it('sends the new matching jobs once a day, with one-click unsubscribe, and nothing to an unconfirmed address', async () => {
    const word = aWord();
    const confirmedAt = new Date(Date.now() - 2 * 24 * hourMs);
    const alert = await aConfirmedAlert(word, confirmedAt);
    const pending = await client().post('/api/job-alerts', { email: uniqueEmail('pending'), source: 'jobs', search: `q=${word}` });
    await aJobWith(word, new Date(confirmedAt.getTime() - hourMs));
    const fresh = await aJobWith(word, new Date(confirmedAt.getTime() + hourMs));
    const runAt = new Date(confirmedAt.getTime() + 25 * hourMs);

    await sendJobAlertDigests(settings(), runAt);
    await sendJobAlertDigests(settings(), new Date(runAt.getTime() + hourMs));

    const digests = await OutboxMessageModel.find({ to: alert.email, kind: 'job-alert-digest' }).lean();
    expect(digests).toHaveLength(1);
    expect(digests[0].subject).toContain('1 new job');
    expect(digests[0].text).toContain(fresh.title);
    expect(digests[0].text).toContain(`/jobs/${fresh.id}`);
    expect(digests[0].text).toMatch(/Unsubscribe from this alert: http:\/\/localhost:8080\/job-alerts\?unsubscribe=/);
    expect(await OutboxMessageModel.countDocuments({ to: pending.body.email as string, kind: 'job-alert-digest' })).toBe(0);
  });

  it('sends the next digest a day later with only the jobs posted since the last one, and none when nothing is new', async () => {
    const word = aWord();
    const confirmedAt = new Date(Date.now() - 4 * 24 * hourMs);
    const alert = await aConfirmedAlert(word, confirmedAt);
    await aJobWith(word, new Date(confirmedAt.getTime() + hourMs));
    const firstRun = new Date(confirmedAt.getTime() + 25 * hourMs);
    await sendJobAlertDigests(settings(), firstRun);
    const later = await aJobWith(word, new Date(firstRun.getTime() + hourMs));

    await sendJobAlertDigests(settings(), new Date(firstRun.getTime() + 25 * hourMs));
    await sendJobAlertDigests(settings(), new Date(firstRun.getTime() + 50 * hourMs));

    const digests = await OutboxMessageModel.find({ to: alert.email, kind: 'job-alert-digest' }).sort({ createdAt: 1 }).lean();
    expect(digests).toHaveLength(2);
    expect(digests[1].text).toContain(later.title);
    expect(digests[1].subject).toContain('1 new job');
  });

  it('sends each digest exactly once when several workers run at the same moment', async () => {
    const word = aWord();
    const confirmedAt = new Date(Date.now() - 2 * 24 * hourMs);
    const alerts = await Promise.all(Array.from({ length: 4 }, () => aConfirmedAlert(word, confirmedAt)));
    await aJobWith(word, new Date(confirmedAt.getTime() + hourMs));
    const runAt = new Date(confirmedAt.getTime() + 25 * hourMs);

    await Promise.all(Array.from({ length: 6 }, () => sendJobAlertDigests(settings(), runAt)));

    for (const alert of alerts) {
      expect(await OutboxMessageModel.countDocuments({ to: alert.email, kind: 'job-alert-digest' })).toBe(1);
    }
  });
});
