import MiniSearch, { type Query } from 'minisearch';
import type { JobFacets, JobSort, TextRange } from '@jobboard/contracts';
import { JobModel } from '@jobboard/db';
import {
  analyse,
  analyseTokens,
  concepts,
  editDistance,
  fold,
  queryTerms,
  stopWords,
  tokenize,
  typosAllowed,
  wordKey,
  type ConceptKind,
} from '@jobboard/job-language';
import { filterWithFacets, type JobFilters } from './facets';
import { factsOf, indexedProjection, textOf, type IndexedJobDocument, type IndexedText, type JobFacts } from './job-facts';

/**
 * The job search index: every active job's analysed text (MiniSearch, BM25 ranking) and the facts
 * its filters, facets and sorts read, in this process's memory. Built from MongoDB on first use,
 * then brought up to date before every search by one read of the jobs changed since (by
 * `updatedAt`), so a posted, edited or closed job is found as it is now. Each process that
 * searches (every public-api replica, the worker's job alerts) holds its own.
 */

/** How much a word found in each field counts: the title most, then the requirements. */
const fieldBoosts = { title: 4, requirements: 1.6, companyName: 1.2, description: 1 } as const;
/** The words typed found as written in a title, in order, rank it higher. */
const exactPhraseBonus = 1.5;
/** Each catch-up read starts this long before the previous one began: writers' clocks and commits lag a little. */
const clockSkewMs = 5_000;
const loadBatchSize = 1_000;
const maxSuggestions = 8;

/** Every word of the dictionary's forms: a typo is corrected towards job language even when no job holds the word yet. */
const dictionaryWords: ReadonlySet<string> = new Set(
  concepts.flatMap((concept) => concept.forms.flatMap((form) => tokenize(form).map((token) => token.word))),
);
const dictionaryWordsByLength = new Map<number, string[]>();
for (const word of dictionaryWords) dictionaryWordsByLength.set(word.length, [...(dictionaryWordsByLength.get(word.length) ?? []), word]);
/** At most this many unknown words of one search are corrected: a long run of gibberish costs no more. */
const maxCorrectedWords = 6;

export interface JobSearchRequest {
  /** The words typed; empty for none. */
  text?: string;
  /** A military occupation searched for: one of its phrases (or codes) must be found, besides the other words. */
  occupation?: { phrases: readonly string[]; codes: readonly string[] };
  filters: JobFilters;
  sort: JobSort;
  skip: number;
  limit: number;
}

export interface JobSearchHit {
  id: string;
  miles?: number;
  titleMatches?: TextRange[];
}

export interface JobSearchAnswer {
  hits: JobSearchHit[];
  total: number;
  facets: JobFacets;
  /** A corrected search that finds jobs, when these words found none. */
  didYouMean?: string;
}

export interface JobSuggestion {
  text: string;
  kind: 'title' | 'skill' | 'credential';
}

const suggestionKind = (kind: ConceptKind): JobSuggestion['kind'] =>
  kind === 'credential' || kind === 'degree' ? 'credential' : kind === 'title' ? 'title' : 'skill';

/** Overlapping or touching ranges merged, in order. */
const mergeRanges = (ranges: TextRange[]): TextRange[] => {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const merged: TextRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
};

/**
 * The first `count` items in order, without sorting them all: a page of a search over 100,000
 * jobs needs its ten, not an order for every job found.
 */
export const firstInOrder = <T>(items: readonly T[], count: number, compare: (a: T, b: T) => number): T[] => {
  if (items.length <= count * 4) return [...items].sort(compare).slice(0, count);
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === count && compare(item, kept[count - 1]) >= 0) continue;
    // Binary search for the place, then insert: `kept` stays in order.
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(item, kept[middle]) < 0) high = middle;
      else low = middle + 1;
    }
    kept.splice(low, 0, item);
    if (kept.length > count) kept.pop();
  }
  return kept;
};

export class JobSearchIndex {
  private text = this.newTextIndex();
  private facts = new Map<string, JobFacts>();
  /** Every job seen, active or not, with the `updatedAt` it was read with: a deletion shows as a count below this. */
  private seen = new Map<string, number>();
  /** The words of every indexed text and how often each was written: typos are corrected towards them. */
  private words = new Map<string, number>();
  /** The same words by length: a typo is compared only with words of about its length. */
  private wordsByLength = new Map<number, Set<string>>();
  private conceptKeys = new Set<string>();
  /** The next catch-up read asks for changes from here: when the last read began, less the clock allowance. */
  private readFrom = 0;
  private loaded = false;
  /** Answers of recent searches, dropped whenever a job changes: the same page asked again costs a look-up. */
  private answers = new Map<string, JobSearchAnswer>();
  private readonly cacheSize: number;

