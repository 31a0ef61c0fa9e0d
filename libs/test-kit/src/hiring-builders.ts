import { randomBytes } from 'node:crypto';
import {
  ApplicationModel,
  EmployerModel,
  isDuplicateKeyError,
  JobModel,
  openFileUpload,
  SubscriptionPlanModel,
  VeteranProfileModel,
} from '@jobboard/db';
import { subscriptionPlanCatalog, type PlanId } from '@jobboard/contracts';
import { hashPassword } from '@jobboard/server-kit';
import { aVeteranRegistration } from './builders';
import { minimalPdf } from './documents';

/** Stores a file in the applications' bucket as an upload would, and answers its stored description. */
export const storeApplicationFile = async (name: string, bytes: Buffer, contentType = 'application/pdf') => {
  const upload = openFileUpload(name);
  await new Promise<void>((resolve, reject) => {
    upload.once('finish', () => resolve());
    upload.once('error', reject);
    upload.end(bytes);
  });
  return { fileId: String(upload.id), name, size: bytes.length, contentType, sha256: 'a'.repeat(64) };
};

/**
 * An application straight into the database, as public-api stores one (for tests of the
 * employer's side). The resume is a real stored PDF.
 */
export const createApplicationRecord = async (jobId: string, overrides: Record<string, unknown> = {}) => {
  const job = await JobModel.findById(jobId).lean();
  if (!job) throw new Error(`no job ${jobId}`);
  const resume = await storeApplicationFile('resume.pdf', minimalPdf('Warehouse lead with forklift certification'));
  const application = await ApplicationModel.create({
    jobId,
    employerId: job.employerId,
    applicantName: 'Rosa Delgado',
    applicantEmail: `applicant.${randomBytes(5).toString('hex')}@example.com`,
    jobTitle: job.title,
    companyName: job.companyName,
    resume,
    coverLetter: 'I have led a receiving dock for six years and would love to bring that to your team.',
    screeningResponses: ['No, never', 'Yes, I own a car', 'I understand'],
    qualificationScore: 70,
    rankScore: 70,
    ...overrides,
  });
  return { id: String(application._id), resume, applicantEmail: application.applicantEmail };
};

/** Makes sure the plan catalogue is in the database (the seed does this in development). */
export const ensurePlans = async () => {
  for (const plan of subscriptionPlanCatalog) {
    // employer-api stores the plans at start too (with their prices): whichever comes first.
    await SubscriptionPlanModel.updateOne({ _id: plan.id }, { $setOnInsert: { ...plan, _id: plan.id } }, { upsert: true }).catch((error: unknown) => {
      if (!isDuplicateKeyError(error)) throw error;
    });
  }
};

/** Gives an employer an active plan that started `startedDaysAgo` days ago. */
export const givePlan = async (employerId: string, plan: PlanId, { status = 'active', startedDaysAgo = 3 } = {}) => {
  await ensurePlans();
  await EmployerModel.updateOne(
    { _id: employerId },
    {
      $set: {
        subscriptionStatus: status,
        subscriptionPlan: plan,
        subscriptionStartDate: new Date(Date.now() - startedDaysAgo * 24 * 60 * 60 * 1000),
      },
    },
  );
};

export const giveCredits = async (employerId: string, credits: number) => {
  await EmployerModel.updateOne({ _id: employerId }, { $set: { jobPostCredits: credits } });
};

/** A veteran straight into the database, its address confirmed. */
export const createVeteranRecord = async () => {
  const { password, ...profile } = aVeteranRegistration();
  const veteran = await VeteranProfileModel.create({ ...profile, passwordHash: await hashPassword(password), emailVerifiedAt: new Date() });
  return { id: String(veteran._id), email: veteran.email };
};

/** What the Post New Job dialog sends for a complete job. */
export const aJobPosting = (overrides: Record<string, unknown> = {}) => ({
  title: 'Delivery Driver',
  department: 'Fleet',
  location: 'Oakland, CA',
  type: 'Full-time',
  experience: 'Mid',
  salaryMin: 52000,
  salaryMax: 61000,
  salaryPeriod: 'yearly',
  description: 'Deliver freight to customers across the East Bay in a late-model box truck.',
  schedule: 'Monday to Friday, 6am to 2:30pm',
  requirements: ['Valid Class A CDL', '3+ years of commercial driving experience', 'Clean driving record'],
  responsibilities: ['Deliver and unload freight', 'Inspect the truck before each route'],
  benefits: ['Health insurance', 'Paid time off'],
  applicationDeadline: '2030-01-31',
  screeningQuestions: ['Do you hold a Class A CDL?', 'Can you lift 50 lbs?'],
  ...overrides,
});
