/**
 * Demo data for what job seekers are told about employers: fair-chance attestations
 * (current ones, one that lapsed, and the demo employer's, due for renewal) with the jobs'
 * second-chance markers following them, and the application history of a responsive and a
 * slow employer. Runs once: skipped when any employer already holds an attestation.
 */
import type { ApplicationStatus, FairChancePractice } from '@jobboard/contracts';
import { ApplicationModel, EmployerModel, JobModel } from '@jobboard/db';
import { jobFairChanceFields } from '@jobboard/domain';
import { seedCompanies } from './data';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

const practiceSets: readonly FairChancePractice[][] = [
  ['considers-conviction-records', 'records-after-conditional-offer', 'individualised-assessment'],
  ['considers-conviction-records', 'welcomes-employment-gaps', 'no-experience-required'],
  ['records-after-conditional-offer', 'individualised-assessment', 'welcomes-employment-gaps', 'reentry-partnerships'],
  ['welcomes-employment-gaps', 'no-experience-required'],
];

/** A history of applications: hours from applying to the first review (undefined: never), and the status now. */
type History = readonly { daysAgo: number; reviewedAfterHours?: number; status: ApplicationStatus }[];

// Reviews within a couple of days and answers three in four applicants.
const responsiveHistory: History = [10, 20, 30, 40, 44, 26, 50, 18, 60, 36, 22, 70].map((hours, index) => ({
  daysAgo: 20 + index * 12,
  reviewedAfterHours: hours,
  status: index % 4 === 3 ? 'reviewed' : index % 4 === 0 ? 'hired' : 'rejected',
}));
// Takes weeks to look, leaves some applications unread and decides few.
const slowHistory: History = [
  ...[9, 12, 15, 20, 25, 11, 30].map((days, index) => ({
    daysAgo: 40 + index * 15,
    reviewedAfterHours: days * 24,
    status: (index < 2 ? 'rejected' : 'reviewed') as ApplicationStatus,
  })),
  { daysAgo: 35, status: 'pending' },
  { daysAgo: 60, status: 'pending' },
  { daysAgo: 90, status: 'pending' },
];
const historyNames = [
  'Avery Brooks',
  'Jordan Ellis',
  'Casey Morgan',
  'Riley Parker',
  'Taylor Reed',
  'Morgan Hayes',
  'Quinn Foster',
  'Drew Collins',
  'Jamie Bennett',
  'Skyler Ward',
  'Rowan Price',
  'Emerson Gray',
];

const seedHistory = async (employerEmail: string, history: History, now: Date) => {
  const employer = await EmployerModel.findOne({ email: employerEmail }, { _id: 1, companyName: 1 }).lean();
  if (!employer || (await ApplicationModel.exists({ employerId: employer._id }))) return;
  const jobs = await JobModel.find({ employerId: employer._id }, { _id: 1, title: 1 }).sort({ posted: -1 }).limit(3).lean();
  if (jobs.length === 0) return;
  await ApplicationModel.insertMany(
    history.map((entry, index) => {
      const job = jobs[index % jobs.length];
      const appliedAt = new Date(now.getTime() - entry.daysAgo * dayMs);
      const name = historyNames[index % historyNames.length];
      return {
        jobId: job._id,
        employerId: employer._id,
        applicantName: name,
        applicantEmail: `${name.toLowerCase().replace(' ', '.')}.${index}@example.com`,
        jobTitle: job.title,
        companyName: employer.companyName,
        status: entry.status,
        appliedAt,
        reviewedAt: entry.reviewedAfterHours === undefined ? undefined : new Date(appliedAt.getTime() + entry.reviewedAfterHours * hourMs),
      };
    }),
  );
};

export const seedDemoTrust = async (demoEmployerEmail: string, now: Date) => {
  if (await EmployerModel.exists({ fairChanceAttestation: { $exists: true } })) return;
  const fairChanceCompanies = seedCompanies.filter((company) => company.fairChance);
  const attestations = [
    ...fairChanceCompanies.map((company, index) => ({
      email: company.email,
      practices: practiceSets[index % practiceSets.length],
      // The last one attested more than a year ago: it lapsed, its jobs carry no marker.
      daysAgo: index === fairChanceCompanies.length - 1 ? 400 : 12 + ((index * 37) % 300),
    })),
    // The demo employer's counts still, but is due to be confirmed again (its dashboard asks).
    { email: demoEmployerEmail, practices: practiceSets[0], daysAgo: 350 },
  ];

  // Markers set per job before attestations existed are replaced by what the employers attested.
  await JobModel.updateMany({}, { $set: { secondChanceEmployer: false }, $unset: { fairChance: 1 } });
  for (const { email, practices, daysAgo } of attestations) {
    const fairChanceAttestation = { practices, attestedAt: new Date(now.getTime() - daysAgo * dayMs) };
    const employer = await EmployerModel.findOneAndUpdate({ email }, { $set: { fairChanceAttestation } }, { projection: { _id: 1 } }).lean();
    if (!employer) continue;
    const fields = jobFairChanceFields(fairChanceAttestation, now);
    if (fields.secondChanceEmployer) await JobModel.updateMany({ employerId: employer._id }, { $set: fields });
  }

  await seedHistory('drive@ironhorsefreight.example.com', responsiveHistory, now);
  await seedHistory('hiring@tidewaterdistribution.example.com', slowHistory, now);
};
