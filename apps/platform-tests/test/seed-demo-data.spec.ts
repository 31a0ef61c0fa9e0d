import { verify } from '@node-rs/argon2';
import { experienceLevels, interviewQuestionCategories, jobTypes } from '@jobboard/contracts';
import {
  ApplicationModel,
  CareerArticleModel,
  countStoredFiles,
  EmployerNotificationModel,
  CompanyProfileModel,
  EmployerModel,
  InterviewQuestionModel,
  JobModel,
  SavedJobModel,
  SubscriptionPlanModel,
  UserModel,
  VeteranProfileModel,
} from '@jobboard/db';
import { employerResponsiveness, isAttestationCurrent, isAttestationRenewalDue, normalizeCompanyName } from '@jobboard/domain';
import { demoCredentials, seedDemoData } from '@jobboard/seed';
import { useTestDatabase } from '@jobboard/test-kit';

// One seed for the whole file: it hashes passwords with argon2 and inserts 320 jobs.
useTestDatabase();
const slow = 120_000;
const quietLog = { info: () => undefined, warn: () => undefined };
const now = new Date('2026-03-01T12:00:00Z');
const dayMs = 24 * 60 * 60 * 1000;
const demoEmployerEmail = demoCredentials.find((account) => account.role === 'employer')?.login ?? '';

/** The stored hash of a demo account (each role has its own collection). */
const storedPasswordHash = async (role: (typeof demoCredentials)[number]['role'], email: string) => {
  const found =
    role === 'employer'
      ? await EmployerModel.findOne({ email }).select('+passwordHash').lean()
      : role === 'veteran'
        ? await VeteranProfileModel.findOne({ email }).select('+passwordHash').lean()
        : await UserModel.findOne({ email }).select('+passwordHash').lean();
  return found?.passwordHash;
};

const documentCounts = async () => ({
  jobs: await JobModel.countDocuments(),
  employers: await EmployerModel.countDocuments(),
  companyProfiles: await CompanyProfileModel.countDocuments(),
  interviewQuestions: await InterviewQuestionModel.countDocuments(),
  careerArticles: await CareerArticleModel.countDocuments(),
  subscriptionPlans: await SubscriptionPlanModel.countDocuments(),
  users: await UserModel.countDocuments(),
  veterans: await VeteranProfileModel.countDocuments(),
  applications: await ApplicationModel.countDocuments(),
  notifications: await EmployerNotificationModel.countDocuments(),
  savedJobs: await SavedJobModel.countDocuments(),
});

let before: Awaited<ReturnType<typeof documentCounts>>;
let firstRun: Awaited<ReturnType<typeof seedDemoData>>;

beforeAll(async () => {
  before = await documentCounts();
  firstRun = await seedDemoData({ log: quietLog, now });
}, slow);

