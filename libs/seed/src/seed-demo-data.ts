import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import {
  CareerArticleModel,
  CompanyProfileModel,
  type DbLogger,
  EmployerModel,
  InterviewQuestionModel,
  JobModel,
  SubscriptionPlanModel,
  UserModel,
  VeteranProfileModel,
} from '@jobboard/db';
import { jobEmployerStanding } from '@jobboard/domain';
import {
  generateDemoJobs,
  type DemoJob,
  seedCareerArticles,
  seedCities,
  seedCompanies,
  seedExtraCompanyProfiles,
  moreCareerArticles,
  seedInterviewQuestions,
  seedSubscriptionPlans,
} from './data';
import { demoEmployer, demoJobSeeker, demoVeteran } from './demo-accounts';
import { seedDemoHiring } from './seed-demo-hiring';
import { seedDemoTrust } from './seed-demo-trust';
import { seedDemoSavedJobs } from './seed-demo-saved-jobs';

const dayMs = 24 * 60 * 60 * 1000;
const demoJobCount = 320;

// argon2id as the server kit hashes (the seed sits below the server kit and cannot import it).
const hashPassword = (password: string) =>
  hash(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });

/** What ensureAccount needs of an account model. (A union of the models' types is not callable.) */
interface AccountModel {
  exists(filter: { email: string }): PromiseLike<unknown>;
  create(account: { email: string; passwordHash: string; emailVerifiedAt: Date }): Promise<unknown>;
}

/** Creates a demo account unless one with its email exists; never changes an existing one. */
const ensureAccount = async (model: AccountModel, { password, ...profile }: { email: string; password: string }) => {
  if (await model.exists({ email: profile.email })) return;
  // The demo accounts' addresses count as confirmed: they sign in and post at once.
  await model.create({ ...profile, emailVerifiedAt: new Date(), passwordHash: await hashPassword(password) });
};

/** A generated demo job as the document to insert (also used by the search benchmark). */
export const demoJobDocument = (demo: DemoJob, employerId: unknown, now: Date) => {
  const company = seedCompanies[demo.companyIndex];
  const city = seedCities[demo.cityIndex];
  const { template } = demo;
  return {
    employerId,
    companyName: company.companyName,
    companyLogo: company.logo,
    // insertMany runs no save hook: the employer's verification mark is set here.
    employerVerified: company.verified,
    employerStanding: jobEmployerStanding({ employerVerified: company.verified }),
    title: template.title,
    department: template.department,
    location: `${city.city}, ${city.state}`,
    city: city.city,
    state: city.state,
    zipCode: city.zipCode,
    latitude: city.latitude,
    longitude: city.longitude,
    type: template.type,
    experience: template.experience,
    salaryMin: template.salaryMin,
    salaryMax: template.salaryMax,
    salaryPeriod: template.salaryPeriod,
    description: template.description,
    requirements: template.requirements,
    responsibilities: template.responsibilities,
    benefits: template.benefits,
    schedule: template.schedule,
    screeningQuestions: template.screeningQuestions,
    secondChanceEmployer: demo.secondChanceEmployer,
    clearanceRequired: template.clearanceRequired,
    viewCount: demo.viewCount,
    posted: new Date(now.getTime() - demo.postedDaysAgo * dayMs),
  };
};

/**
 * Demo data for development: idempotent, so running it again adds nothing. Accounts are
 * upserted by email; each content collection is filled only while it is empty.
 * Returns whether the demo accounts exist (their credentials are in demo-accounts.ts).
 */
