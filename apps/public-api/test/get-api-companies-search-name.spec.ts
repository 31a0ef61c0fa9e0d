import { CompanyProfileModel } from '@jobboard/db';
import { createEmployerRecord, createJobRecord, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { randomBytes } from 'node:crypto';
import { createPublicApi } from '../src/app';

useTestDatabase();
const publicApi = useTestService(createPublicApi);
const client = () => new TestClient(() => publicApi.url);

/** A made-up word, so each test's companies are its own. */
const aWord = () => `Q${randomBytes(3).toString('hex').replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)])}`;

const aProfile = (name: string) => ({
  name,
  nameKey: name,
  industry: 'technology',
  location: 'San Francisco, CA',
  employees: '340',
  revenue: '$62M',
  rating: 4.4,
  founded: '2013',
  overview: 'Scheduling software.',
  values: ['Write it down'],
  benefits: ['Equity'],
  interviewProcess: ['Phone screen', 'Onsite'],
  commonQuestions: ['Why us?'],
  culture: 'Calm and written.',
});

describe('GET /api/companies/search/:name', () => {
  it('finds a company by the start of its words in any case, with every field of its profile and its open jobs', async () => {
    const word = aWord();
    const name = `${word}field Cloud Systems`;
    await CompanyProfileModel.create(aProfile(name));
    const employer = await createEmployerRecord({ companyName: name });
    await createJobRecord(employer);
    await createJobRecord(employer, { status: 'closed' });

    const response = await client().get(`/api/companies/search/${encodeURIComponent(`${word.toUpperCase()} cloud`)}`);

    expect(response.status).toBe(200);
    expect(response.body.company).toEqual({ id: expect.any(String), ...aProfile(name), nameKey: undefined, openJobs: 1 });
    expect(Object.keys(response.body.company as object)).not.toContain('nameKey');
  });

  it('finds it with a typo and accents', async () => {
    const word = aWord();
    const name = `${word}field Cloud Systems`;
    await CompanyProfileModel.create(aProfile(name));
    const typo = `${word}fied Clóud`;

    const response = await client().get(`/api/companies/search/${encodeURIComponent(typo)}`);

    expect(response.status).toBe(200);
    expect((response.body.company as { name: string }).name).toBe(name);
  });

  it('answers no company and the nearest names when nothing matches', async () => {
    const word = aWord();
    await CompanyProfileModel.create([aProfile(`${word} Logistics`), aProfile(`${word} Health Partners`)]);

    const response = await client().get(`/api/companies/search/${encodeURIComponent(`${word} Bakery`)}`);

    expect(response.status).toBe(200);
    expect(response.body.company).toBeNull();
    expect(response.body.suggestions).toEqual(expect.arrayContaining([`${word} Logistics`, `${word} Health Partners`]));
  });

  it('answers no company and no suggestions for a name like no other', async () => {
    const response = await client().get('/api/companies/search/zzzzzzzz');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ company: null, suggestions: [] });
  });

  // A path that names nothing searchable is a path to nothing, as a malformed id is (404).
  it.each([['a blank name', '%20%20'], ['only punctuation', '%21%21%21']])('answers 404 for %s', async (_case, path) => {
    const response = await client().get(`/api/companies/search/${path}`);

    expect(response.status).toBe(404);
    expect(response.body.code).toBe('not_found');
  });
});