  constructor({ cacheSize = 200 }: { cacheSize?: number } = {}) {
    this.cacheSize = cacheSize;
  }
  private running?: Promise<void>;
  private queued?: Promise<void>;

  private newTextIndex() {
    return new MiniSearch<IndexedText>({
      fields: ['title', 'requirements', 'companyName', 'description'],
      tokenize: (text) => this.keysOf(text),
      processTerm: (term) => term,
      searchOptions: { tokenize: (query) => [query], processTerm: (term) => term },
    });
  }

  /** The index keys of a text; its words are remembered for typo correction. */
  private keysOf(text: string): string[] {
    const tokens = tokenize(text);
    for (const { word } of tokens) {
      const count = this.words.get(word);
      this.words.set(word, (count ?? 0) + 1);
      if (count === undefined) this.wordsOfLength(word.length).add(word);
    }
    const keys = analyseTokens(tokens, { withPhraseWords: true }).flatMap((term) => term.keys);
    for (const key of keys) if (key.startsWith('@')) this.conceptKeys.add(key);
    return keys;
  }

  get size(): number {
    return this.facts.size;
  }

  /** Brings the index up to date with the database. Concurrent callers share one read; a caller arriving during a read waits for the next. */
  fresh(): Promise<void> {
    if (!this.running) {
      this.running = this.sync().finally(() => {
        this.running = undefined;
      });
      return this.running;
    }
    // A read after the running one; if that one fails, the searches waiting behind it fail with it
    // (a second read would make them wait as long again), and the next search starts a new read.
    this.queued ??= this.running.then(
      () => {
        this.queued = undefined;
        return this.fresh();
      },
      (error: unknown) => {
        this.queued = undefined;
        throw error;
      },
    );
    return this.queued;
  }

  /** Indexes jobs read elsewhere (the benchmark builds large indexes without a database). */
  load(jobs: Iterable<IndexedJobDocument>): void {
    for (const job of jobs) this.apply(job);
    this.loaded = true;
  }

  /** The text index's own work for a search, without the catch-up read (what the benchmark times at scale). */
  searchLoaded(request: JobSearchRequest): JobSearchAnswer {
    return this.answer(request);
  }

  private apply(job: IndexedJobDocument): void {
    const id = String(job._id);
    const changed = job.updatedAt?.getTime() ?? 0;
    if (this.seen.get(id) === changed && this.loaded) return;
    this.seen.set(id, changed);
    this.answers.clear();
    if (job.status === 'active') {
      if (this.facts.has(id)) this.text.discard(id);
      this.text.add(textOf(job));
      this.facts.set(id, factsOf(job));
    } else {
      this.remove(id);
    }
  }

  private remove(id: string): void {
    if (!this.facts.delete(id)) return;
    this.text.discard(id);
    this.answers.clear();
  }

  private async sync(): Promise<void> {
    const started = Date.now();
    if (!this.loaded) {
      for await (const job of JobModel.find({}, indexedProjection).lean<IndexedJobDocument[]>().cursor({ batchSize: loadBatchSize })) {
        this.apply(job as IndexedJobDocument);
      }
      this.loaded = true;
      this.readFrom = started - clockSkewMs;
      return;
    }
    const changed = await JobModel.find({ updatedAt: { $gte: new Date(this.readFrom) } }, indexedProjection).lean<IndexedJobDocument[]>();
    for (const job of changed) this.apply(job);
    this.readFrom = started - clockSkewMs;
    // Deleted jobs leave no change to read: fewer jobs than seen means some went.
    if ((await JobModel.estimatedDocumentCount()) < this.seen.size) {
      const ids = new Set((await JobModel.find({}, { _id: 1 }).lean()).map((job) => String(job._id)));
      for (const id of [...this.seen.keys()]) {
        if (ids.has(id)) continue;
        this.seen.delete(id);
        this.remove(id);
      }
    }
  }

  // -------------------------------------------------------------------------------------------
  // Words
  // -------------------------------------------------------------------------------------------

  private wordsOfLength(length: number): Set<string> {
    let words = this.wordsByLength.get(length);
    if (!words) this.wordsByLength.set(length, (words = new Set()));
    return words;
  }

  private isKnown(word: string): boolean {
    return this.words.has(word) || dictionaryWords.has(word) || stopWords.has(word) || /\d/.test(word);
  }

  /** The known words (of the jobs, then of the dictionary) fewest edits from an unknown typed one, within `allowed`. */
  private closestWords(word: string, allowed: number): { word: string; count: number }[] {
    if (allowed === 0 || this.isKnown(word)) return [];
    let best: { word: string; count: number }[] = [];
    let bestDistance = allowed + 1;
    const consider = (known: string, count: number) => {
      // A first letter is rarely the typo: with one edit allowed, it must match.
      if (Math.abs(known.length - word.length) > bestDistance || (known[0] !== word[0] && allowed < 2)) return;
      const distance = editDistance(word, known, Math.min(allowed, bestDistance));
      if (distance > allowed || distance > bestDistance) return;
      if (distance < bestDistance) [best, bestDistance] = [[], distance];
      best.push({ word: known, count });
    };
    for (let length = word.length - allowed; length <= word.length + allowed; length += 1) {
      for (const known of this.wordsByLength.get(length) ?? []) consider(known, this.words.get(known) ?? 0);
      for (const known of dictionaryWordsByLength.get(length) ?? []) if (!this.words.has(known)) consider(known, 0);
    }
    return best;
  }

