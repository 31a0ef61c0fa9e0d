import { concepts, type Concept } from './dictionary';
import { tokenize, type Token } from './tokens';
import { isQualifierKey, stopWords, wordKey } from './words';

/**
 * One understood term of a text: a dictionary concept ("@rn" for "Registered Nurse") or a word
 * by its stem ("drive" for "driving"), with where it was written.
 */
export interface Term {
  /** "@" + a concept's id, or a word's key. */
  key: string;
  /** The key and every broader key it also counts as ("@cdl-a" -> "@cdl", "drive"). */
  keys: readonly string[];
  start: number;
  end: number;
  concept?: Concept;
  /** A word inside a longer concept's phrase ("customer" of "customer service"): indexed, never evidence alone. */
  inPhrase?: boolean;
}

export const conceptKey = (id: string): string => `@${id}`;

/** Singular and plural alike for matching forms: "nurses" is "nurse", "bodies" is "body"; "class", "status", "analysis" stay. */
const formWord = (word: string): string => {
  if (word.length <= 3 || !word.endsWith('s') || /(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  return word.slice(0, -1);
};

interface FormNode {
  next: Map<string, FormNode>;
  concept?: Concept;
}

const conceptsById = new Map(concepts.map((concept) => [concept.id, concept]));

const formTree: FormNode = { next: new Map() };
for (const concept of concepts) {
  for (const form of concept.forms) {
    let node = formTree;
    for (const { word } of tokenize(form)) {
      const key = formWord(word);
      let child = node.next.get(key);
      if (!child) node.next.set(key, (child = { next: new Map() }));
      node = child;
    }
    node.concept ??= concept;
  }
}

/** A concept's key and the keys of everything it implies, broader ones after it. */
const impliedKeys = (concept: Concept): string[] => {
  const keys = [conceptKey(concept.id)];
  for (const id of concept.implies ?? []) {
    const broader = conceptsById.get(id);
    for (const key of broader ? impliedKeys(broader) : [wordKey(id)]) if (!keys.includes(key)) keys.push(key);
  }
  return keys;
};
const keysByConcept = new Map(concepts.map((concept) => [concept.id, impliedKeys(concept)]));

/** The longest concept form starting at token `at`: the concept and how many tokens it spans. */
const longestForm = (tokens: readonly Token[], at: number): { concept: Concept; length: number } | undefined => {
  let node: FormNode | undefined = formTree;
  let found: { concept: Concept; length: number } | undefined;
  for (let index = at; index < tokens.length && node; index += 1) {
    node = node.next.get(formWord(tokens[index].word));
    if (node?.concept) found = { concept: node.concept, length: index - at + 1 };
  }
  return found;
};

export interface AnalyseOptions {
  /** Also emit the words inside a concept's phrase (for an index: "customer" still finds "customer service"). */
  withPhraseWords?: boolean;
}

/** The terms of a text, in order: concepts where the dictionary knows the words, word keys elsewhere, no stop words. */
export const analyse = (text: string, options: AnalyseOptions = {}): Term[] => analyseTokens(tokenize(text), options);

/** As analyse, for a text already split into words. */
export const analyseTokens = (tokens: readonly Token[], { withPhraseWords = false }: AnalyseOptions = {}): Term[] => {
  const terms: Term[] = [];
  for (let index = 0; index < tokens.length;) {
    const form = longestForm(tokens, index);
    if (form) {
      const first = tokens[index];
      const last = tokens[index + form.length - 1];
      const keys = keysByConcept.get(form.concept.id) ?? [conceptKey(form.concept.id)];
      terms.push({ key: keys[0], keys, start: first.start, end: last.end, concept: form.concept });
      if (withPhraseWords) {
        for (const token of tokens.slice(index, index + form.length)) {
          if (stopWords.has(token.word)) continue;
          const key = wordKey(token.word);
          if (key !== keys[0]) terms.push({ key, keys: [key], start: token.start, end: token.end, inPhrase: true });
        }
      }
      index += form.length;
      continue;
    }
    const token = tokens[index];
    index += 1;
    if (stopWords.has(token.word)) continue;
    const key = wordKey(token.word);
    terms.push({ key, keys: [key], start: token.start, end: token.end });
  }
  return terms;
};

/**
 * What a search asks for: each term must be found. Qualifiers ("experienced", "years") are
 * dropped when other words remain: they describe the job sought, they are not it.
 */
export const queryTerms = (query: string): Term[] => {
  const terms = analyse(query).filter((term, index, all) => all.findIndex((other) => other.key === term.key) === index);
  const substantive = terms.filter((term) => term.concept || !isQualifierKey(term.key));
  return substantive.length > 0 ? substantive : terms;
};

/** Every key a text holds, broader ones included: what an index stores for it. */
export const indexKeys = (text: string): string[] => analyse(text, { withPhraseWords: true }).flatMap((term) => term.keys);

export const conceptById = (id: string): Concept | undefined => conceptsById.get(id);

/** The keys a term counts for as evidence in a resume: its own and broader ones, and what having done it shows. */
export const evidenceKeys = (term: Term): readonly string[] => {
  const shows = term.concept?.shows;
  if (!shows?.length) return term.keys;
  return [...term.keys, ...shows.flatMap((id) => keysByConcept.get(id) ?? [conceptKey(id)])];
};
