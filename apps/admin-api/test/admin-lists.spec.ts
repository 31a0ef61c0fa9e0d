import { adminListPageSize } from '@jobboard/contracts';
import { ApplicationModel, EmployerModel, fillMissingSearchWords, JobModel, UserModel, VeteranProfileModel } from '@jobboard/db';
import { Types } from 'mongoose';
import { hashPassword } from '@jobboard/server-kit';
import {
  aVeteranRegistration,
  createAdminUser,
  createApplicationRecord,
  createEmployerRecord,
  createJobRecord,
  storeApplicationFile,
  TestClient,
  uniqueEmail,
  useTestDatabase,
  useTestService,
} from '@jobboard/test-kit';
import { createAdminApi } from '../src/app';

useTestDatabase();
const api = useTestService(createAdminApi);
// The lists read whole collections: each test starts from empty ones.
beforeEach(async () => {
  await Promise.all([
    JobModel.deleteMany({}),
    ApplicationModel.deleteMany({}),
    EmployerModel.deleteMany({}),
    VeteranProfileModel.deleteMany({}),
    UserModel.deleteMany({}),
  ]);
});

const signedInAdmin = async () => {
  const admin = await createAdminUser();
  const client = new TestClient(() => api.url);
  expect((await client.post('/api/admin/login', { username: admin.username, password: admin.password })).status).toBe(200);
  return client;
};

type Page = { items: Record<string, unknown>[]; total: number; page: number; pageSize: number };
const listOf = async (client: TestClient, path: string) => {
  const response = await client.get<Page>(path);
  expect(response.status).toBe(200);
  return response.body;
};

const createVeteran = async (overrides: Record<string, unknown> = {}) => {
  const { password, ...profile } = aVeteranRegistration();
  const veteran = await VeteranProfileModel.create({ ...profile, ...overrides, passwordHash: await hashPassword(password) });
  return String(veteran._id);
};

describe('GET /api/admin/jobs', () => {
  it('finds jobs by the start of any word of the title or company, in any case, with the total', async () => {
    const harbor = await createEmployerRecord({ companyName: 'Harbor Logistics' });
    const summit = await createEmployerRecord({ companyName: 'Summit Health' });
    await createJobRecord(harbor, { title: 'Senior Warehouse Associate' });
    await createJobRecord(harbor, { title: 'Forklift Operator' });
    await createJobRecord(summit, { title: 'Night Nurse' });
    const admin = await signedInAdmin();

    const byTitle = await listOf(admin, '/api/admin/jobs?q=WARE%20assoc');
    const byCompany = await listOf(admin, '/api/admin/jobs?q=harbor');
    const middleOfWord = await listOf(admin, '/api/admin/jobs?q=house');

    expect(byTitle.items.map((job) => job.title)).toEqual(['Senior Warehouse Associate']);
    expect(byTitle.total).toBe(1);
    expect(byCompany.items.map((job) => job.title).sort()).toEqual(['Forklift Operator', 'Senior Warehouse Associate']);
    expect(byCompany.total).toBe(2);
    expect(middleOfWord.total).toBe(0);
  });

  it('reads a typed pattern as text, never as a regular expression or an operator', async () => {
    const employer = await createEmployerRecord();
    await createJobRecord(employer, { title: 'C++ Developer' });
    await createJobRecord(employer, { title: 'Cook' });
    const admin = await signedInAdmin();

    const plus = await listOf(admin, '/api/admin/jobs?q=c%2B%2B');
    const dot = await listOf(admin, '/api/admin/jobs?q=.*');
    const operator = await admin.get('/api/admin/jobs?q[$ne]=x');

    expect(plus.items.map((job) => job.title)).toEqual(['C++ Developer']);
    expect(dot.total).toBe(0);
    expect(operator.status).toBe(400);
  });

  it('filters by status and sorts newest, oldest, by title and by company', async () => {
    const alpha = await createEmployerRecord({ companyName: 'Alpha Freight' });
    const zulu = await createEmployerRecord({ companyName: 'Zulu Foods' });
    const day = 24 * 60 * 60 * 1000;
    await createJobRecord(zulu, { title: 'Baker', posted: new Date(Date.now() - 3 * day) });
    await createJobRecord(alpha, { title: 'Driver', posted: new Date(Date.now() - 2 * day), status: 'closed' });
    await createJobRecord(alpha, { title: 'Assembler', posted: new Date(Date.now() - day) });
    const admin = await signedInAdmin();

    const titles = async (query: string) => (await listOf(admin, `/api/admin/jobs?${query}`)).items.map((job) => job.title);

    expect(await titles('')).toEqual(['Assembler', 'Driver', 'Baker']);
    expect(await titles('sort=oldest')).toEqual(['Baker', 'Driver', 'Assembler']);
    expect(await titles('sort=title')).toEqual(['Assembler', 'Baker', 'Driver']);
    expect(await titles('sort=company')).toEqual(['Driver', 'Assembler', 'Baker'].filter((title) => title !== 'Baker').concat('Baker'));
    expect(await titles('status=closed')).toEqual(['Driver']);
    expect(await titles('status=any')).toHaveLength(3);
    expect((await admin.get('/api/admin/jobs?status=deleted')).status).toBe(400);
    expect((await admin.get('/api/admin/jobs?sort=salary')).status).toBe(400);
  });

  it('answers twenty a page with the total; a page past the end is empty with the same total', async () => {
    const employer = await createEmployerRecord();
    for (let index = 0; index < adminListPageSize + 3; index += 1) {
      await createJobRecord(employer, { title: `Role ${String(index).padStart(2, '0')}` });
    }
    const admin = await signedInAdmin();

    const first = await listOf(admin, '/api/admin/jobs?sort=title');
    const second = await listOf(admin, '/api/admin/jobs?sort=title&page=2');
    const beyond = await listOf(admin, '/api/admin/jobs?sort=title&page=9');

    expect(first).toMatchObject({ total: adminListPageSize + 3, page: 1, pageSize: adminListPageSize });
    expect(first.items).toHaveLength(adminListPageSize);
    expect(second.items.map((job) => job.title)).toEqual(['Role 20', 'Role 21', 'Role 22']);
    expect(beyond).toMatchObject({ items: [], total: adminListPageSize + 3, page: 9 });
    for (const page of ['0', '-1', 'two', '10001']) expect((await admin.get(`/api/admin/jobs?page=${page}`)).status).toBe(400);
  });
});

