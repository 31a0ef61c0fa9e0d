import { analyse, conceptKey, indexKeys, queryTerms, type Term } from './analyze';
import { concepts } from './dictionary';
import { tokenize } from './tokens';
import { editDistance, typosAllowed, wordKey } from './words';

const keysOf = (text: string) => analyse(text).flatMap((term) => term.keys);
const mainKeys = (text: string) => analyse(text).map((term: Term) => term.key);

describe('words', () => {
  it('splits on word boundaries, never inside a longer word, folding case and accents', () => {
    expect(tokenize('Project Manager; Español, RN!').map((token) => token.word)).toEqual(['project', 'manager', 'espanol', 'rn']);
    expect(keysOf('Project Manager, modern learning')).not.toContain(conceptKey('rn'));
  });

  it('keeps names whose symbols are the name, and reads initials without their dots', () => {
    expect(tokenize('C++, C#, .NET, Node.js, R.N., B.S., Security+').map((token) => token.word)).toEqual([
      'cplusplus',
      'csharp',
      'dotnet',
      'nodejs',
      'rn',
      'bs',
      'securityplus',
    ]);
  });

  it('points back at what was written', () => {
    const [token] = tokenize('  Registered');
    expect([token.start, token.end]).toEqual([2, 12]);
    const [initials] = tokenize('R.N. license');
    expect('R.N. license'.slice(initials.start, initials.end)).toBe('R.N.');
  });

  it('gives every form of a word one key, with a maintained English stemmer and word families', () => {
    expect(new Set(['drive', 'driver', 'drivers', 'driving', 'drove'].map(wordKey)).size).toBe(1);
    expect(new Set(['weld', 'welder', 'welding'].map(wordKey)).size).toBe(1);
    expect(new Set(['account', 'accounting', 'accountant'].map(wordKey)).size).toBe(1);
    expect(new Set(['warehouse', 'warehousing'].map(wordKey)).size).toBe(1);
    expect(wordKey('nursery')).not.toBe(wordKey('nursing'));
  });

  it('counts typos as edits, a swap of two letters as one', () => {
    expect(editDistance('lantern', 'lantern')).toBe(0);
    expect(editDistance('lantrn', 'lantern')).toBe(1);
    expect(editDistance('lantren', 'lantern')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
  });

  it('allows no typo under four letters, one from four, two from nine', () => {
    expect([3, 4, 5, 8, 9].map(typosAllowed)).toEqual([0, 1, 1, 1, 2]);
  });
});

describe('the job-language dictionary', () => {
  it.each(concepts.map((concept) => [concept.id, concept] as const))('%s: every form reads as the concept, with its facts', (_id, concept) => {
    expect(concept.facts.length).toBeGreaterThan(3);
    for (const form of concept.forms) expect([form, mainKeys(form)]).toEqual([form, [conceptKey(concept.id)]]);
    for (const broader of concept.implies ?? [])
      expect(keysOf(concept.forms[0])).toContain(concepts.some((other) => other.id === broader) ? conceptKey(broader) : wordKey(broader));
  });

  it('gives no form to two concepts', () => {
    const owners = new Map<string, string>();
    for (const concept of concepts) {
      for (const form of concept.forms) {
        const key = tokenize(form)
          .map((token) => token.word)
          .join(' ');
        expect([key, owners.get(key) ?? concept.id]).toEqual([key, concept.id]);
        owners.set(key, concept.id);
      }
    }
  });

  it('reads plurals as the singular form', () => {
    expect(mainKeys('registered nurses')).toEqual([conceptKey('rn')]);
    expect(mainKeys('electronic logging devices')).toEqual([conceptKey('eld')]);
  });

  it('keeps apart what job ads keep apart', () => {
    expect(keysOf('LPN')).not.toContain(conceptKey('rn'));
    expect(keysOf('RN')).not.toContain(conceptKey('lpn'));
    expect(keysOf('Class B CDL')).not.toContain(conceptKey('cdl-a'));
    expect(keysOf('Class A CDL')).toEqual(expect.arrayContaining([conceptKey('cdl-a'), conceptKey('cdl')]));
    expect(keysOf('JavaScript')).not.toContain(conceptKey('java'));
    expect(keysOf('Java')).not.toContain(conceptKey('javascript'));
    expect(keysOf('nursery')).not.toContain(conceptKey('nurse'));
    expect(keysOf('OSHA 10')).not.toContain(conceptKey('osha-30'));
    expect(keysOf('CNC Programmer')).not.toContain(conceptKey('software-developer'));
    expect(keysOf('Sales Development Representative')).not.toContain(conceptKey('software-developer'));
  });

  it('orders degrees: each level meets those below it, never one above', () => {
    expect(keysOf("Master's degree")).toEqual(expect.arrayContaining([conceptKey('bachelor-degree'), conceptKey('associate-degree')]));
    expect(keysOf('Associate degree')).not.toContain(conceptKey('bachelor-degree'));
    expect(keysOf("Bachelor's degree")).toContain(conceptKey('associate-degree'));
    expect(keysOf('PhD')).toContain(conceptKey('master-degree'));
    expect(keysOf('GED')).toEqual([conceptKey('high-school')]);
  });

  it('reads alternate titles as one: developer, programmer and software engineer', () => {
    expect(new Set(['developer', 'programmer', 'software engineer', 'Software Developer'].map(mainKeys).flat())).toEqual(
      new Set([conceptKey('software-developer')]),
    );
    expect(mainKeys('help desk')).toEqual(mainKeys('service desk'));
    expect(mainKeys('call center')).toEqual(mainKeys('customer service'));
  });

  it('keeps phrases as phrases: "customer service" is not "customer"', () => {
    expect(mainKeys('customer service')).toEqual([conceptKey('customer-service')]);
    expect(keysOf('Analyzed customer order patterns')).not.toContain(conceptKey('customer-service'));
  });

  it('reads an acronym in brackets and its words as the same thing', () => {
    expect(new Set(mainKeys('electronic logging devices (ELD)'))).toEqual(new Set([conceptKey('eld')]));
  });
});

describe('searches and indexes', () => {
  it('looks for each thing once and drops words that only describe it', () => {
    expect(queryTerms('experienced truck driver').map((term) => term.key)).toEqual([conceptKey('truck-driver')]);
    expect(queryTerms('ELD (ELD)').map((term) => term.key)).toEqual([conceptKey('eld')]);
  });

  it('indexes a phrase with its words, so a word alone still finds it', () => {
    expect(indexKeys('customer service representative')).toEqual(expect.arrayContaining([conceptKey('customer-service'), wordKey('customer')]));
  });
});
