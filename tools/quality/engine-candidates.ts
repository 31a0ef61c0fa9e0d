/**
 * `npx tsx tools/quality/engine-candidates.ts [--sizes 320,10000,100000]`: the in-process search
 * engines we considered, measured with the same analyser (libs/job-language), so the comparison is
 * about the engine. A script that prints figures, not a test. Run with `NODE_OPTIONS=--expose-gc`
 * for the heap figures.
 *
 * - MiniSearch (what JobSearchIndex uses): its text index exactly (fields, boosts, keys from
 *   `indexKeys`, every query key required), without what JobSearchIndex adds around it (typo
 *   correction, the scattered-words pass, the exact-phrase bonus, filters and facets).
 * - Orama 3 with a custom tokenizer that yields the same keys and `threshold: 0` (every query key
 *   required). Orama requires all keys in ONE field; "orama+all" adds a field holding all the text
 *   (boost near zero) so that a job with the keys spread over its fields is found, as MiniSearch does.
 *
 * For each engine and size: build seconds, heap held (after gc, the texts released: what the
 * engine keeps), search latency p50/p95/p99 over the labelled queries run 3 times (after an untimed
 * round), asking for the first ten hits and for every hit (MiniSearch always answers every hit).
 * At the smallest size: how far the first ten agree with MiniSearch's (overlap@10), how many jobs
 * each finds, and precision / nDCG@10 against the labelled titles (engine only, as above).
 */
import { performance } from 'node:perf_hooks';
import { create, insert, search, type AnyOrama } from '@orama/orama';
import MiniSearch from 'minisearch';
import { Types } from 'mongoose';
import { JobModel } from '@jobboard/db';
import { indexKeys, queryTerms } from '@jobboard/job-language';
import { demoJobDocument } from '@jobboard/seed';
import { generateDemoJobs, seedCompanies } from '@jobboard/seed/data';
import { textOf, type IndexedJobDocument, type IndexedText } from '../../libs/job-search/src/search-index/job-facts';
import { labelledQueries, type LabelledQuery } from './search-quality';

const sizesAt = process.argv.indexOf('--sizes');
const sizes = sizesAt === -1 ? [320, 10_000, 100_000] : process.argv[sizesAt + 1].split(',').map(Number);
const rounds = 3;

/** As JobSearchIndex weighs them. */
const fieldBoosts = { title: 4, requirements: 1.6, companyName: 1.2, description: 1 } as const;
const fields = ['title', 'requirements', 'companyName', 'description'] as const;

const gc = (globalThis as { gc?: () => void }).gc;
const heapMb = () => {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};
const fixed = (value: number, digits = 2) => value.toFixed(digits);
const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);

/** Demo jobs as the database would hold them after save (the schema's hooks fill the derived fields), as the index reads them. */
const demoTexts = async (count: number): Promise<IndexedText[]> => {
  const employerIds = seedCompanies.map(() => new Types.ObjectId());
  const now = new Date();
  const texts: IndexedText[] = [];
  for (const demo of generateDemoJobs(count)) {
    const job = new JobModel(demoJobDocument(demo, employerIds[demo.companyIndex], now));
    await job.validate();
    texts.push(textOf({ ...(job.toObject() as IndexedJobDocument), updatedAt: now }));
  }
  return texts;
};

interface Hit {
  id: string;
  score: number;
}

interface Engine {
  /** Every job with all the keys, best first. */
  search(keys: readonly string[], limit: number): Hit[];
}

interface Candidate {
  name: string;
  build(texts: readonly IndexedText[]): Engine;
}

const miniSearch: Candidate = {
  name: 'minisearch',
  build(texts) {
    const index = new MiniSearch<IndexedText>({
      fields: [...fields],
      tokenize: (text) => indexKeys(text),
      processTerm: (term) => term,
      searchOptions: { tokenize: (query) => [query], processTerm: (term) => term },
    });
    index.addAll(texts);
    return {
      search: (keys) =>
        keys.length === 0
          ? []
          : index
              .search({ combineWith: 'AND', queries: keys.map((key) => ({ queries: [key], fuzzy: false, prefix: false })) }, { boost: fieldBoosts })
              .map((result) => ({ id: String(result.id), score: result.score })),
    };
  },
};