describe('GET /api/applications', () => {
  it('finds applications by applicant name, email or job title, filters by status and sorts by name', async () => {
    const employer = await createEmployerRecord();
    const driver = await createJobRecord(employer, { title: 'Delivery Driver' });
    const cook = await createJobRecord(employer, { title: 'Line Cook' });
    await createApplicationRecord(driver.id, { applicantName: 'Rosa Delgado', applicantEmail: 'rosa.d@example.com' });
    await createApplicationRecord(cook.id, { applicantName: 'Ahmed Khan', applicantEmail: 'akhan@example.com', status: 'reviewed' });
    const admin = await signedInAdmin();

    const names = async (query: string) => (await listOf(admin, `/api/applications?${query}`)).items.map((row) => row.applicantName);

    expect(await names('q=rosa')).toEqual(['Rosa Delgado']);
    expect(await names('q=akhan%40exam')).toEqual(['Ahmed Khan']);
    expect(await names('q=line%20cook')).toEqual(['Ahmed Khan']);
    expect(await names('status=reviewed')).toEqual(['Ahmed Khan']);
    expect(await names('sort=name')).toEqual(['Ahmed Khan', 'Rosa Delgado']);
  });

  it('says how many files came with an application, never their contents or the extracted text', async () => {
    const employer = await createEmployerRecord();
    const job = await createJobRecord(employer);
    const letter = await storeApplicationFile('letter.pdf', Buffer.from('%PDF-1.4 letter'));
    await createApplicationRecord(job.id, { supportingDocuments: [letter], resumeText: 'SECRET RESUME TEXT' });
    const admin = await signedInAdmin();

    const page = await listOf(admin, '/api/applications');

    expect(page.items[0]).toMatchObject({ fileCount: 2, jobTitle: job.title });
    expect(JSON.stringify(page)).not.toMatch(/SECRET RESUME TEXT|fileId|sha256|resumeText/);
  });
});

describe('GET /api/employers', () => {
  it('finds employers by company, contact or email and filters by verification', async () => {
    await createEmployerRecord({ companyName: 'Harbor Logistics', contactName: 'Priya Ramanathan' });
    const summit = await createEmployerRecord({ companyName: 'Summit Health', email: 'hr@summit-health.example' });
    await EmployerModel.updateOne({ _id: summit.id }, { $set: { verificationStatus: 'verified' } });
    const admin = await signedInAdmin();

    const companies = async (query: string) => (await listOf(admin, `/api/employers?${query}`)).items.map((row) => row.companyName);

    expect(await companies('q=priya')).toEqual(['Harbor Logistics']);
    expect(await companies('q=hr%40summit')).toEqual(['Summit Health']);
    expect(await companies('verification=verified')).toEqual(['Summit Health']);
    expect(await companies('verification=pending')).toEqual(['Harbor Logistics']);
    expect(await companies('sort=company')).toEqual(['Harbor Logistics', 'Summit Health']);
    const [row] = (await listOf(admin, '/api/employers?q=harbor')).items;
    expect(row).toMatchObject({ verificationStatus: 'pending', isActive: true });
  });

  it('follows a renamed company: the search words change with the profile', async () => {
    const employer = await createEmployerRecord({ companyName: 'Old Name Freight' });
    await EmployerModel.findByIdAndUpdate(employer.id, { $set: { companyName: 'Bright Horizons' } });
    const admin = await signedInAdmin();

    expect((await listOf(admin, '/api/employers?q=bright')).total).toBe(1);
    expect((await listOf(admin, '/api/employers?q=old')).total).toBe(0);
  });
});

