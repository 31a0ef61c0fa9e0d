/**
 * `npm run bench:search-quality [-- --sizes 320,10000,100000 --verbose]`: how well search and
 * matching understand job language, and how fast search is at scale. A script that prints
 * figures, not a test.
 *
 * 1. Search quality: the 320 demo jobs are inserted into a fresh database, the search index reads
 *    them as public-api does, and every labelled query (libs/job-language/quality) is run:
 *    precision of the first results, nDCG@10, empty answers (see tools/quality/search-quality.ts).
 * 2. Matching quality: precision and recall of "requirement met" on the labelled resume lines,
 *    pairwise order of the labelled resumes (see tools/quality/matching-quality.ts).
 * 3. Speed and memory: an index of each size is built from generated demo jobs (no database), and
 *    the labelled queries plus filter-only searches (facets counted every time) are timed: p50,
 *    p95, p99, with the heap the index holds. The catch-up read each search makes first is timed
 *    separately on the database at hand.
 *
 * The database comes from @jobboard/db's provider: MONGODB_URI if set, else the embedded server.
 */
import { performance } from 'node:perf_hooks';
import { connectDatabase, disconnectDatabase, JobModel } from '@jobboard/db';
import { obtainDatabase } from '@jobboard/dev';
import { JobSearchIndex } from '@jobboard/job-search';
import { demoJobDocument } from '@jobboard/seed';
import { generateDemoJobs, seedCompanies } from '@jobboard/seed/data';
import { Types } from 'mongoose';
import { labelledQueries, measureSearch } from './quality/search-quality';
import { measureMatching } from './quality/matching-quality';
import type { IndexedJobDocument } from '../libs/job-search/src/search-index/job-facts';

const log = { info: (message: string) => console.log(`[bench] ${message}`), warn: (message: string) => console.warn(`[bench] ${message}`) };
const verbose = process.argv.includes('--verbose');
const sizesAt = process.argv.indexOf('--sizes');
const sizes = sizesAt === -1 ? [320, 10_000, 100_000] : process.argv[sizesAt + 1].split(',').map(Number);

const fixed = (value: number, digits = 2) => value.toFixed(digits);
const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
const heapMb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

/** Demo jobs as the database would hold them after save (the schema's hooks fill the derived fields). */
const demoDocuments = async (count: number): Promise<IndexedJobDocument[]> => {
  const employerIds = seedCompanies.map(() => new Types.ObjectId());
  const now = new Date();
  const documents: IndexedJobDocument[] = [];
  for (const demo of generateDemoJobs(count)) {
    const job = new JobModel(demoJobDocument(demo, employerIds[demo.companyIndex], now));
    await job.validate();
    documents.push({ ...(job.toObject() as IndexedJobDocument), updatedAt: now });
  }
  return documents;
};

