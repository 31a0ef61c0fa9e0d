/**
 * Search quality on the labelled queries (libs/job-language/quality/search-queries.json) over the
 * 320 demo jobs: each query is run as GET /api/jobs runs it (best matches first) and judged by the
 * titles a person marked relevant.
 *
 * - precision: of the first min(10, relevant jobs) results, the share that are relevant;
 * - nDCG@10: the order of the first ten against the ideal one (relevant gain 1);
 * - empty answers: queries with relevant jobs that found none.
 * A query whose relevant titles are not among the 320 generated jobs (the set is judged over every
 * role the demo data can generate) is not scored, and counted apart.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JobSearchIndex } from '@jobboard/job-search';

export interface LabelledQuery {
  query: string;
  kind: string;
  relevantTitles: string[];
  note?: string;
}

export const labelledQueries = (): LabelledQuery[] =>
  JSON.parse(readFileSync(join(__dirname, '../../libs/job-language/quality/search-queries.json'), 'utf8')) as LabelledQuery[];

export interface QueryOutcome {
  query: LabelledQuery;
  precision: number;
  ndcg: number;
  found: number;
  relevantInCorpus: number;
  firstTitles: string[];
}

export interface SearchQuality {
  queries: number;
  /** Queries not scored: none of their relevant titles is among the jobs searched. */
  withoutRelevantJobs: number;
  precision: number;
  ndcg: number;
  emptyAnswers: number;
  byKind: Record<string, { queries: number; precision: number; ndcg: number }>;
  outcomes: QueryOutcome[];
}

const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);

/** Runs every labelled query on an index holding the demo jobs; `titleOf` names a job by id. */
export const measureSearch = async (
  index: JobSearchIndex,
  titleCounts: ReadonlyMap<string, number>,
  titleOf: (id: string) => string,
  queries = labelledQueries(),
): Promise<SearchQuality> => {
  const outcomes: QueryOutcome[] = [];
  let withoutRelevantJobs = 0;
  for (const query of queries) {
    const relevant = new Set(query.relevantTitles);
    const relevantInCorpus = query.relevantTitles.reduce((sum, title) => sum + (titleCounts.get(title) ?? 0), 0);
    if (relevantInCorpus === 0) {
      withoutRelevantJobs += 1;
      continue;
    }
    const answer = await index.search({ text: query.query, filters: {}, sort: 'relevant', skip: 0, limit: 10 });
    const titles = answer.hits.map((hit) => titleOf(hit.id));
    const cut = Math.min(10, relevantInCorpus);
    const precision = cut === 0 ? 0 : titles.slice(0, cut).filter((title) => relevant.has(title)).length / cut;
    const dcg = titles.reduce((sum, title, rank) => sum + (relevant.has(title) ? 1 / Math.log2(rank + 2) : 0), 0);
    const ideal = Array.from({ length: cut }, (_, rank) => 1 / Math.log2(rank + 2)).reduce((sum, gain) => sum + gain, 0);
    outcomes.push({ query, precision, ndcg: ideal === 0 ? 0 : dcg / ideal, found: answer.total, relevantInCorpus, firstTitles: titles });
  }
  const byKind: SearchQuality['byKind'] = {};
  for (const kind of [...new Set(outcomes.map((outcome) => outcome.query.kind))].sort()) {
    const ofKind = outcomes.filter((outcome) => outcome.query.kind === kind);
    byKind[kind] = { queries: ofKind.length, precision: mean(ofKind.map((o) => o.precision)), ndcg: mean(ofKind.map((o) => o.ndcg)) };
  }
  return {
    queries: outcomes.length,
    withoutRelevantJobs,
    precision: mean(outcomes.map((outcome) => outcome.precision)),
    ndcg: mean(outcomes.map((outcome) => outcome.ndcg)),
    emptyAnswers: outcomes.filter((outcome) => outcome.found === 0 && outcome.relevantInCorpus > 0).length,
    byKind,
    outcomes,
  };
};