describe('records stored before the admin search existed', () => {
  it('are found once admin-api has filled in their search words (it does at start)', async () => {
    const employer = await createEmployerRecord({ companyName: 'Legacy Freightways' });
    await EmployerModel.collection.updateOne({ _id: new Types.ObjectId(employer.id) }, { $unset: { searchWords: '' } });
    const admin = await signedInAdmin();
    expect((await listOf(admin, '/api/employers?q=legacy')).total).toBe(0);

    const filled = await fillMissingSearchWords();

    expect(filled).toBeGreaterThanOrEqual(1);
    expect((await listOf(admin, '/api/employers?q=legacy')).total).toBe(1);
    expect(await fillMissingSearchWords()).toBe(0);
  });
});

describe('GET /api/veterans', () => {
  it('finds veterans by name, email, branch or MOS and filters by branch', async () => {
    await createVeteran({ firstName: 'Marcus', lastName: 'Hale', militaryBranch: 'Marines', mos: '0311' });
    await createVeteran({ firstName: 'Jo', lastName: 'Álvarez', militaryBranch: 'Air Force', mos: '3D0X2', email: uniqueEmail('jo') });
    const admin = await signedInAdmin();

    const lastNames = async (query: string) => (await listOf(admin, `/api/veterans?${query}`)).items.map((row) => row.lastName);

    expect(await lastNames('q=alvarez')).toEqual(['Álvarez']);
    expect(await lastNames('q=0311')).toEqual(['Hale']);
    expect(await lastNames('q=air%20force')).toEqual(['Álvarez']);
    expect(await lastNames('branch=Marines')).toEqual(['Hale']);
    expect(await lastNames('sort=name')).toEqual(['Hale', 'Álvarez'].sort((a, b) => (a < b ? -1 : 1)));
    expect((await admin.get('/api/veterans?branch=Army%20Reserve')).status).toBe(400);
  });
});

describe('GET /api/admin/summary', () => {
  it('counts active jobs, applications this week and in total, employers by verification, veterans and job seekers', async () => {
    const employer = await createEmployerRecord();
    const rejected = await createEmployerRecord();
    await EmployerModel.updateOne({ _id: rejected.id }, { $set: { verificationStatus: 'rejected' } });
    const job = await createJobRecord(employer);
    await createJobRecord(employer, { status: 'closed' });
    await createApplicationRecord(job.id);
    await createApplicationRecord(job.id, { appliedAt: new Date(Date.now() - 10 * 24 * 60 * 60 * 1000) });
    await createVeteran();
    await UserModel.create({ email: uniqueEmail('seeker'), passwordHash: 'x', firstName: 'Sam', lastName: 'Seeker' });
    const admin = await signedInAdmin();

    const response = await admin.get('/api/admin/summary');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      activeJobs: 1,
      applicationsThisWeek: 1,
      applicationsTotal: 2,
      employersByVerification: { pending: 1, verified: 0, rejected: 1 },
      veterans: 1,
      jobSeekers: 1,
      // The pending employer's one live job: a posting nobody has vetted yet.
      unverifiedLiveJobs: 1,
    });
  });
});

describe('redaction over every admin answer', () => {
  it('never carries a password hash, a session or file contents', async () => {
    const employer = await createEmployerRecord();
    const job = await createJobRecord(employer);
    await createApplicationRecord(job.id, { resumeText: 'EXTRACTED TEXT' });
    await createVeteran();
    const admin = await signedInAdmin();
    expect(await ApplicationModel.countDocuments()).toBe(1);

    for (const path of ['/api/admin/jobs', '/api/applications', '/api/employers', '/api/veterans', '/api/admin/summary', '/api/admin/audit']) {
      const response = await admin.get(path);
      expect(response.status).toBe(200);
      const text = JSON.stringify(response.body);
      expect(text).not.toMatch(/passwordHash|\$2[aby]\$|\$argon2|jb_session|sessionId|EXTRACTED TEXT|resumeText|searchWords|searchText|fileId/);
    }
  });
});
