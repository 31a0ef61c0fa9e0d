import { randomBytes } from 'node:crypto';
import type { EmployerRegistration, VeteranRegistration } from '@jobboard/contracts';
import { AdminUserModel, EmployerModel, JobModel } from '@jobboard/db';
import { hashPassword } from '@jobboard/server-kit';

const unique = () => randomBytes(5).toString('hex');
export const uniqueEmail = (prefix = 'person') => `${prefix}.${unique()}@example.com`;
export const testPassword = 'correct horse battery';

export const anEmployerRegistration = (overrides: Partial<EmployerRegistration> = {}): EmployerRegistration => ({
  email: uniqueEmail('hiring'),
  companyName: 'Harbor Logistics',
  contactName: 'Dana Reyes',
  phone: '555-0100',
  address: '12 Pier Road',
  city: 'Oakland',
  state: 'CA',
  zipCode: '94607',
  website: 'https://harbor.example.com',
  industry: 'manufacturing',
  companySize: '51-200',
  description: 'Regional freight and warehousing.',
  password: testPassword,
  ...overrides,
});

export const aVeteranRegistration = (overrides: Partial<VeteranRegistration> = {}): VeteranRegistration => ({
  email: uniqueEmail('veteran'),
  firstName: 'Marcus',
  lastName: 'Hale',
  phone: '555-0101',
  location: 'San Diego, CA',
  militaryBranch: 'Marines',
  rank: 'Sergeant',
  serviceYears: '2012-2020',
  deployments: ['Afghanistan 2014'],
  securityClearance: 'Secret',
  mos: '0311',
  skills: ['Logistics', 'Team leadership'],
  certifications: ['OSHA 30'],
  education: 'Associate',
  preferredJobTypes: ['full-time'],
  salaryExpectation: '60k-80k',
  relocateWilling: false,
  resumeUrl: 'marcus-hale.pdf',
  profileSummary: 'Eight years leading logistics teams.',
  linkedinUrl: 'https://www.linkedin.com/in/marcus-hale',
  availability: 'immediately',
  password: testPassword,
  ...overrides,
});

/** An admin straight into the database, as the create-admin command would make one. */
export const createAdminUser = async (overrides: { username?: string; password?: string; isActive?: boolean } = {}) => {
  const username = overrides.username ?? `admin_${unique()}`;
  const password = overrides.password ?? testPassword;
  const admin = await AdminUserModel.create({
    username,
    passwordHash: await hashPassword(password),
    email: `${username}@example.com`,
    isActive: overrides.isActive ?? true,
  });
  return { id: String(admin._id), username, password };
};

/** An employer straight into the database, for tests of other services; its address confirmed unless `verified: false`. */
export const createEmployerRecord = async (overrides: Partial<EmployerRegistration> = {}, { verified = true }: { verified?: boolean } = {}) => {
  const { password, ...profile } = anEmployerRegistration(overrides);
  const employer = await EmployerModel.create({
    ...profile,
    passwordHash: await hashPassword(password),
    ...(verified ? { emailVerifiedAt: new Date() } : {}),
  });
  return { id: String(employer._id), companyName: employer.companyName, email: employer.email };
};

export const createJobRecord = async (employer: { id: string; companyName: string }, overrides: Record<string, unknown> = {}) => {
  const job = await JobModel.create({
    employerId: employer.id,
    companyName: employer.companyName,
    title: 'Warehouse Associate',
    location: 'Oakland, CA',
    city: 'Oakland',
    state: 'CA',
    type: 'full-time',
    experience: 'entry',
    salaryMin: 18,
    salaryMax: 22,
    salaryPeriod: 'hourly',
    description: 'Receive, pick and pack orders in a friendly team.',
    requirements: ['Lift 50 lbs'],
    responsibilities: ['Pick orders'],
    benefits: ['Health insurance'],
    schedule: 'Monday-Friday',
    // The marker is a copy of the employer's fair-chance attestation: a marked job gets a current one.
    ...(overrides.secondChanceEmployer === true ? { fairChance: { practices: ['considers-conviction-records'], attestedAt: new Date() } } : {}),
    ...overrides,
  });
  return { id: String(job._id), title: job.title, status: job.status, posted: job.posted };
};

/**
 * Gives the employer a fair-chance attestation made at `attestedAt` (now by default) and copies it
 * onto its jobs, as employer-api's PUT /api/employers/:id/fair-chance does.
 */
export const attestFairChanceRecord = async (
  employer: { id: string },
  {
    practices = ['considers-conviction-records', 'welcomes-employment-gaps'],
    attestedAt = new Date(),
  }: { practices?: string[]; attestedAt?: Date } = {},
) => {
  const fairChance = { practices, attestedAt };
  await EmployerModel.updateOne({ _id: employer.id }, { $set: { fairChanceAttestation: fairChance } });
  await JobModel.updateMany({ employerId: employer.id }, { $set: { secondChanceEmployer: true, fairChance } });
  return fairChance;
};
