import { accountSecurityMessages, jobSeekerSessionSchema } from '@jobboard/contracts';
import { UserModel } from '@jobboard/db';
import { TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createPublicApi } from '../src/app';
import { aJobSeekerSignup } from './job-seeker-builders';

useTestDatabase();
const api = useTestService(createPublicApi);
const visitor = () => new TestClient(() => api.url);
const signUp = (client: TestClient, body: unknown) => client.post('/api/job-seekers/signup', body);
/** Signs up (202, no session), then in with the same password as the page does: the account as stored. */
const signUpAndSignIn = async <B extends { email: string; password: string }>(body: B, client = visitor()) => {
  const response = await signUp(client, body);
  expect(response.status).toBe(202);
  expect(response.body).toEqual({ message: accountSecurityMessages.signUpAccepted });
  return client.post('/api/job-seekers/login', { email: body.email, password: body.password });
};

describe('POST /api/job-seekers/signup', () => {
  it('creates the unconfirmed account with every signup field and answers 202 without a session; signing in then gives one', async () => {
    const client = visitor();
    const signup = aJobSeekerSignup();

    const accepted = await signUp(client, signup);

    expect(accepted.status).toBe(202);
    expect(accepted.headers.getSetCookie()).toEqual([]);
    expect((await client.get('/api/job-seekers/session')).body).toBeNull();
    const stored = await UserModel.findOne({ email: signup.email }).lean();
    expect(stored?.emailVerifiedAt).toBeUndefined();
    const response = await client.post('/api/job-seekers/login', { email: signup.email, password: signup.password });
    expect(response.status).toBe(200);
    const { password: _password, ...profile } = signup;
    expect(response.body).toMatchObject(profile);
    expect(jobSeekerSessionSchema.parse(response.body)).toBeTruthy();
    expect(response.body).not.toHaveProperty('password');
    expect(response.body).not.toHaveProperty('passwordHash');
    const cookie = response.headers.getSetCookie().join(';');
    expect(cookie).toMatch(/jb_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    const session = await client.get('/api/job-seekers/session');
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ id: response.body.id, firstName: 'Rosa' });
  });

  it('needs only first name, last name, email and password; the language defaults to en', async () => {
    const { firstName, lastName, email, password } = aJobSeekerSignup();

    const response = await signUpAndSignIn({ firstName, lastName, email, password });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ preferredLanguage: 'en', skills: [], preferredJobTypes: [], relocateWilling: false });
  });

  it('reads blank optional fields as not given', async () => {
    const signup = { ...aJobSeekerSignup(), phone: '', linkedinUrl: '', currentJobTitle: '   ' };

    const response = await signUpAndSignIn(signup);

    expect(response.status).toBe(200);
    expect(response.body).not.toHaveProperty('phone');
    expect(response.body).not.toHaveProperty('linkedinUrl');
  });

  it('stores skills trimmed and de-duplicated regardless of case, keeping the first spelling', async () => {
    const signup = aJobSeekerSignup({ skills: [' React ', 'react', 'SQL', '', 'REACT', 'sql ', 'Excel'] });

    const response = await signUpAndSignIn(signup);

    expect(response.status).toBe(200);
    expect(response.body.skills).toEqual(['React', 'SQL', 'Excel']);
  });

  it('accepts the job types as the form labels them and stores the contract values', async () => {
    const signup = { ...aJobSeekerSignup(), preferredJobTypes: ['Full-time', 'Remote', 'remote'] };

    const response = await signUpAndSignIn(signup);

    expect(response.status).toBe(200);
    expect(response.body.preferredJobTypes).toEqual(['full-time', 'remote']);
  });

  it('stores the password only as an argon2id hash', async () => {
    const signup = aJobSeekerSignup();
    await signUp(visitor(), signup);

    const stored = await UserModel.findOne({ email: signup.email }).select('+passwordHash').lean();

    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored?.passwordHash).not.toContain(signup.password);
  });

  it('answers a taken address (any case) exactly as a new one, starts no session and keeps one account', async () => {
    const signup = aJobSeekerSignup();
    const first = await signUp(visitor(), signup);

    const again = await signUp(visitor(), { ...signup, email: `  ${signup.email.toUpperCase()} `, password: 'another password 123' });

    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await UserModel.countDocuments({ email: signup.email })).toBe(1);
  });

  it.each(['firstName', 'lastName', 'email', 'password'])('when %s is missing, answers 400 naming the field and saves nothing', async (field) => {
    const signup: Record<string, unknown> = aJobSeekerSignup();
    delete signup[field];

    const response = await signUp(visitor(), signup);

    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_failed');
    expect(response.body.message).toContain(field);
    expect(await UserModel.countDocuments({ email: signup.email ?? '' })).toBe(0);
  });

  it.each([
    ['firstName', 'blank', '   '],
    ['lastName', 'empty', ''],
    ['email', 'not an address', 'not-an-email'],
    ['password', 'under 8 characters', 'short'],
    ['password', 'over 128 characters', 'x'.repeat(129)],
    ['preferredLanguage', 'not one of the 20', 'xx'],
    ['experienceLevel', 'not a level', 'guru'],
    ['industry', 'not offered', 'aerospace'],
    ['education', 'not offered', 'phd'],
    ['salaryExpectation', 'not a band', '200k+'],
    ['preferredJobTypes', 'an unknown type', ['internship']],
    ['availability', 'not offered', 'someday'],
    ['relocateWilling', 'not a boolean', 'yes'],
    ['linkedinUrl', 'not a URL', 'not a url'],
    ['resumeUrl', 'not a URL', 'my resume'],
    ['skills', 'not a list', 'React'],
    ['skills', 'a 101-character skill', ['x'.repeat(101)]],
    ['profileSummary', 'over 5,000 characters', 'x'.repeat(5001)],
    ['firstName', 'an operator object', { $gt: '' }],
    ['email', 'an operator object', { $ne: null }],
    ['lastName', 'a number', 12345],
    ['skills', 'a list of operator objects', [{ $gt: '' }]],
  ])('when %s is %s, answers 400 naming the field and saves nothing', async (field, _problem, value) => {
    const signup = { ...aJobSeekerSignup(), [field]: value };

    const response = await signUp(visitor(), signup);

    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_failed');
    expect(response.body.message).toContain(field);
    expect(response.headers.getSetCookie()).toEqual([]);
    if (typeof signup.email === 'string') expect(await UserModel.countDocuments({ email: signup.email })).toBe(0);
  });

  it('answers 400 for a body that is not an object, and for malformed JSON', async () => {
    expect((await signUp(visitor(), ['firstName'])).status).toBe(400);
    expect((await visitor().postRaw('/api/job-seekers/signup', '{"email": ')).status).toBe(400);
  });

  it('ignores fields a signup may not set, such as its id or password hash', async () => {
    const signup = { ...aJobSeekerSignup(), _id: '0123456789abcdef01234567', passwordHash: 'chosen-by-attacker' };

    const response = await signUpAndSignIn(signup);

    expect(response.status).toBe(200);
    expect(response.body.id).not.toBe('0123456789abcdef01234567');
    const stored = await UserModel.findOne({ email: signup.email }).select('+passwordHash').lean();
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