describe('the demo seed on an empty database', () => {
  it('starts from nothing and reports the demo accounts present', () => {
    expect(Object.values(before).every((count) => count === 0)).toBe(true);
    expect(firstRun.demo).toBe(true);
  });

  it('creates at least 300 active jobs across at least 30 cities, each with coordinates', async () => {
    const jobs = await JobModel.find().lean();

    expect(jobs.length).toBeGreaterThanOrEqual(300);
    expect(jobs.every((job) => job.status === 'active')).toBe(true);
    expect(jobs.every((job) => typeof job.latitude === 'number' && typeof job.longitude === 'number')).toBe(true);
    expect(new Set(jobs.map((job) => `${job.city}, ${job.state}`)).size).toBeGreaterThanOrEqual(30);
    expect(jobs.every((job) => job.location === `${job.city}, ${job.state}`)).toBe(true);
  });

  it('offers every job type and every experience level', async () => {
    const jobs = await JobModel.find({}, { type: 1, experience: 1 }).lean();

    expect(new Set(jobs.map((job) => job.type))).toEqual(new Set(jobTypes));
    expect(new Set(jobs.map((job) => job.experience))).toEqual(new Set(experienceLevels));
  });

  it('has attested, lapsed and unattested employers, the jobs\' marker following them, and a responsive and a slow employer', async () => {
    const employers = await EmployerModel.find({}, { email: 1, fairChanceAttestation: 1 }).lean();
    const attested = employers.filter((employer) => isAttestationCurrent(employer.fairChanceAttestation, now));
    const lapsed = employers.filter((employer) => employer.fairChanceAttestation && !isAttestationCurrent(employer.fairChanceAttestation, now));
    expect(attested.length).toBeGreaterThan(1);
    expect(lapsed.length).toBeGreaterThan(0);
    expect(employers.some((employer) => !employer.fairChanceAttestation)).toBe(true);
    const demo = employers.find((employer) => employer.email === demoEmployerEmail);
    expect(isAttestationCurrent(demo?.fairChanceAttestation, now) && isAttestationRenewalDue(demo?.fairChanceAttestation, now)).toBe(true);
    // Every marked job belongs to an employer whose attestation counts, and carries its copy.
    const attestedIds = new Set(attested.map((employer) => String(employer._id)));
    const marked = await JobModel.find({ secondChanceEmployer: true }, { employerId: 1, fairChance: 1 }).lean();
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((job) => attestedIds.has(String(job.employerId)) && job.fairChance)).toBe(true);

    const figures = async (email: string) => {
      const employer = employers.find((candidate) => candidate.email === email);
      return employerResponsiveness(await ApplicationModel.find({ employerId: employer?._id }, { appliedAt: 1, reviewedAt: 1, status: 1 }).lean(), now);
    };
    const responsive = await figures('drive@ironhorsefreight.example.com');
    const slowOne = await figures('hiring@tidewaterdistribution.example.com');
    expect(responsive?.medianDaysToFirstReview).toBeLessThanOrEqual(3);
    expect(slowOne?.medianDaysToFirstReview).toBeGreaterThanOrEqual(14);
    expect(responsive!.finalStatusShare).toBeGreaterThan(slowOne!.finalStatusShare);
  });

  it('marks some, but not all, jobs as second-chance', async () => {
    const total = await JobModel.countDocuments();
    const secondChance = await JobModel.countDocuments({ secondChanceEmployer: true });

    expect(secondChance).toBeGreaterThan(0);
    expect(secondChance).toBeLessThan(total);
  });

  it('posts jobs over the last 60 days, with filled-in descriptions and 3-5 item lists', async () => {
    const jobs = await JobModel.find().lean();

    for (const job of jobs) {
      expect(job.posted.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(job.posted.getTime()).toBeGreaterThanOrEqual(now.getTime() - 60 * dayMs);
      expect(job.description).not.toMatch(/[{}]/);
      for (const list of [job.requirements, job.responsibilities, job.benefits]) {
        expect(list.length).toBeGreaterThanOrEqual(3);
        expect(list.length).toBeLessThanOrEqual(5);
      }
    }
    expect(new Set(jobs.map((job) => job.posted.getTime())).size).toBe(jobs.length);
  });

  it('creates at least 40 employers besides the demo one, each with a company profile', async () => {
    const employers = await EmployerModel.find({ email: { $ne: demoEmployerEmail } }).lean();
    const profiles = await CompanyProfileModel.find().lean();
    const profileKeys = new Set(profiles.map((profile) => profile.nameKey));

    expect(demoEmployerEmail).not.toBe('');
    expect(await EmployerModel.exists({ email: demoEmployerEmail })).not.toBeNull();
    expect(employers.length).toBeGreaterThanOrEqual(40);
    expect(employers.filter((employer) => !profileKeys.has(normalizeCompanyName(employer.companyName)))).toEqual([]);
  });

  it('posts every job under the name of an employer that exists', async () => {
    const employers = await EmployerModel.find().lean();
    const nameById = new Map(employers.map((employer) => [String(employer._id), employer.companyName]));
    const jobs = await JobModel.find({}, { employerId: 1, companyName: 1 }).lean();

    expect(jobs.filter((job) => nameById.get(String(job.employerId)) !== job.companyName)).toEqual([]);
  });

  it('adds career articles and interview questions in every category', async () => {
    const categories = await InterviewQuestionModel.distinct('category');

    expect(await CareerArticleModel.countDocuments()).toBeGreaterThanOrEqual(6);
    expect(new Set(categories)).toEqual(new Set(interviewQuestionCategories));
  });

  it('offers the three subscription plans at their prices', async () => {
    const plans = await SubscriptionPlanModel.find().sort({ price: 1 }).lean();

    expect(plans.map(({ _id, price, jobPostLimit, isActive }) => ({ _id, price, jobPostLimit, isActive }))).toEqual([
      { _id: 'starter', price: 4900, jobPostLimit: 5, isActive: true },
      { _id: 'pro', price: 19900, jobPostLimit: 15, isActive: true },
      { _id: 'enterprise', price: 49900, jobPostLimit: undefined, isActive: true },
    ]);
  });
});