const searchQualitySection = async () => {
  const database = await obtainDatabase({ purpose: 'test', dataDir: '', log });
  await connectDatabase({ uri: database.uri, dbName: `bench-search-${Date.now()}`, log });
  try {
    const employerIds = seedCompanies.map(() => new Types.ObjectId());
    const now = new Date();
    const inserted = await JobModel.insertMany(generateDemoJobs(320).map((demo) => demoJobDocument(demo, employerIds[demo.companyIndex], now)));
    const titles = new Map(inserted.map((job) => [String(job._id), job.title]));
    const titleCounts = new Map<string, number>();
    for (const title of titles.values()) titleCounts.set(title, (titleCounts.get(title) ?? 0) + 1);
    const index = new JobSearchIndex({ cacheSize: 0 });
    await index.fresh();

    const quality = await measureSearch(index, titleCounts, (id) => titles.get(id) ?? '?');
    console.log(
      `\nSearch quality: ${quality.queries} labelled queries over 320 demo jobs (${quality.withoutRelevantJobs} more name no job among them)`,
    );
    console.log(`  precision of the first results  ${fixed(quality.precision)}   (target >= 0.90)`);
    console.log(`  nDCG@10                         ${fixed(quality.ndcg)}   (target >= 0.90)`);
    console.log(`  empty answers                   ${quality.emptyAnswers}      (target 0)`);
    for (const [kind, figures] of Object.entries(quality.byKind)) {
      console.log(
        `    ${kind.padEnd(14)} ${String(figures.queries).padStart(3)} queries  precision ${fixed(figures.precision)}  nDCG@10 ${fixed(figures.ndcg)}`,
      );
    }
    const weak = quality.outcomes.filter((outcome) => outcome.precision < 1 || outcome.ndcg < 0.9);
    if (verbose || weak.length > 0) {
      console.log(`  below 1.00 precision or 0.90 nDCG (${weak.length}):`);
      for (const outcome of weak) {
        console.log(
          `    "${outcome.query.query}" p=${fixed(outcome.precision)} ndcg=${fixed(outcome.ndcg)} found=${outcome.found}: ${outcome.firstTitles.slice(0, 5).join(' | ')}`,
        );
      }
    }

    // The catch-up read every search makes first, on this database.
    const reads: number[] = [];
    for (let round = 0; round < 200; round += 1) {
      const started = performance.now();
      await index.fresh();
      reads.push(performance.now() - started);
    }
    reads.sort((a, b) => a - b);
    console.log(
      `  catch-up read before each search (${database.source}): p50 ${fixed(percentile(reads, 0.5))} ms, p95 ${fixed(percentile(reads, 0.95))} ms`,
    );
  } finally {
    await disconnectDatabase();
    await database.stop();
  }
};

const matchingQualitySection = () => {
  const figures = measureMatching();
  console.log(`\nMatching quality: ${figures.judgements} labelled resume lines, ${figures.resumes} resumes (${figures.pairs} ordered pairs)`);
  console.log(`  precision of "met"              ${fixed(figures.precisionMet)}   (target >= 0.95)`);
  console.log(`  recall of "met"                 ${fixed(figures.recallMet)}   (target >= 0.90)`);
  console.log(`  partial judged right            ${fixed(figures.partialAccuracy)}`);
  console.log(`  pairwise order                  ${fixed(figures.pairwiseAccuracy)}   (target >= 0.95)`);
  console.log(`  resumes not scored              ${figures.unscored}`);
};

const scaleSection = async () => {
  const queries = labelledQueries().map((query) => query.query);
  console.log('\nSpeed and memory (index only; the catch-up read is above)');
  console.log('  jobs       build s   heap MB   p50 ms   p95 ms   p99 ms   (target p95 <= 50 ms at 100,000)');
  for (const size of sizes) {
    const documents = await demoDocuments(size);
    const before = heapMb();
    const started = performance.now();
    // No answer cache: every search is timed as if asked for the first time.
    const index = new JobSearchIndex({ cacheSize: 0 });
    index.load(documents);
    const build = (performance.now() - started) / 1000;
    documents.length = 0;
    const held = heapMb() - before;
    const timings: number[] = [];
    const requests = [
      ...queries.map((text) => ({ text, sort: 'relevant' as const })),
      ...queries.slice(0, 20).map((text) => ({ text, sort: 'recent' as const, filters: { types: ['full-time' as const] } })),
      { text: '', sort: 'recent' as const },
      { text: '', sort: 'salary-high' as const, filters: { experience: 'mid' as const } },
      { text: '', sort: 'recent' as const, filters: { salary: '50000-75000' as const, maxClearanceRank: 0 } },
    ];
    for (let round = 0; round < 3; round += 1) {
      for (const request of requests) {
        const begun = performance.now();
        index.searchLoaded({ filters: {}, skip: 0, limit: 10, ...request });
        timings.push(performance.now() - begun);
      }
    }
    timings.sort((a, b) => a - b);
    console.log(
      `  ${size.toLocaleString('en-US').padEnd(10)} ${fixed(build, 1).padStart(7)}   ${fixed(held, 0).padStart(7)}   ${fixed(percentile(timings, 0.5)).padStart(6)}   ${fixed(percentile(timings, 0.95)).padStart(6)}   ${fixed(percentile(timings, 0.99)).padStart(6)}`,
    );
  }
};

const main = async () => {
  await searchQualitySection();
  matchingQualitySection();
  if (!process.argv.includes('--quality-only')) await scaleSection();
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
