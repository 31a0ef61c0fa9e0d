import { jobListPageSchema, type ErrorBody, type JobListPage } from '@jobboard/contracts';
import { JobModel } from '@jobboard/db';
import { createEmployerRecord, createJobRecord, TestClient, useTestDatabase, useTestService } from '@jobboard/test-kit';
import { Types } from 'mongoose';
import { createPublicApi } from '../src/app';

useTestDatabase();
const api = useTestService(createPublicApi);
const visitor = () => new TestClient(() => api.url);

interface JobCard {
  id: string;
  title: string;
  companyName: string;
  distance?: number;
}
interface JobPage {
  items: JobCard[];
  total: number;
  page: number;
  pageSize: number;
  scope: JobListPage['scope'];
  origin?: { label: string; latitude: number; longitude: number; radius?: number };
  facets: JobListPage['facets'];
  locationNotFound?: JobListPage['locationNotFound'];
}

const search = (query = '') => visitor().get<JobPage>(`/api/jobs${query}`);
const titles = (response: { body: JobPage }) => response.body.items.map((job) => job.title);
const sorted = (values: string[]) => [...values].sort();

/** ZIP 78701 (downtown Austin) in the gazetteer. */
const austin = { latitude: 30.2713, longitude: -97.7426 };
/** Degrees of latitude per mile, on the same Earth radius the search uses. */
const degreesPerMile = 180 / (Math.PI * 3958.8);
const milesNorthOfAustin = (miles: number) => ({
  latitude: austin.latitude + miles * degreesPerMile,
  longitude: austin.longitude,
});
const milesEastOfAustin = (miles: number) => ({
  latitude: austin.latitude,
  longitude: austin.longitude + (miles * degreesPerMile) / Math.cos((austin.latitude * Math.PI) / 180),
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const yearly = (salaryMin: number | undefined, salaryMax?: number) => ({ salaryMin, salaryMax, salaryPeriod: 'yearly' });
const hourly = (salaryMin: number | undefined, salaryMax?: number) => ({ salaryMin, salaryMax, salaryPeriod: 'hourly' });
/** The builder's default job pays by the hour; this one names no pay. */
const noSalary = { salaryMin: undefined, salaryMax: undefined };

// Every test makes its own jobs; none sees another test's.
beforeEach(async () => {
  await JobModel.deleteMany({});
});

describe('GET /api/jobs', () => {
  describe('paging', () => {
    it('answers active jobs newest first, ten a page, with the total', async () => {
      const employer = await createEmployerRecord();
      for (let index = 0; index < 12; index += 1) {
        await createJobRecord(employer, { title: `Job ${index}`, posted: minutesAgo(index) });
      }
      await createJobRecord(employer, { title: 'Closed job', status: 'closed', posted: minutesAgo(-1) });
      await createJobRecord(employer, { title: 'Paused job', status: 'paused', posted: minutesAgo(-1) });

      const first = await search();
      const second = await search('?page=2');

      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: 12, page: 1, pageSize: 10 });
      expect(titles(first)).toEqual([...Array(10).keys()].map((index) => `Job ${index}`));
      expect(second.body).toMatchObject({ total: 12, page: 2, pageSize: 10 });
      expect(titles(second)).toEqual(['Job 10', 'Job 11']);
      expect(jobListPageSchema.parse(first.body)).toEqual(first.body);
    });

    it('answers a full last page, then an empty page with the total beyond the end', async () => {
      const employer = await createEmployerRecord();
      for (let index = 0; index < 20; index += 1) {
        await createJobRecord(employer, { title: `Job ${index}`, posted: minutesAgo(index) });
      }

      const last = await search('?page=2');
      const beyond = await search('?page=3');
      const farBeyond = await search('?page=500');

      expect(titles(last)).toHaveLength(10);
      expect(titles(last)[9]).toBe('Job 19');
      expect(beyond.status).toBe(200);
      expect(beyond.body).toMatchObject({ items: [], total: 20, page: 3, pageSize: 10 });
      expect(farBeyond.body).toMatchObject({ items: [], total: 20, page: 500 });
    });

    it('pages the same way when the order is ranked in code (a location search)', async () => {
      const employer = await createEmployerRecord();
      for (let index = 0; index < 11; index += 1) {
        const near = milesNorthOfAustin(1);
        await createJobRecord(employer, { title: `Near ${index}`, posted: minutesAgo(index), ...near });
      }

      const second = await search('?location=78701&page=2');
      const beyond = await search('?location=78701&page=3');

      expect(second.body).toMatchObject({ total: 11, page: 2, pageSize: 10 });
      expect(titles(second)).toEqual(['Near 10']);
      expect(beyond.body).toMatchObject({ items: [], total: 11, page: 3 });
    });

    it('answers no jobs at all as an empty first page', async () => {
      const response = await search();

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ items: [], total: 0, page: 1, pageSize: 10 });
      expect(response.body.facets.type).toEqual({ 'full-time': 0, 'part-time': 0, contract: 0, remote: 0 });
      expect(response.body.facets.secondChance).toBe(0);
    });
  });

  describe('filters', () => {
    it('filters by one job type or several, comma-joined', async () => {
      const employer = await createEmployerRecord();
      for (const type of ['full-time', 'part-time', 'contract', 'remote']) {
        await createJobRecord(employer, { title: `A ${type} job`, type });
      }

      const contract = await search('?type=contract');
      const two = await search('?type=full-time,remote');
      const spaced = await search('?type=Part-Time%2C%20contract');

      expect(titles(contract)).toEqual(['A contract job']);
      expect(contract.body.total).toBe(1);
      expect(sorted(titles(two))).toEqual(['A full-time job', 'A remote job']);
      expect(sorted(titles(spaced))).toEqual(['A contract job', 'A part-time job']);
    });

    it('filters by experience, and "any" or an empty type means no filter', async () => {
      const employer = await createEmployerRecord();
      for (const experience of ['entry', 'mid', 'senior', 'executive']) {
        await createJobRecord(employer, { title: `A ${experience} job`, experience });
      }

      const senior = await search('?experience=senior');
      const any = await search('?experience=any&salary=any&type=');

      expect(titles(senior)).toEqual(['A senior job']);
      expect(any.body.total).toBe(4);
    });

    it('compares salary bands with yearly pay, converting hourly pay at 2080 hours a year', async () => {
      const employer = await createEmployerRecord();
      const jobs: Array<[string, Record<string, unknown>]> = [
        // $18-22/hr is $37,440-$45,760 a year.
        ['Hourly 18-22', { salaryMin: 18, salaryMax: 22, salaryPeriod: 'hourly' }],
        // $30-40/hr is $62,400-$83,200 a year.
        ['Hourly 30-40', { salaryMin: 30, salaryMax: 40, salaryPeriod: 'hourly' }],
        ['Yearly 40k-50k', { salaryMin: 40_000, salaryMax: 50_000, salaryPeriod: 'yearly' }],
        ['Yearly 95k-120k', { salaryMin: 95_000, salaryMax: 120_000, salaryPeriod: 'yearly' }],
        ['From 110k', { salaryMin: 110_000, salaryMax: undefined, salaryPeriod: 'yearly' }],
        ['Up to 28k', { salaryMin: undefined, salaryMax: 28_000, salaryPeriod: 'yearly' }],
        ['No salary', { salaryMin: undefined, salaryMax: undefined }],
      ];
      for (const [title, salary] of jobs) await createJobRecord(employer, { title, ...salary });

      const band = async (salary: string) => sorted(titles(await search(`?salary=${salary}`)));

      expect(await band('30000-50000')).toEqual(['Hourly 18-22', 'Yearly 40k-50k']);
      expect(await band('50000-75000')).toEqual(['Hourly 30-40', 'Yearly 40k-50k']);
      expect(await band('75000-100000')).toEqual(['Hourly 30-40', 'Yearly 95k-120k']);
      expect(await band('100000%2B')).toEqual(['From 110k', 'Yearly 95k-120k']);
      expect((await search('?salary=any')).body.total).toBe(7);
    });

    it('finds keywords in the title, the company or the description, in any case', async () => {
      const employer = await createEmployerRecord();
      await createJobRecord(employer, { title: 'Forklift Operator', description: 'Move pallets.' });
      await createJobRecord(employer, { title: 'Driver', companyName: 'Forklift Masters', description: 'Deliver.' });
      await createJobRecord(employer, { title: 'Loader', description: 'Load trucks, some FORKLIFT work.' });
      await createJobRecord(employer, { title: 'Cashier', description: 'Serve customers.' });

      const response = await search('?q=forklift');

      expect(sorted(titles(response))).toEqual(['Driver', 'Forklift Operator', 'Loader']);
      expect(response.body.total).toBe(3);
    });

    it('needs every word of a search to match somewhere, not necessarily in the same field', async () => {
      const employer = await createEmployerRecord();
      await createJobRecord(employer, { title: 'Night Driver', companyName: 'Harbor Freight', description: 'Routes.' });
      await createJobRecord(employer, { title: 'Day Driver', companyName: 'Harbor Freight', description: 'Routes.' });
      await createJobRecord(employer, { title: 'Night Guard', companyName: 'Harbor Freight', description: 'Patrol.' });

      const response = await search('?q=%20driver%20%20NIGHT%20');

      expect(titles(response)).toEqual(['Night Driver']);
    });

    it('reads keywords as words: symbols that are part of a name count, other punctuation is no pattern', async () => {
      const employer = await createEmployerRecord();
      await createJobRecord(employer, { title: 'C++ Developer' });
      await createJobRecord(employer, { title: 'Cobol Developer' });

      const plusses = await search(`?q=${encodeURIComponent('c++')}`);
      const pattern = await search(`?q=${encodeURIComponent('.*')}`);
      const brackets = await search(`?q=${encodeURIComponent('(developer')}`);

      expect(titles(plusses)).toEqual(['C++ Developer']);
      expect(pattern.status).toBe(200);
      expect(pattern.body.total).toBe(0);
      expect(brackets.status).toBe(200);
      expect(titles(brackets).sort()).toEqual(['C++ Developer', 'Cobol Developer']);
    });

    it('finds jobs inserted in bulk, as the demo seed inserts them, by keyword and salary band', async () => {
      const employer = await createEmployerRecord();
      const job = { employerId: employer.id, location: 'Oakland, CA', type: 'full-time', experience: 'entry' };
      await JobModel.insertMany([
        { ...job, ...hourly(25), companyName: 'Acme', title: 'Deckhand', description: 'Harbor work.' },
        { ...job, ...hourly(25), companyName: 'Acme', title: 'Clerk', description: 'Office work.' },
      ]);

      const response = await search('?q=HARBOR&salary=50000-75000');

      expect(titles(response)).toEqual(['Deckhand']);
    });

    it('applies every filter together', async () => {
      const employer = await createEmployerRecord();
      const match = {
        title: 'Senior Welder',
        type: 'contract',
        experience: 'senior',
        salaryMin: 80_000,
        salaryMax: 90_000,
        salaryPeriod: 'yearly',
        ...milesNorthOfAustin(5),
      };
      await createJobRecord(employer, match);
      // Each of these misses exactly one of the filters.
      await createJobRecord(employer, { ...match, title: 'Senior Plumber' });
      await createJobRecord(employer, { ...match, title: 'Senior Welder (full-time)', type: 'full-time' });
      await createJobRecord(employer, { ...match, title: 'Senior Welder (mid)', experience: 'mid' });
      await createJobRecord(employer, { ...match, ...yearly(40_000, 45_000), title: 'Senior Welder (low pay)' });
      await createJobRecord(employer, { ...match, title: 'Senior Welder (far)', ...milesNorthOfAustin(40) });
      await createJobRecord(employer, { ...match, title: 'Senior Welder (closed)', status: 'closed' });

      const response = await search('?q=welder&location=Austin%2C%20TX&distance=25&type=contract,remote&experience=senior&salary=75000-100000');

      expect(response.status).toBe(200);
      expect(titles(response)).toEqual(['Senior Welder']);
      expect(response.body.total).toBe(1);
    });
  });

  describe('clearance', () => {
    const clearanceJobs = async () => {
      const employer = await createEmployerRecord();
      await createJobRecord(employer, { title: 'Open role', posted: minutesAgo(1) });
      await createJobRecord(employer, { title: 'None stated', clearanceRequired: 'None', posted: minutesAgo(2) });
      await createJobRecord(employer, { title: 'Public Trust role', clearanceRequired: 'Public Trust', posted: minutesAgo(3) });
      await createJobRecord(employer, { title: 'Secret role', clearanceRequired: 'Secret', posted: minutesAgo(4) });
      await createJobRecord(employer, { title: 'Top Secret role', clearanceRequired: 'Top Secret', posted: minutesAgo(5) });
      await createJobRecord(employer, { title: 'TS/SCI role', clearanceRequired: 'TS/SCI', posted: minutesAgo(6) });
      return employer;
    };

    it('shows a seeker holding Secret the jobs that need Secret or less, newest first', async () => {
      await clearanceJobs();

      const response = await search('?clearance=Secret');

      expect(response.status).toBe(200);
      expect(titles(response)).toEqual(['Open role', 'None stated', 'Public Trust role', 'Secret role']);
      expect(response.body.total).toBe(4);
    });

    it('shows a seeker without a clearance only the jobs that need none', async () => {
      await clearanceJobs();

      const response = await search('?clearance=None');

      expect(titles(response)).toEqual(['Open role', 'None stated']);
    });

    it('shows every job to the highest clearance and to "any", in any case of the name', async () => {
      await clearanceJobs();

      const highest = await search('?clearance=ts%2Fsci');
      const any = await search('?clearance=any');

      expect(highest.body.total).toBe(6);
      expect(any.body.total).toBe(6);
    });

    it('says what a job requires on its card, and nothing when it requires none', async () => {
      await clearanceJobs();

      const response = await visitor().get<{ items: Array<{ title: string; clearanceRequired?: string }> }>('/api/jobs?clearance=Secret');

      const byTitle = Object.fromEntries(response.body.items.map((job) => [job.title, job.clearanceRequired]));
      expect(byTitle).toEqual({ 'Open role': undefined, 'None stated': undefined, 'Public Trust role': 'Public Trust', 'Secret role': 'Secret' });
      expect(jobListPageSchema.parse(response.body)).toEqual(response.body);
      expect(JSON.stringify(response.body)).not.toContain('clearanceRank');
    });

    it('counts jobs stored before clearances existed as requiring none', async () => {
      const employer = await createEmployerRecord();
      const legacy = await createJobRecord(employer, { title: 'Older job' });
      await JobModel.collection.updateOne({ _id: new Types.ObjectId(legacy.id) }, { $unset: { clearanceRank: '' } });

      const response = await search('?clearance=None');

      expect(titles(response)).toEqual(['Older job']);
    });

    it('applies the clearance with the other filters and sorts', async () => {
      const employer = await createEmployerRecord();
      const base = { type: 'contract', ...yearly(90_000, 100_000), ...milesNorthOfAustin(5) };
      await createJobRecord(employer, { ...base, title: 'Cleared analyst', clearanceRequired: 'Secret' });
      await createJobRecord(employer, { ...base, title: 'Analyst needing TS', clearanceRequired: 'Top Secret' });
      await createJobRecord(employer, { ...base, title: 'Analyst (full-time)', type: 'full-time' });

      const filtered = await search('?clearance=Secret&type=contract&salary=75000-100000&sort=salary-high');
      const near = await search('?clearance=Secret&location=Austin%2C%20TX&q=analyst&sort=relevant');

      expect(titles(filtered)).toEqual(['Cleared analyst']);
      expect(sorted(titles(near))).toEqual(['Analyst (full-time)', 'Cleared analyst']);
    });
  });

  describe('military codes', () => {
    const militaryJobs = async () => {
      const employer = await createEmployerRecord();
      await createJobRecord(employer, { title: 'CDL Truck Driver', description: 'Regional routes.', posted: minutesAgo(1) });
      await createJobRecord(employer, { title: 'Delivery Driver', description: 'Local routes.', posted: minutesAgo(2) });
      await createJobRecord(employer, { title: 'Help Desk Technician', description: 'Tier 1 support.', posted: minutesAgo(3) });
      await createJobRecord(employer, { title: 'Systems Administrator', description: 'Linux servers.', posted: minutesAgo(4) });
      await createJobRecord(employer, { title: 'Line Cook', description: 'Prep and grill.', posted: minutesAgo(5) });
      await createJobRecord(employer, { title: 'Fleet Coordinator', description: 'Former 88M soldiers welcome.', posted: minutesAgo(6) });
      return employer;
    };

    it('finds the civilian jobs an Army MOS leads to, and jobs that name the code', async () => {
      await militaryJobs();

      const response = await search('?q=88M');

      expect(response.status).toBe(200);
      expect(titles(response)).toEqual(['CDL Truck Driver', 'Delivery Driver', 'Fleet Coordinator']);
    });

    it.each([
      ['an MOS with the words of its title', 'IT specialist 25B', ['Help Desk Technician', 'Systems Administrator']],
      ['an AFSC', 'AFSC 3D0X2', ['Systems Administrator']],
      ['an AFSC with its skill level', '3D052', ['Systems Administrator']],
      ['a Navy rating named after its branch', 'Navy IT', ['Help Desk Technician', 'Systems Administrator']],
    ])('finds jobs for %s (%s)', async (_case, q, expected) => {
      await militaryJobs();

      const response = await search(`?q=${encodeURIComponent(q)}`);

      expect(response.status).toBe(200);
      expect(sorted(titles(response))).toEqual(sorted(expected));
    });

    it('lets the other words narrow what the code finds', async () => {
      await militaryJobs();

      const response = await search('?q=88M%20regional');

      expect(titles(response)).toEqual(['CDL Truck Driver']);
    });

    it('ranks jobs whose title is the civilian work first when sorting by relevance', async () => {
      await militaryJobs();

      const response = await search('?q=88M&sort=relevant');

      expect(titles(response).slice(0, 2).sort()).toEqual(['CDL Truck Driver', 'Delivery Driver']);
      expect(response.body.total).toBe(3);
    });

    it('reads "IT" without a code as an ordinary word', async () => {
      const employer = await createEmployerRecord();
      await createJobRecord(employer, { title: 'IT Support Analyst', description: 'Laptops.' });
      await createJobRecord(employer, { title: 'Help Desk Technician', description: 'Tickets.' });

      const response = await search('?q=IT%20support');

      // "IT support" is help desk work: both titles name it.
      expect(titles(response).sort()).toEqual(['Help Desk Technician', 'IT Support Analyst']);
    });

    it('combines a code with the clearance filter', async () => {
      const employer = await createEmployerRecord();
      await createJobRecord(employer, { title: 'Systems Administrator', clearanceRequired: 'Secret' });
      await createJobRecord(employer, { title: 'Network Administrator', clearanceRequired: 'TS/SCI' });

      const response = await search('?q=25B&clearance=Top%20Secret');

      expect(titles(response)).toEqual(['Systems Administrator']);
    });
  });

  describe('where', () => {
    const createPlacedAndRemoteJobs = async () => {
      const employer = await createEmployerRecord();
      await createJobRecord(employer, { title: 'Austin job', ...milesNorthOfAustin(1), posted: minutesAgo(4) });
      await createJobRecord(employer, { title: 'Boston job', latitude: 42.3601, longitude: -71.0589, posted: minutesAgo(3) });
      await createJobRecord(employer, { title: 'Remote job', location: 'Remote', type: 'remote', posted: minutesAgo(2) });
      await createJobRecord(employer, { title: 'Remote contract', location: 'Denver, CO', type: 'remote', posted: minutesAgo(1) });
    };

    it('searches everywhere without a location (or an empty one), newest first, and says so', async () => {
      await createPlacedAndRemoteJobs();

      for (const query of ['', '?location=', '?location=%20%20', '?location=Anywhere']) {
        const response = await search(query);

        expect(titles(response)).toEqual(['Remote contract', 'Remote job', 'Boston job', 'Austin job']);
        expect(response.body.scope).toBe('everywhere');
        expect(response.body.origin).toBeUndefined();
      }
    });

    it.each(['Remote', 'remote', 'REMOTE', ' Work from home '])(
      'finds only remote jobs, wherever they are, for the location "%s"',
      async (location) => {
        await createPlacedAndRemoteJobs();

        const response = await search(`?location=${encodeURIComponent(location)}`);

        expect(response.status).toBe(200);
        expect(titles(response)).toEqual(['Remote contract', 'Remote job']);
        expect(response.body.scope).toBe('remote');
        expect(response.body.origin).toBeUndefined();
      },
    );

    it('answers an unknown place with no jobs, the place and known places of a similar name, never an error', async () => {
      await createPlacedAndRemoteJobs();

      const typo = await search('?location=San%20Fransisco%2C%20CA');
      const nowhere = await search('?location=Atlantis%2C%20ZZ');
      const unknownZip = await search('?location=00000');

      expect(typo.status).toBe(200);
      expect(typo.body).toMatchObject({ items: [], total: 0, scope: 'place' });
      expect(typo.body.locationNotFound).toEqual({ location: 'San Fransisco, CA', suggestions: expect.arrayContaining(['San Francisco, CA']) });
      expect(typo.body.locationNotFound?.suggestions[0]).toBe('San Francisco, CA');
      expect(jobListPageSchema.parse(typo.body)).toEqual(typo.body);
      expect(nowhere.status).toBe(200);
      expect(nowhere.body.locationNotFound?.location).toBe('Atlantis, ZZ');
      expect(unknownZip.status).toBe(200);
      expect(unknownZip.body.locationNotFound).toEqual({ location: '00000', suggestions: [] });
    });
  });

  describe('distance', () => {
    const createJobsAroundAustin = async () => {
      const employer = await createEmployerRecord();
      await createJobRecord(employer, { title: '5 miles north', ...milesNorthOfAustin(5), posted: minutesAgo(4) });
      await createJobRecord(employer, { title: '20 miles east', ...milesEastOfAustin(20), posted: minutesAgo(3) });
      await createJobRecord(employer, { title: '60 miles north', ...milesNorthOfAustin(60), posted: minutesAgo(2) });
      // Inside the search's bounding box (20 miles north and 20 east) but 28 miles away.
      await createJobRecord(employer, {
        title: 'Box corner',
        latitude: milesNorthOfAustin(20).latitude,
        longitude: milesEastOfAustin(20).longitude,
        posted: minutesAgo(1),
      });
      await createJobRecord(employer, { title: 'No coordinates', posted: minutesAgo(0) });
    };

    it('finds the jobs within each radius, measured along the great circle', async () => {
      await createJobsAroundAustin();

      const within = async (distance: number) => titles(await search(`?location=78701&distance=${distance}&sort=distance`));

      expect(await within(10)).toEqual(['5 miles north']);
      expect(await within(25)).toEqual(['5 miles north', '20 miles east']);
      expect(await within(50)).toEqual(['5 miles north', '20 miles east', 'Box corner']);
      expect(await within(100)).toEqual(['5 miles north', '20 miles east', 'Box corner', '60 miles north']);
    });

    it('searches 25 miles around a location when no distance is given, and says where it searched from', async () => {
      await createJobsAroundAustin();

      const response = await search('?location=78701');

      expect(sorted(titles(response))).toEqual(['20 miles east', '5 miles north']);
      expect(response.body.total).toBe(2);
      expect(response.body.origin).toEqual({ label: 'Austin, TX 78701', ...austin, radius: 25 });
    });

    it("puts each job's distance in miles, to one decimal, on its card", async () => {
      await createJobsAroundAustin();

      const response = await search('?location=78701&distance=100&sort=distance');

      expect(response.body.items.map((job) => [job.title, job.distance])).toEqual([
        ['5 miles north', 5],
        ['20 miles east', 20],
        ['Box corner', 28.3],
        ['60 miles north', 60],
      ]);
      // What the api-client parses: the contract's page of jobs, distances and origin included.
      expect(jobListPageSchema.parse(response.body)).toEqual(response.body);
    });

    it('ignores distance without a location, and then shows no distances', async () => {
      await createJobsAroundAustin();

      const response = await search('?distance=10');

      expect(response.body.total).toBe(5);
      expect(response.body.items.every((job) => job.distance === undefined)).toBe(true);
      expect(response.body.origin).toBeUndefined();
    });

    it.each(['Austin, TX', 'austin tx', 'AUSTIN,  Texas', 'Austin', '78701', '78701-1234', 'Austin, TX 78701'])(
      'resolves the location "%s" with the gazetteer',
      async (location) => {
        const employer = await createEmployerRecord();
        // The Texas State Capitol.
        await createJobRecord(employer, { title: 'Capitol job', latitude: 30.2747, longitude: -97.7404 });
        await createJobRecord(employer, { title: 'Dallas job', latitude: 32.7767, longitude: -96.797 });

        const response = await search(`?location=${encodeURIComponent(location)}&distance=10`);

        expect(response.status).toBe(200);
        expect(titles(response)).toEqual(['Capitol job']);
        expect(response.body.origin?.label).toMatch(/^Austin, TX/);
        expect(response.body.items[0].distance).toBeLessThan(10);
      },
    );

    it('with any distance finds every job, the nearest first, those without a place last', async () => {
      await createJobsAroundAustin();

      const response = await search('?location=78701&distance=any');

      expect(response.status).toBe(200);
      expect(titles(response)).toEqual(['5 miles north', '20 miles east', 'Box corner', '60 miles north', 'No coordinates']);
      expect(response.body.origin).toEqual({ label: 'Austin, TX 78701', ...austin });
      expect(response.body.facets.distance).toEqual({ '10': 1, '25': 2, '50': 3, '100': 4, any: 5 });
      expect(jobListPageSchema.parse(response.body)).toEqual(response.body);
    });

    it('counts a remote job within every distance, whatever the place', async () => {
      await createJobsAroundAustin();
      const employer = await createEmployerRecord();
      // One remote by its type (placed far away, in Seattle), one by its location (no coordinates).
      await createJobRecord(employer, { title: 'Remote by type', type: 'remote', latitude: 47.6062, longitude: -122.3321, posted: minutesAgo(9) });
      await createJobRecord(employer, { title: 'Remote by place', location: 'Remote', type: 'full-time', posted: minutesAgo(8) });

      const near = await search('?location=78701&distance=10');
      const remoteOnly = await search('?location=78701&distance=10&type=remote');

      expect(sorted(titles(near))).toEqual(['5 miles north', 'Remote by place', 'Remote by type']);
      expect(near.body.facets.distance).toEqual({ '10': 3, '25': 4, '50': 5, '100': 6, any: 7 });
      expect(near.body.facets.type.remote).toBe(1);
      expect(titles(remoteOnly)).toEqual(['Remote by type']);
    });

    it('tells the state apart where a city name exists in several', async () => {
      const employer = await createEmployerRecord();
      await createJobRecord(employer, { title: 'Portland, OR job', latitude: 45.5152, longitude: -122.6784 });
      await createJobRecord(employer, { title: 'Portland, ME job', latitude: 43.6591, longitude: -70.2568 });

      const oregon = await search('?location=Portland%2C%20OR');
      const maine = await search('?location=portland%20maine');

      expect(titles(oregon)).toEqual(['Portland, OR job']);
      expect(titles(maine)).toEqual(['Portland, ME job']);
    });
  });

  describe('sorting', () => {
    it('sorts recent by default, newest first', async () => {
      const employer = await createEmployerRecord();
      await createJobRecord(employer, { title: 'Older', posted: minutesAgo(10) });
      await createJobRecord(employer, { title: 'Newer', posted: minutesAgo(1) });

      expect(titles(await search())).toEqual(['Newer', 'Older']);
      expect(titles(await search('?sort=recent'))).toEqual(['Newer', 'Older']);
    });

    it('sorts relevant by where the words are found: title, then company, then description', async () => {
      const employer = await createEmployerRecord();
      // Posted in the opposite order, so recency alone would give the reverse.
      await createJobRecord(employer, { title: 'Welder', description: 'Join us.', posted: minutesAgo(4) });
      await createJobRecord(employer, {
        title: 'Fitter',
        companyName: 'Welder Works',
        description: 'Join us.',
        posted: minutesAgo(3),
      });
      await createJobRecord(employer, { title: 'Helper', description: 'Assist the welder.', posted: minutesAgo(2) });
      await createJobRecord(employer, { title: 'Cashier', description: 'Serve customers.', posted: minutesAgo(1) });

      const relevant = await search('?q=welder&sort=relevant');
      const recent = await search('?q=welder&sort=recent');

      expect(titles(relevant)).toEqual(['Welder', 'Fitter', 'Helper']);
      expect(relevant.body.total).toBe(3);
      expect(titles(recent)).toEqual(['Helper', 'Fitter', 'Welder']);
    });

    it('finds a known phrase as a phrase, and its words apart only when no job holds the phrase', async () => {
      const employer = await createEmployerRecord();
      const acme = { companyName: 'Acme' };
      await createJobRecord(employer, { ...acme, title: 'Driver', description: 'Drive a truck.', posted: minutesAgo(1) });

      expect(titles(await search('?q=truck%20driver&sort=relevant'))).toEqual(['Driver']);

      await createJobRecord(employer, { ...acme, title: 'Truck Driver', description: 'Deliveries.', posted: minutesAgo(2) });
      expect(titles(await search('?q=truck%20driver&sort=relevant'))).toEqual(['Truck Driver']);
    });

    it('sorts relevant without keywords as recent', async () => {
      const employer = await createEmployerRecord();
      await createJobRecord(employer, { title: 'Older', posted: minutesAgo(10) });
      await createJobRecord(employer, { title: 'Newer', posted: minutesAgo(1) });

      expect(titles(await search('?sort=relevant'))).toEqual(['Newer', 'Older']);
    });

    it('sorts salary-high by yearly pay, hourly converted, jobs without a salary last', async () => {
      const employer = await createEmployerRecord();
      await createJobRecord(employer, { ...noSalary, title: 'No salary', posted: minutesAgo(0) });
      await createJobRecord(employer, { title: '$60k', salaryMin: 50_000, salaryMax: 60_000, salaryPeriod: 'yearly' });
      // $40/hr tops out at $83,200 a year.
      await createJobRecord(employer, { title: '$40/hr', salaryMin: 35, salaryMax: 40, salaryPeriod: 'hourly' });
      await createJobRecord(employer, { ...yearly(90_000, undefined), title: 'From $90k' });
      await createJobRecord(employer, { title: '$25/hr', salaryMin: 20, salaryMax: 25, salaryPeriod: 'hourly' });

      const response = await search('?sort=salary-high');

      expect(titles(response)).toEqual(['From $90k', '$40/hr', '$60k', '$25/hr', 'No salary']);
    });

    it('sorts salary-high within a location search too', async () => {
      const employer = await createEmployerRecord();
      await createJobRecord(employer, { title: 'Low', ...yearly(30_000, 40_000), ...milesNorthOfAustin(2) });
      await createJobRecord(employer, { title: 'None', ...noSalary, ...milesNorthOfAustin(3) });
      await createJobRecord(employer, { title: 'High', ...yearly(90_000, 99_000), ...milesNorthOfAustin(4) });
      await createJobRecord(employer, { title: 'Far', ...yearly(200_000, 250_000), ...milesNorthOfAustin(90) });

      expect(titles(await search('?location=78701&sort=salary-high'))).toEqual(['High', 'Low', 'None']);
    });

    it('sorts distance nearest first', async () => {
      const employer = await createEmployerRecord();
      await createJobRecord(employer, { title: '15 miles', ...milesEastOfAustin(15), posted: minutesAgo(3) });
      await createJobRecord(employer, { title: '2 miles', ...milesNorthOfAustin(2), posted: minutesAgo(2) });
      await createJobRecord(employer, { title: '8 miles', ...milesNorthOfAustin(8), posted: minutesAgo(1) });

      const nearest = await search('?location=78701&sort=distance');
      const recent = await search('?location=78701');

      expect(titles(nearest)).toEqual(['2 miles', '8 miles', '15 miles']);
      expect(nearest.body.items.map((job) => job.distance)).toEqual([2, 8, 15]);
      expect(titles(recent)).toEqual(['8 miles', '2 miles', '15 miles']);
    });
  });

  describe('bad parameters', () => {
    const refused = (query: string) => visitor().get<ErrorBody>(`/api/jobs${query}`);

    it.each([
      ['type', 'an unknown type', '?type=full-time,freelance'],
      ['type', 'type=all', '?type=all'],
      ['experience', 'an unknown experience', '?experience=guru'],
      ['salary', 'a band that is not offered', '?salary=20000-30000'],
      ['salary', 'a salary that is not a band', '?salary=lots'],
      ['distance', 'a distance not in 10/25/50/100/any', '?distance=15'],
      ['distance', 'a negative distance', '?distance=-10'],
      ['sort', 'an unknown sort', '?sort=cheapest'],
      ['page', 'page=0', '?page=0'],
      ['page', 'a negative page', '?page=-1'],
      ['page', 'a page that is not a number', '?page=abc'],
      ['page', 'a page beyond 10,000', '?page=1e9'],
      ['q', 'a 201-character q', `?q=${'a'.repeat(201)}`],
      ['q', 'a 10,000-character q', `?q=${'a'.repeat(10_000)}`],
      ['location', 'a 201-character location', `?location=${'a'.repeat(201)}`],
      ['clearance', 'an unknown clearance', '?clearance=Confidential'],
    ])('answers 400 naming %s for %s', async (field, _case, query) => {
      const response = await refused(query);

      expect(response.status).toBe(400);
      expect(response.body.code).toBe('validation_failed');
      expect(response.body.message).toContain(field);
    });

    it.each([
      ['q', '?q[$gt]='],
      ['type', '?type[$ne]=contract'],
      ['location', '?location[$regex]=.*'],
    ])('answers 400 naming %s for the operator object %s', async (field, query) => {
      const response = await refused(query);

      expect(response.status).toBe(400);
      expect(response.body.message).toContain(field);
    });

    it.each([
      ['q', '?q=welder&q=driver'],
      ['type', '?type=contract&type=remote'],
      ['page', '?page=1&page=2'],
      ['sort', '?sort=recent&sort=distance'],
    ])('answers 400 naming %s when it is repeated (%s)', async (field, query) => {
      const response = await refused(query);

      expect(response.status).toBe(400);
      expect(response.body.message).toContain(field);
    });

    it('answers 400 for sort=distance without a place (no location, or Remote)', async () => {
      const response = await refused('?sort=distance');
      const remote = await refused('?location=Remote&sort=distance');

      expect(response.status).toBe(400);
      expect(response.body.message).toContain('sort');
      expect(remote.status).toBe(400);
    });

    it('ignores unknown plain parameters such as tracking tags', async () => {
      const response = await search('?utm_source=newsletter');

      expect(response.status).toBe(200);
    });
  });
});

describe('GET /api/jobs/:id', () => {
  it('answers an active job with id instead of _id and counts the view', async () => {
    const job = await createJobRecord(await createEmployerRecord());

    const response = await visitor().get(`/api/jobs/${job.id}`);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: job.id, title: 'Warehouse Associate', viewCount: 1, status: 'active' });
    expect(response.body).not.toHaveProperty('_id');
    expect(response.body).not.toHaveProperty('searchText');
  });

  it('answers 404 for unknown, closed and malformed ids, never 500', async () => {
    const closed = await createJobRecord(await createEmployerRecord(), { status: 'closed' });

    for (const id of ['507f1f77bcf86cd799439011', closed.id, 'not-an-id', '%24where']) {
      const response = await visitor().get(`/api/jobs/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('not_found');
    }
  });

  it('answers 404 JSON for an unknown /api route', async () => {
    const response = await visitor().get('/api/no-such-thing');

    expect(response.status).toBe(404);
    expect(response.body.code).toBe('route_not_found');
  });
});