  /**
   * The text with each unknown word replaced by the closest known one; the same text when nothing
   * changes. Among equally close words, the one that makes a phrase of the dictionary with its
   * neighbours ("registerd nurse" -> "registered nurse", not "register nurse"), then the most used.
   */
  private corrected(text: string, allowance: (length: number) => number): string {
    const tokens = tokenize(text);
    const chosen = tokens.map((token) => token.word);
    const written = () => {
      let result = '';
      let at = 0;
      tokens.forEach((token, index) => {
        if (chosen[index] === token.word) return;
        result += text.slice(at, token.start) + chosen[index];
        at = token.end;
      });
      return result + text.slice(at);
    };
    const conceptWords = () => analyse(written()).reduce((sum, term) => sum + (term.concept ? tokenize(term.concept.label).length : 0), 0);
    let corrections = 0;
    tokens.forEach((token, index) => {
      if (corrections >= maxCorrectedWords) return;
      const candidates = this.closestWords(token.word, allowance(token.word.length));
      if (candidates.length > 0) corrections += 1;
      let best: { word: string; phrase: number; count: number } | undefined;
      for (const candidate of candidates) {
        chosen[index] = candidate.word;
        const phrase = conceptWords();
        if (!best || phrase > best.phrase || (phrase === best.phrase && candidate.count > best.count)) best = { ...candidate, phrase };
      }
      chosen[index] = best?.word ?? token.word;
    });
    return written();
  }

  // -------------------------------------------------------------------------------------------
  // Search
  // -------------------------------------------------------------------------------------------

  /** Ids of the jobs whose text has every term (and an occupation's phrase when asked), with their text scores. */
  private textMatches(text: string, occupation: JobSearchRequest['occupation']) {
    const leaf = (key: string): Query => ({ queries: [key], fuzzy: false, prefix: false });
    /**
     * The query tree. A phrase the dictionary knows is looked for as itself; with `scattered`, its
     * words found anywhere in the job count too ("Driver ... drive a truck" for "truck driver").
     */
    const queryOf = (scattered: boolean): Query | undefined => {
      const allOf = (words: string): Query[] =>
        queryTerms(words).map((term) => {
          const parts = tokenize(words.slice(term.start, term.end)).filter((token) => !stopWords.has(token.word));
          if (!scattered || !term.concept || parts.length < 2) return leaf(term.key);
          return { combineWith: 'OR', queries: [leaf(term.key), { combineWith: 'AND', queries: parts.map((part) => leaf(wordKey(part.word))) }] };
        });
      const queries: Query[] = allOf(text);
      if (occupation) {
        const either: Query[] = [
          ...occupation.phrases.map((phrase): Query => ({ combineWith: 'AND', queries: allOf(phrase) })),
          ...occupation.codes.map(leaf),
        ];
        queries.push({ combineWith: 'OR', queries: either });
      }
      return queries.length === 0 ? undefined : { combineWith: 'AND', queries };
    };
    const run = (query: Query | undefined) => (query ? this.text.search(query, { boost: fieldBoosts }) : []);
    const typedWords = tokenize(text)
      .map((token) => token.word)
      .join(' ');
    const found = new Map<string, { job: JobFacts; score: number; terms: readonly string[] }>();
    const record = (results: ReturnType<typeof run>) => {
      for (const result of results) {
        const job = this.facts.get(String(result.id));
        if (!job) continue;
        const bonus = typedWords && job.titleWords.includes(` ${typedWords} `) ? exactPhraseBonus : 1;
        found.set(job.id, { job, score: result.score * bonus, terms: result.terms });
      }
    };
    record(run(queryOf(false)));
    // Only when no job holds a phrase as such are its words looked for anywhere.
    if (found.size === 0) record(run(queryOf(true)));
    return found;
  }

  /** Where the matched keys are in a title. */
  private titleMatches(title: string, keys: readonly string[]): TextRange[] {
    const wanted = new Set(keys);
    const ranges = analyse(title, { withPhraseWords: true })
      .filter((term) => term.keys.some((key) => wanted.has(key)))
      .map(({ start, end }) => ({ start, end }));
    return mergeRanges(ranges);
  }

  async search(request: JobSearchRequest): Promise<JobSearchAnswer> {
    await this.fresh();
    return this.answer(request);
  }