export const seedDemoData = async ({ log, now = new Date() }: { log: DbLogger; now?: Date }) => {
  // The catalogue is the truth: plans follow it (a changed price forgets its Stripe price), and
  // plans no longer in it stop being offered.
  for (const { id, jobPostLimit, ...plan } of seedSubscriptionPlans) {
    await SubscriptionPlanModel.updateOne({ _id: id, price: { $ne: plan.price } }, { $unset: { stripePriceId: 1 } });
    await SubscriptionPlanModel.updateOne(
      { _id: id },
      jobPostLimit === undefined ? { $set: plan, $unset: { jobPostLimit: 1 } } : { $set: { ...plan, jobPostLimit } },
      { upsert: true },
    );
  }
  await SubscriptionPlanModel.updateMany({ _id: { $nin: seedSubscriptionPlans.map((plan) => plan.id) } }, { $set: { isActive: false } });

  await ensureAccount(EmployerModel, demoEmployer);
  await ensureAccount(VeteranProfileModel, demoVeteran);
  await ensureAccount(UserModel, demoJobSeeker);

  if ((await JobModel.estimatedDocumentCount()) === 0) {
    // Seeded companies cannot sign in: they share one hash of a password nobody knows.
    const unusableHash = await hashPassword(randomBytes(32).toString('hex'));
    const employerIds: string[] = [];
    for (const company of seedCompanies) {
      const city = seedCities[company.cityIndex];
      const employer = await EmployerModel.findOneAndUpdate(
        { email: company.email },
        {
          $setOnInsert: {
            email: company.email,
            passwordHash: unusableHash,
            companyName: company.companyName,
            contactName: company.contactName,
            phone: company.phone,
            address: company.address,
            city: city.city,
            state: city.state,
            zipCode: city.zipCode,
            website: company.website,
            industry: company.industry,
            companySize: company.companySize,
            description: company.description,
            verificationStatus: company.verified ? 'verified' : 'pending',
          },
        },
        { upsert: true, returnDocument: 'after', projection: { _id: 1 } },
      ).lean();
      if (!employer) throw new Error(`Seed employer ${company.email} was not saved`);
      employerIds.push(String(employer._id));
    }

    const jobs = generateDemoJobs(demoJobCount).map((demo) => demoJobDocument(demo, employerIds[demo.companyIndex], now));
    await JobModel.insertMany(jobs, { ordered: true });
    log.info(`Seed: ${jobs.length} jobs from ${seedCompanies.length} employers`);
  }

  await seedDemoHiring(demoEmployer.email, { jobSeekerEmail: demoJobSeeker.email, veteranEmail: demoVeteran.email }, now);
  await seedDemoTrust(demoEmployer.email, now);
  await seedDemoSavedJobs({ jobSeekerEmail: demoJobSeeker.email, veteranEmail: demoVeteran.email }, now);

  if ((await CompanyProfileModel.estimatedDocumentCount()) === 0) {
    await CompanyProfileModel.insertMany(
      seedCompanies.map((company) => {
        const city = seedCities[company.cityIndex];
        return {
          name: company.companyName,
          nameKey: company.companyName.toLowerCase(),
          industry: company.industry,
          location: `${city.city}, ${city.state}`,
          ...company.profile,
        };
      }),
    );
    await CompanyProfileModel.insertMany(seedExtraCompanyProfiles.map((profile) => ({ ...profile, nameKey: profile.name })));
  }
  // Profiles seeded before the research hub's search keys get them (save() derives
  // them); the bank's questions added since a database was seeded are added to it.
  for (const profile of await CompanyProfileModel.find({ searchPrefixes: { $exists: false } })) {
    profile.markModified('name');
    await profile.save();
  }
  const knownQuestions = new Set((await InterviewQuestionModel.find({}, { question: 1 }).lean()).map((doc) => doc.question));
  const newQuestions = seedInterviewQuestions.filter((question) => !knownQuestions.has(question.question));
  if (newQuestions.length > 0) await InterviewQuestionModel.insertMany(newQuestions);

  // Articles by title: those written since a database was seeded are added to it.
  const knownTitles = new Set((await CareerArticleModel.find({}, { title: 1 }).lean()).map((doc) => doc.title));
  const newArticles = [...seedCareerArticles, ...moreCareerArticles].filter((article) => !knownTitles.has(article.title));
  if (newArticles.length > 0) {
    await CareerArticleModel.insertMany(
      newArticles.map(({ publishedDaysAgo, ...article }) => ({
        ...article,
        createdAt: new Date(now.getTime() - publishedDaysAgo * dayMs),
      })),
    );
  }

  const demo = (
    await Promise.all([
      EmployerModel.exists({ email: demoEmployer.email }),
      VeteranProfileModel.exists({ email: demoVeteran.email }),
      UserModel.exists({ email: demoJobSeeker.email }),
    ])
  ).every((found) => found !== null);
  return { demo };
};