/**
 * Orama's tokenizer sees both the documents' text and the query. A query arrives as its keys
 * (`queryMark` + keys joined by spaces) and is split back; a text is analysed. Every key ends with
 * `keyEnd`: Orama's radix tree finds every word a term is a prefix of unless `exact` is set, and
 * `exact` then also demands the raw query in the document's text, which keys are not. No key holds
 * a "$", so "drive$" finds "drive$" and not "driver$".
 *
 * Keys are given once per text: Orama's own tokenizer removes repeats, and its index counts a
 * repeated token as another document holding it (document frequency) and scans the text once per
 * token (quadratic). So Orama's BM25 here has no term frequency (tf = 1 / field length).
 */
const queryMark = '\uE000';
const keyEnd = '$';
const oramaTokens = (raw: string): string[] =>
  raw.startsWith(queryMark)
    ? raw
        .slice(queryMark.length)
        .split(' ')
        .filter((key) => key.length > 0)
        .map((key) => key + keyEnd)
    : [...new Set(indexKeys(raw))].map((key) => key + keyEnd);

const orama = (withAllField: boolean): Candidate => ({
  name: withAllField ? 'orama+all' : 'orama',
  build(texts) {
    const tokenizer = { language: 'english', normalizationCache: new Map<string, string>(), tokenize: oramaTokens };
    const db: AnyOrama = withAllField
      ? create({
          schema: { title: 'string', requirements: 'string', companyName: 'string', description: 'string', all: 'string' } as const,
          components: { tokenizer },
        })
      : create({
          schema: { title: 'string', requirements: 'string', companyName: 'string', description: 'string' } as const,
          components: { tokenizer },
        });
    for (const text of texts) {
      const inserted = insert(db, withAllField ? { ...text, all: fields.map((field) => text[field]).join('\n') } : { ...text });
      if (inserted instanceof Promise) throw new Error('Orama inserted asynchronously');
    }
    // Near zero: the all field only lets a job with the keys in different fields through (threshold 0), it does not rank.
    const boost = withAllField ? { ...fieldBoosts, all: 1e-9 } : fieldBoosts;
    return {
      search(keys, limit) {
        if (keys.length === 0) return [];
        const results = search(db, { term: queryMark + keys.join(' '), threshold: 0, boost, limit });
        if (results instanceof Promise) throw new Error('Orama searched asynchronously');
        return results.hits.map((hit) => ({ id: String(hit.id), score: hit.score }));
      },
    };
  },
});

const candidates = [miniSearch, orama(false), orama(true)];

/** Best first; equal scores by id, so engines that order ties differently are compared fairly. */
const ranked = (hits: Hit[]) => [...hits].sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

interface Quality {
  found: number[];
  first: string[][];
}

