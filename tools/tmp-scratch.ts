import { connectDatabase, disconnectDatabase, JobModel } from '@jobboard/db';
import { obtainDatabase } from '@jobboard/dev';
import { JobSearchIndex } from '@jobboard/job-search';
import { demoJobDocument } from '@jobboard/seed';
import { generateDemoJobs, seedCompanies } from '@jobboard/seed/data';
import { Types } from 'mongoose';
const log = { info: () => undefined, warn: console.warn };
const main = async () => {
  const database = await obtainDatabase({ purpose: 'test', dataDir: '', log });
  await connectDatabase({ uri: database.uri, dbName: `scratch-${Date.now()}`, log });
  const employerIds = seedCompanies.map(() => new Types.ObjectId());
  const inserted = await JobModel.insertMany(generateDemoJobs(320).map((demo) => demoJobDocument(demo, employerIds[demo.companyIndex], new Date())));
  const titles = new Map(inserted.map((job) => [String(job._id), job.title]));
  const index = new JobSearchIndex();
  for (const q of process.argv.slice(2)) {
    const a = await index.search({ text: q, filters: {}, sort: 'relevant', skip: 0, limit: 10 });
    console.log(`${q} [${a.total}]${a.didYouMean ? ' did you mean ' + a.didYouMean : ''}: ${a.hits.map((h) => titles.get(h.id)).join(' | ')}`);
  }
  console.log(await index.suggest('nur'), await index.suggest('dev'));
  await disconnectDatabase(); await database.stop();
};
main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
