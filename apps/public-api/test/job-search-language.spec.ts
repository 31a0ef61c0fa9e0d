import { jobFacetsSchema, type JobFacets } from '@jobboard/contracts';
import { JobModel } from '@jobboard/db';
import { createEmployerRecord, createJobRecord, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { createPublicApi } from '../src/app';

useTestDatabase();
const api = useTestService(createPublicApi);
const visitor = () => new TestClient(() => api.url);

interface Hit {
  id: string;
  title: string;
  titleMatches?: { start: number; end: number }[];
}
interface Page {
  items: Hit[];
  total: number;
  facets: JobFacets;
  didYouMean?: string;
}

const search = (query: Record<string, string>) => visitor().get<Page>(`/api/jobs?${new URLSearchParams(query)}`);
const titles = (response: { body: Page }) => response.body.items.map((job) => job.title);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** A small corpus whose right answers are plain to a person. */
const corpus = [
  { title: 'Registered Nurse', description: 'Care for patients on a busy medical floor.', requirements: ['Active RN license', 'BLS certification'] },
  { title: 'Licensed Practical Nurse', description: 'Give medications under the direction of an RN.', requirements: ['Active LPN license'] },
  { title: 'Project Manager', description: 'Modern teams learn to govern internal returns.', requirements: ['PMP preferred'] },
  { title: 'Nursery Assistant', description: 'Water and pot plants at our garden nursery.', requirements: [] },
  { title: 'CDL-A Truck Driver', description: 'Regional routes, home weekly.', requirements: ['Class A CDL', 'Clean driving record'] },
  { title: 'Delivery Driver', description: 'Deliver parcels in a company van.', requirements: ['Valid driver license'] },
  { title: 'Software Engineer', description: 'Build web applications in TypeScript and React.', requirements: ['JavaScript', 'SQL'] },
  { title: 'CNC Programmer', description: 'Write G-code for our mills and lathes.', requirements: ['Mastercam'] },
  { title: 'Customer Support Representative', description: 'Answer calls and chats from customers.', requirements: ['Call center experience'] },
  { title: 'Marketing Coordinator', description: 'Analyze customer data and service campaigns.', requirements: ['Excel'] },
  { title: 'IT Help Desk Technician', description: 'Reset passwords and fix laptops.', requirements: ['CompTIA A+'] },
] as const;

const seedCorpus = async () => {
  const employer = await createEmployerRecord();
  const ids = new Map<string, string>();
  for (const [index, job] of corpus.entries()) {
    const record = await createJobRecord(employer, { ...job, requirements: [...job.requirements], posted: minutesAgo(index) });
    ids.set(job.title, record.id);
  }
  return { employer, ids };
};

beforeEach(async () => {
  await JobModel.deleteMany({});
});

describe('GET /api/jobs reads job language', () => {
  it('finds what people mean first: abbreviations, typos, word forms, alternate titles and phrases', async () => {
    await seedCorpus();

    const [rn, nurce, driving, developer, customerService, helpdesk] = await Promise.all(
      ['RN', 'nurce', 'driving', 'developer', 'customer service', 'helpdesk'].map((q) => search({ q })),
    );

    // RN: the registered nurse first; never "Project Manager" for the letters in "modern" and "learn".
    expect(titles(rn)[0]).toBe('Registered Nurse');
    expect(titles(rn)).not.toContain('Project Manager');
    // A typo of five letters is one letter off a known word.
    expect(titles(nurce).slice(0, 2).sort()).toEqual(['Licensed Practical Nurse', 'Registered Nurse']);
    expect(titles(nurce)).not.toContain('Nursery Assistant');
    expect(titles(driving).slice(0, 2).sort()).toEqual(['CDL-A Truck Driver', 'Delivery Driver']);
    // A developer is a software engineer; a CNC programmer writes machine code, not software.
    expect(titles(developer)).toEqual(['Software Engineer']);
    // Customer service is a phrase: a call center is customer service, analysing customers is not.
    expect(titles(customerService)[0]).toBe('Customer Support Representative');
    expect(titles(customerService).indexOf('Marketing Coordinator')).not.toBe(0);
    expect(titles(helpdesk)).toEqual(['IT Help Desk Technician']);
  });

  it('ranks best matches first when there are words and no sort was chosen, and marks the words in titles', async () => {
    await seedCorpus();

    const response = await search({ q: 'registered nurse' });

    expect(titles(response)[0]).toBe('Registered Nurse');
    expect(response.body.items[0].titleMatches).toEqual([{ start: 0, end: 'Registered Nurse'.length }]);
    const lpn = response.body.items.find((job) => job.title === 'Licensed Practical Nurse');
    // The LPN's page names an RN, but its title holds none of the words searched as a registered nurse.
    expect(lpn?.titleMatches ?? []).toEqual([]);
  });

  it('offers a corrected search when the words find nothing, and the correction finds jobs', async () => {
    await seedCorpus();

    // One typo is corrected as the search runs; two are offered as a correction.
    expect(titles(await search({ q: 'nrse' })).sort()).toEqual(['Licensed Practical Nurse', 'Registered Nurse']);
    const typo = await search({ q: 'nrsee' });
    expect(typo.body.total).toBe(0);
    expect(typo.body.didYouMean).toBe('nurse');

    const corrected = await search({ q: typo.body.didYouMean ?? '' });
    expect(corrected.body.total).toBeGreaterThan(0);
    expect((await search({ q: 'zzzzqqq' })).body.didYouMean).toBeUndefined();
  });

  it('counts every filter option, each count equal to the total that choosing it gives', async () => {
    const employer = await createEmployerRecord();
    const jobs = [
      { title: 'Night Nurse', type: 'full-time', experience: 'mid', salaryMin: 60000, salaryMax: 80000, clearanceRequired: 'Secret' },
      { title: 'Day Nurse', type: 'part-time', experience: 'entry', salaryMin: 35000, salaryMax: 45000 },
      { title: 'Travel Nurse', type: 'contract', experience: 'senior', salaryMin: 95000, salaryMax: 120000, secondChanceEmployer: true },
      { title: 'Remote Nurse Advisor', type: 'remote', experience: 'mid', salaryMin: 50000, salaryMax: 60000, secondChanceEmployer: true },
      { title: 'Warehouse Associate', type: 'full-time', experience: 'entry', salaryMin: 30000, salaryMax: 40000 },
    ];
    for (const job of jobs) await createJobRecord(employer, { ...job, salaryPeriod: 'yearly' });

    const base = { q: 'nurse', experience: 'mid' };
    const { body } = await search(base);
    expect(jobFacetsSchema.parse(body.facets)).toEqual(body.facets);
    expect(body.total).toBe(2);

    const totalWith = async (extra: Record<string, string>) => (await search({ ...base, ...extra })).body.total;
    for (const [type, count] of Object.entries(body.facets.type)) expect([type, await totalWith({ type })]).toEqual([type, count]);
    // The experience facet leaves the experience filter out.
    for (const [experience, count] of Object.entries(body.facets.experience)) {
      expect([experience, await totalWith({ experience })]).toEqual([experience, count]);
    }
    for (const [salary, count] of Object.entries(body.facets.salary)) expect([salary, await totalWith({ salary })]).toEqual([salary, count]);
    for (const [clearance, count] of Object.entries(body.facets.clearance)) {
      expect([clearance, await totalWith({ clearance })]).toEqual([clearance, count]);
    }
    expect(await totalWith({ secondChance: 'true' })).toBe(body.facets.secondChance);
    expect(body.facets.type).toEqual({ 'full-time': 1, 'part-time': 0, contract: 0, remote: 1 });
    expect(body.facets.experience).toEqual({ entry: 1, mid: 2, senior: 1, executive: 0 });
  });

  it('sees a job as soon as it is posted, edited, closed or deleted', async () => {
    const employer = await createEmployerRecord();
    expect((await search({ q: 'welder' })).body.total).toBe(0);

    const job = await createJobRecord(employer, { title: 'Structural Welder', description: 'MIG and stick on steel frames.' });
    expect(titles(await search({ q: 'welding' }))).toEqual(['Structural Welder']);

    const stored = await JobModel.findById(job.id).orFail();
    stored.title = 'Pipefitter';
    stored.description = 'Threading and fitting pipe.';
    await stored.save();
    expect((await search({ q: 'welding' })).body.total).toBe(0);
    expect(titles(await search({ q: 'pipefitter' }))).toEqual(['Pipefitter']);

    await JobModel.updateOne({ _id: job.id }, { $set: { status: 'closed' } });
    expect((await search({ q: 'pipefitter' })).body.total).toBe(0);

    const other = await createJobRecord(employer, { title: 'Electrician Apprentice' });
    expect((await search({ q: 'electrician' })).body.total).toBe(1);
    await JobModel.deleteOne({ _id: other.id });
    expect((await search({ q: 'electrician' })).body.total).toBe(0);
    expect((await search({})).body.total).toBe(0);
  });
});

describe('GET /api/jobs/suggestions', () => {
  it('suggests titles and skills holding the typed words, most posted titles first', async () => {
    await seedCorpus();
    const employer = await createEmployerRecord();
    await createJobRecord(employer, { title: 'Registered Nurse' });

    const response = await visitor().get<{ suggestions: { text: string; kind: string }[] }>('/api/jobs/suggestions?q=nur');

    expect(response.status).toBe(200);
    expect(response.body.suggestions[0]).toEqual({ text: 'Registered Nurse', kind: 'title' });
    expect(response.body.suggestions.map((suggestion) => suggestion.text)).toContain('Licensed Practical Nurse');
    expect(response.body.suggestions.map((suggestion) => suggestion.text)).not.toContain('Project Manager');
  });

  it('refuses a single letter with a message', async () => {
    const response = await visitor().get<{ error: string }>('/api/jobs/suggestions?q=n');

    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('at least 2 characters');
  });
});