describe('the demo employer\'s working day', () => {
  it('has an active plan with posts left, open jobs, and applications ranked with different scores and explanations', async () => {
    const employer = await EmployerModel.findOne({ email: demoEmployerEmail }).lean();
    const jobs = await JobModel.find({ employerId: employer?._id }).lean();
    const applications = await ApplicationModel.find({ employerId: employer?._id }).sort({ rankScore: -1 }).lean();

    expect(employer).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'pro' });
    expect(jobs.length).toBeGreaterThanOrEqual(3);
    expect(jobs.every((job) => job.status === 'active' && job.applicantCount > 0)).toBe(true);
    expect(applications.length).toBeGreaterThanOrEqual(5);
    expect(new Set(applications.map((application) => application.qualificationScore)).size).toBe(applications.length);
    expect(applications.every((application) => (application.explanation as { readable: boolean }).readable)).toBe(true);
    const [top] = applications;
    expect(top).toMatchObject({ applicantEmail: demoCredentials.find((a) => a.role === 'veteran')?.login, veteranBonus: 10 });
    expect(top.rankScore).toBe((top.qualificationScore ?? 0) + 10);
    expect(await countStoredFiles()).toMatchObject({ files: applications.length });
  });

  it('links the demo job seeker\'s application to the account, and leaves unread notifications', async () => {
    const employer = await EmployerModel.findOne({ email: demoEmployerEmail }).lean();
    const seeker = await UserModel.findOne({ email: demoCredentials.find((a) => a.role === 'job seeker')?.login }).lean();

    expect(await ApplicationModel.exists({ userId: seeker?._id })).not.toBeNull();
    expect(await EmployerNotificationModel.countDocuments({ employerId: employer?._id, isRead: false })).toBeGreaterThan(0);
  });

  it('gives the demo job seeker and veteran saved jobs, the veteran some that require a clearance', async () => {
    const seeker = await UserModel.findOne({ email: demoCredentials.find((a) => a.role === 'job seeker')?.login }).lean();
    const veteran = await VeteranProfileModel.findOne({ email: demoCredentials.find((a) => a.role === 'veteran')?.login }).lean();

    expect(await SavedJobModel.countDocuments({ ownerId: seeker?._id, ownerRole: 'jobseeker' })).toBeGreaterThanOrEqual(3);
    const veteranSaves = await SavedJobModel.find({ ownerId: veteran?._id, ownerRole: 'veteran' }).lean();
    expect(veteranSaves.length).toBeGreaterThanOrEqual(2);
    const saved = await JobModel.find({ _id: { $in: veteranSaves.map((save) => save.jobId) } }).lean();
    expect(saved.some((job) => job.clearanceRequired)).toBe(true);
  });
});

describe('running the demo seed again', () => {
  it(
    'adds nothing',
    async () => {
      const afterFirstRun = await documentCounts();

      const secondRun = await seedDemoData({ log: quietLog, now: new Date(now.getTime() + dayMs) });

      expect(secondRun.demo).toBe(true);
      expect(await documentCounts()).toEqual(afterFirstRun);
    },
    slow,
  );
});

describe('the demo accounts', () => {
  it.each(demoCredentials.map((account) => [account.role, account] as const))(
    'let the %s sign in with the published password',
    async (_role, account) => {
      const passwordHash = await storedPasswordHash(account.role, account.login);

      expect(passwordHash).toEqual(expect.any(String));
      expect(await verify(String(passwordHash), account.password)).toBe(true);
    },
    slow,
  );

  it(
    'are the only employers anyone can sign in as: seeded companies refuse empty and guessable passwords',
    async () => {
      const companies = await EmployerModel.find({ email: { $ne: demoEmployerEmail } })
        .select('+passwordHash')
        .lean();
      const commonGuesses = ['', 'password', 'Password1!', '123456', 'changeme', ...demoCredentials.map((a) => a.password)];
      const accepted: { email: string; guess: string }[] = [];
      const tryGuesses = async (passwordHash: string, email: string, guesses: string[]) => {
        for (const guess of guesses) if (await verify(passwordHash, guess)) accepted.push({ email, guess });
      };

      expect(companies.length).toBeGreaterThanOrEqual(40);
      // Common guesses once per distinct hash (argon2 is slow on purpose), own details per company.
      const companyByHash = new Map(companies.map((company) => [company.passwordHash, company.email]));
      for (const [passwordHash, email] of companyByHash) await tryGuesses(passwordHash, email, commonGuesses);
      for (const company of companies) {
        const ownGuesses = [company.email, company.email.split('@')[0], company.companyName, company.contactName];
        await tryGuesses(company.passwordHash, company.email, ownGuesses);
      }
      expect(accepted).toEqual([]);
    },
    slow,
  );
});