const main = async () => {
  const queries: LabelledQuery[] = labelledQueries();
  const queryKeys = queries.map((query) => queryTerms(query.query).map((term) => term.key));
  if (!gc) console.warn('No gc: run with NODE_OPTIONS=--expose-gc for the heap figures.');
  console.log(`${queries.length} labelled queries x ${rounds} rounds per engine and size, after one untimed round.`);
  console.log('Latency asking for the first ten hits, then for every hit (what JobSearchIndex needs for its filters and facets).');
  console.log('                                            first ten                  every hit');
  console.log('engine       jobs       build s   heap MB   p50 ms   p95 ms   p99 ms     p50 ms   p95 ms   p99 ms');
  const quality = new Map<string, Quality>();
  let titles = new Map<string, string>();
  for (const size of sizes) {
    // The texts are kept off the heap between builds: each engine is measured from a heap without them.
    const stored = Buffer.from(JSON.stringify(await demoTexts(size)));
    for (const candidate of candidates) {
      const before = heapMb();
      let texts: IndexedText[] | undefined = JSON.parse(stored.toString('utf8')) as IndexedText[];
      if (size === sizes[0]) titles = new Map(texts.map((text) => [text.id, text.title]));
      const started = performance.now();
      const engine = candidate.build(texts);
      const build = (performance.now() - started) / 1000;
      texts = undefined;
      const held = heapMb() - before;
      /** Milliseconds per search, sorted: one untimed round first (compilation), then `rounds` timed. */
      const timed = (limit: number) => {
        for (const keys of queryKeys) engine.search(keys, limit);
        const timings: number[] = [];
        for (let round = 0; round < rounds; round += 1) {
          for (const keys of queryKeys) {
            const begun = performance.now();
            engine.search(keys, limit);
            timings.push(performance.now() - begun);
          }
        }
        return timings.sort((a, b) => a - b);
      };
      const firstTen = timed(10);
      const all = timed(size);
      const ms = (timings: number[], share: number) => fixed(percentile(timings, share)).padStart(6);
      console.log(
        `${candidate.name.padEnd(12)} ${size.toLocaleString('en-US').padEnd(10)} ${fixed(build, 1).padStart(7)}   ${fixed(held, 0).padStart(7)}   ${ms(firstTen, 0.5)}   ${ms(firstTen, 0.95)}   ${ms(firstTen, 0.99)}     ${ms(all, 0.5)}   ${ms(all, 0.95)}   ${ms(all, 0.99)}`,
      );
      if (size === sizes[0]) {
        const answers = queryKeys.map((keys) => ranked(engine.search(keys, size)));
        quality.set(candidate.name, {
          found: answers.map((hits) => hits.length),
          first: answers.map((hits) => hits.slice(0, 10).map((hit) => hit.id)),
        });
      }
    }
  }

  const reference = quality.get(miniSearch.name);
  if (!reference) return;
  const titleCounts = new Map<string, number>();
  for (const title of titles.values()) titleCounts.set(title, (titleCounts.get(title) ?? 0) + 1);
  console.log(`\nAt ${sizes[0].toLocaleString('en-US')} jobs, engine only (no typo correction, scattered words or phrase bonus):`);
  console.log('engine       overlap@10  same top 10  same order  jobs found  empty  differ in found  precision  nDCG@10');
  for (const candidate of candidates) {
    const figures = quality.get(candidate.name);
    if (!figures) continue;
    const overlaps: number[] = [];
    let sameSet = 0;
    let sameOrder = 0;
    let differInFound = 0;
    const precisions: number[] = [];
    const ndcgs: number[] = [];
    queries.forEach((query, at) => {
      const mine = figures.first[at];
      const theirs = reference.first[at];
      if (figures.found[at] !== reference.found[at]) differInFound += 1;
      if (mine.length > 0 || theirs.length > 0) {
        const shared = mine.filter((id) => theirs.includes(id)).length;
        overlaps.push(shared / Math.max(mine.length, theirs.length));
      }
      if (mine.length === theirs.length && mine.every((id) => theirs.includes(id))) sameSet += 1;
      if (mine.length === theirs.length && mine.every((id, rank) => theirs[rank] === id)) sameOrder += 1;
      // As tools/quality/search-quality.ts judges them.
      const relevant = new Set(query.relevantTitles);
      const relevantInCorpus = query.relevantTitles.reduce((sum, title) => sum + (titleCounts.get(title) ?? 0), 0);
      if (relevantInCorpus === 0) return;
      const firstTitles = mine.map((id) => titles.get(id) ?? '?');
      const cut = Math.min(10, relevantInCorpus);
      precisions.push(firstTitles.slice(0, cut).filter((title) => relevant.has(title)).length / cut);
      const dcg = firstTitles.reduce((sum, title, rank) => sum + (relevant.has(title) ? 1 / Math.log2(rank + 2) : 0), 0);
      const ideal = Array.from({ length: cut }, (_, rank) => 1 / Math.log2(rank + 2)).reduce((sum, gain) => sum + gain, 0);
      ndcgs.push(dcg / ideal);
    });
    const found = figures.found.reduce((sum, count) => sum + count, 0);
    const empty = figures.found.filter((count) => count === 0).length;
    console.log(
      `${candidate.name.padEnd(12)} ${fixed(mean(overlaps)).padStart(10)}  ${`${sameSet}/${queries.length}`.padStart(11)}  ${`${sameOrder}/${queries.length}`.padStart(10)}  ${String(found).padStart(10)}  ${String(empty).padStart(5)}  ${String(differInFound).padStart(15)}  ${fixed(mean(precisions)).padStart(9)}  ${fixed(mean(ndcgs)).padStart(7)}`,
    );
  }
  if (process.argv.includes('--verbose')) {
    for (const candidate of candidates.slice(1)) {
      const figures = quality.get(candidate.name);
      if (!figures) continue;
      console.log(`\n${candidate.name} against minisearch, queries whose first ten differ:`);
      queries.forEach((query, at) => {
        const mine = figures.first[at];
        const theirs = reference.first[at];
        if (mine.length === theirs.length && mine.every((id, rank) => theirs[rank] === id)) return;
        const shared = mine.filter((id) => theirs.includes(id)).length;
        console.log(
          `  "${query.query}" found ${figures.found[at]} vs ${reference.found[at]}, shared ${shared}: ${mine
            .slice(0, 5)
            .map((id) => titles.get(id))
            .join(' | ')}  //  ${theirs
            .slice(0, 5)
            .map((id) => titles.get(id))
            .join(' | ')}`,
        );
      });
    }
  }
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