  private answer(request: JobSearchRequest): JobSearchAnswer {
    if (this.cacheSize === 0) return this.compute(request);
    const key = JSON.stringify(request);
    const cached = this.answers.get(key);
    if (cached) return cached;
    const answer = this.compute(request);
    if (this.answers.size >= this.cacheSize) this.answers.delete(this.answers.keys().next().value as string);
    this.answers.set(key, answer);
    return answer;
  }

  private compute(request: JobSearchRequest): JobSearchAnswer {
    const typed = request.text?.trim() ?? '';
    const text = typed ? this.corrected(typed, typosAllowed) : '';
    // Words that hold nothing to look for (punctuation, "the") find nothing rather than everything.
    const matches = typed || request.occupation ? this.textMatches(text, request.occupation) : undefined;
    const candidates = matches ? [...matches.values()].map((match) => match.job) : this.facts.values();
    const { found, facets } = filterWithFacets(candidates, request.filters);

    const score = (id: string) => matches?.get(id)?.score ?? 0;
    const newest = (a: JobFacts, b: JobFacts) => b.posted - a.posted || (a.id < b.id ? 1 : -1);
    const order: Record<JobSort, (a: (typeof found)[number], b: (typeof found)[number]) => number> = {
      relevant: (a, b) => score(b.job.id) - score(a.job.id) || newest(a.job, b.job),
      recent: (a, b) => newest(a.job, b.job),
      'salary-high': (a, b) => (b.job.yearlySalaryMax ?? -1) - (a.job.yearlySalaryMax ?? -1) || newest(a.job, b.job),
      distance: (a, b) => (a.miles ?? Infinity) - (b.miles ?? Infinity) || newest(a.job, b.job),
    };
    const first = firstInOrder(
      found,
      request.skip + request.limit,
      order[matches ? request.sort : request.sort === 'relevant' ? 'recent' : request.sort],
    );
    const hits = first.slice(request.skip).map(({ job, miles }): JobSearchHit => {
      const keys = matches?.get(job.id)?.terms;
      return { id: job.id, miles, ...(keys ? { titleMatches: this.titleMatches(job.title, keys) } : {}) };
    });
    const answer: JobSearchAnswer = { hits, total: found.length, facets };
    if (found.length === 0 && typed) answer.didYouMean = this.suggestCorrection(typed, request);
    return answer;
  }

  /** A spelling of the words, up to two edits off (one for three letters), that finds jobs with the same filters. */
  private suggestCorrection(typed: string, request: JobSearchRequest): string | undefined {
    const guess = this.corrected(typed, (length) => (length >= 4 ? 2 : length >= 3 ? 1 : 0));
    if (fold(guess) === fold(typed)) return undefined;
    const retry = this.answer({ ...request, text: guess, skip: 0, limit: 1 });
    return retry.total > 0 ? guess : undefined;
  }

  /** Job titles (the most posted first), then dictionary skills and credentials found in jobs, that hold the typed words at a word start. */
  async suggest(typed: string): Promise<JobSuggestion[]> {
    await this.fresh();
    const wanted = tokenize(typed).map((token) => token.word);
    if (wanted.length === 0) return [];
    const fits = (text: string) => {
      const words = tokenize(text).map((token) => token.word);
      return wanted.every((want, index) => (index === wanted.length - 1 ? words.some((word) => word.startsWith(want)) : words.includes(want)));
    };
    const titles = new Map<string, number>();
    for (const { title } of this.facts.values()) titles.set(title, (titles.get(title) ?? 0) + 1);
    const suggestions: (JobSuggestion & { rank: number })[] = [];
    for (const [title, count] of titles) {
      // The most posted first; among equals, the one that starts with the words.
      if (fits(title)) suggestions.push({ text: title, kind: 'title', rank: count + (fold(title).startsWith(wanted[0]) ? 0.5 : 0) });
    }
    const taken = new Set(suggestions.map((suggestion) => fold(suggestion.text)));
    for (const concept of concepts) {
      // A title already offered is not offered again under its dictionary name ("Charge Nurse" twice).
      if (!this.conceptKeys.has(`@${concept.id}`) || [concept.label, ...concept.forms].some((name) => taken.has(fold(name)))) continue;
      if (fits(concept.label) || concept.forms.some((form) => fits(form))) {
        // After the titles: a skill or credential is a way in when no title has the words.
        suggestions.push({ text: concept.label, kind: suggestionKind(concept.kind), rank: fold(concept.label).startsWith(wanted[0]) ? 0.25 : 0 });
      }
    }
    return suggestions
      .sort((a, b) => b.rank - a.rank || a.text.localeCompare(b.text))
      .slice(0, maxSuggestions)
      .map(({ text, kind }) => ({ text, kind }));
  }
}

/** The index of this process. */
export const jobSearchIndex = new JobSearchIndex();
