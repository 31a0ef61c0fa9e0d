/**
 * `npm run bench:recommendations [-- --jobs 100000 --runs 20]`: how long GET
 * /api/veterans/:id/recommended-jobs takes for a few kinds of veteran, measured on the use case
 * itself (candidates from the database, ranking, the top jobs read back) over the seeded demo
 * jobs and over `--jobs` generated active jobs. Prints p50 and p95 per veteran and job count. A
 * script that prints figures, not a test.
 *
 * The database comes from @jobboard/db's provider (MONGODB_URI if set, else the embedded
 * mongo-java-server in memory, which scans where MongoDB would use an index: its figures say how
 * development feels; point MONGODB_URI at a MongoDB 7 server for MongoDB's).
 */
import { parseArgs } from 'node:util';
import type { MilitaryBranch, SecurityClearance } from '@jobboard/contracts';
import { connectDatabase, disconnectDatabase, JobModel, VeteranProfileModel } from '@jobboard/db';
import { obtainDatabase } from '@jobboard/dev';
import { generateDemoJobs, seedCompanies } from '@jobboard/seed/data';
import { demoJobDocument } from '@jobboard/seed';
import { Types } from 'mongoose';
import { recommendedJobs } from '../apps/veteran-api/src/domain/veterans/veteran-dashboard';

const { values: args } = parseArgs({ options: { jobs: { type: 'string', default: '100000' }, runs: { type: 'string', default: '20' } } });
const jobCounts = [320, Number(args.jobs)];
const runs = Number(args.runs);
const log = { info: (message: string) => console.log(message), warn: (message: string) => console.log(message) };

const veterans: { name: string; mos?: string; militaryBranch: MilitaryBranch; skills: string[]; location: string; securityClearance?: SecurityClearance; relocateWilling?: boolean }[] = [
  { name: 'Army 88M, skills, Oakland', mos: '88M', militaryBranch: 'Army', skills: ['Logistics', 'Forklift'], location: 'Oakland, CA', securityClearance: 'Secret' },
  { name: 'Navy IT, relocates', mos: 'IT2', militaryBranch: 'Navy', skills: ['Networking'], location: 'Norfolk, VA', relocateWilling: true },
  { name: 'skills only, no code', mos: undefined, militaryBranch: 'Marines', skills: ['Customer service', 'Inventory'], location: 'Austin, TX' },
];

// Batches the embedded server takes without stalling its other connections.
const batchSize = 1_000;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Inserts the jobs in batches. A batch the embedded server stalls on (its monitor times out under
 * the load) is sent again: the documents carry their ids, so what arrived the first time is
 * refused as a duplicate and nothing is inserted twice.
 */
const seed = async (count: number) => {
  await JobModel.deleteMany({});
  const employerIds = seedCompanies.map(() => new Types.ObjectId());
  const now = new Date();
  const demo = generateDemoJobs(count);
  for (let from = 0; from < demo.length; from += batchSize) {
    const batch = demo.slice(from, from + batchSize).map((job) => ({ _id: new Types.ObjectId(), ...demoJobDocument(job, employerIds[job.companyIndex], now) }));
    for (let attempt = 1; ; attempt += 1) {
      try {
        await JobModel.insertMany(batch, { ordered: false });
        break;
      } catch (error) {
        const writeErrors = (error as { writeErrors?: { code?: number }[] }).writeErrors ?? [];
        if (writeErrors.length > 0 && writeErrors.every((writeError) => writeError.code === 11000)) break;
        if (attempt === 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
    }
  }
};

const main = async () => {
  const database = await obtainDatabase({ purpose: 'test', dataDir: '', log });
  try {
    await connectDatabase({ uri: database.uri, dbName: `bench-recommendations-${Date.now()}`, log });
    const ids = [];
    for (const veteran of veterans) {
      const { name: _name, ...profile } = veteran;
      const created = await VeteranProfileModel.create({
        ...profile,
        email: `${Math.random().toString(36).slice(2)}@example.com`,
        passwordHash: 'x',
        firstName: 'Bench',
        lastName: 'Veteran',
        certifications: [],
        preferredJobTypes: ['full-time'],
      });
      ids.push(String(created._id));
    }
    console.log(`database: ${database.uri.startsWith('mongodb://127.0.0.1') ? database.uri : 'MONGODB_URI'}; ${runs} runs each`);
    for (const count of jobCounts) {
      console.log(`\n${count.toLocaleString('en-US')} active jobs (seeding...)`);
      await seed(count);
      for (const [index, veteran] of veterans.entries()) {
        await recommendedJobs(ids[index]);
        const times: number[] = [];
        let found = 0;
        for (let run = 0; run < runs; run += 1) {
          const started = performance.now();
          found = (await recommendedJobs(ids[index])).length;
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        console.log(`  ${veteran.name.padEnd(28)} p50 ${percentile(times, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(times, 95).toFixed(0).padStart(5)} ms   (${found} recommended)`);
      }
    }
  } finally {
    await disconnectDatabase();
    await database.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
