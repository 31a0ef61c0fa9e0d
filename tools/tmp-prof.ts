import { performance } from 'node:perf_hooks';
import { JobModel } from '@jobboard/db';
import { JobSearchIndex } from '@jobboard/job-search';
import { demoJobDocument } from '@jobboard/seed';
import { generateDemoJobs, seedCompanies } from '@jobboard/seed/data';
import { Types } from 'mongoose';
const main = async () => {
  const n = Number(process.argv[2] ?? 30000);
  const employerIds = seedCompanies.map(() => new Types.ObjectId());
  const now = new Date();
  const docs: any[] = [];
  for (const demo of generateDemoJobs(n)) { const j = new JobModel(demoJobDocument(demo, employerIds[demo.companyIndex], now)); await j.validate(); docs.push({ ...j.toObject(), updatedAt: now }); }
  const index = new JobSearchIndex();
  let t = performance.now(); index.load(docs); console.log('build', ((performance.now() - t) / 1000).toFixed(1));
  const time = (label: string, req: any) => { const ts: number[] = []; for (let i = 0; i < 5; i++) { const s = performance.now(); index.searchLoaded({ filters: {}, skip: 0, limit: 10, ...req }); ts.push(performance.now() - s); } ts.sort((a, b) => a - b); console.log(label.padEnd(30), ts.map((x) => x.toFixed(1)).join(' ')); };
  time('recent no words', { text: '', sort: 'recent' });
  time('salary-high', { text: '', sort: 'salary-high' });
  time('nurse', { text: 'nurse', sort: 'relevant' });
  time('customer service', { text: 'customer service', sort: 'relevant' });
  time('driver', { text: 'driver', sort: 'relevant' });
  time('experience (common)', { text: 'team', sort: 'relevant' });
  time('nurce typo', { text: 'nurce', sort: 'relevant' });
  time('zzqqx nothing', { text: 'zzqqxv', sort: 'relevant' });
};

import { filterWithFacets } from '../libs/job-search/src/search-index/facets';
import { factsOf } from '../libs/job-search/src/search-index/job-facts';
import { firstInOrder } from '../libs/job-search/src/search-index/job-search-index';
export const extra = async () => {
  const employerIds = seedCompanies.map(() => new Types.ObjectId());
  const facts: any[] = [];
  for (const demo of generateDemoJobs(30000)) { const j = new JobModel(demoJobDocument(demo, employerIds[demo.companyIndex], new Date())); await j.validate(); facts.push(factsOf({ ...(j.toObject() as any), updatedAt: new Date() })); }
  for (let i = 0; i < 3; i++) {
    let s = performance.now(); const r = filterWithFacets(facts, {}); const a = performance.now() - s;
    s = performance.now(); firstInOrder(r.found, 10, (x: any, y: any) => y.job.posted - x.job.posted); const b = performance.now() - s;
    console.log('facets', a.toFixed(1), 'order', b.toFixed(1));
  }
};
(process.argv[3] === "extra" ? extra() : main()).then(() => process.exit(0));
