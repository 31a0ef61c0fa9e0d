import { analyse, conceptKey, indexKeys, queryTerms } from './analyze';
import { concepts } from './dictionary';

/** Something to look for in texts (a skill, a title, a certification), as the keys that must all be found. */
export interface Phrase {
  text: string;
  keys: readonly string[];
}

export const phraseOf = (text: string): Phrase => ({ text, keys: queryTerms(text).map((term) => term.key) });

/** Every key of a text, broader ones included: what a phrase is looked for in. */
export const keysOfText = (text: string): ReadonlySet<string> => new Set(indexKeys(text));

/** Whether a text (its keys) mentions the phrase: each of its words or concepts, in any form or spelling. */
export const mentions = (textKeys: ReadonlySet<string>, phrase: Phrase): boolean =>
  phrase.keys.length > 0 && phrase.keys.every((key) => textKeys.has(key));

/**
 * The ways a text can be written, for a first coarse database look-up: the text itself, every form
 * of the concepts it names and of the narrower concepts that count as them ("forklift" ->
 * "reach truck", "order picker", ...). Lower-case.
 */
export const spellingsOf = (text: string): string[] => {
  const spellings = new Set([text.trim().toLowerCase()]);
  for (const term of analyse(text)) {
    if (!term.concept) continue;
    const key = conceptKey(term.concept.id);
    for (const concept of concepts) {
      if (concept.id === term.concept.id || analyse(concept.forms[0]).some((other) => other.keys.includes(key))) {
        for (const form of concept.forms) spellings.add(form);
      }
    }
  }
  return [...spellings].filter((spelling) => spelling.length > 0);
};
