import { keywordSearchOf, maxOccupationPhrases } from './military-keywords';

describe('keywordSearchOf', () => {
  it('leaves a query without a military code as it was', () => {
    expect(keywordSearchOf('IT support')).toEqual({ terms: ['it', 'support'], describingWords: [], occupationPhrases: [], codes: [] });
  });

  it('expands an Army MOS to its civilian work and keeps the code to find postings that name it', () => {
    const search = keywordSearchOf('88M');

    expect(search.terms).toEqual([]);
    expect(search.occupationPhrases).toEqual(expect.arrayContaining(['truck driver', 'delivery driver', 'cdl']));
    expect(search.codes).toEqual(['88m']);
  });

  it('keeps other words narrowing, and words of the occupation ranking only', () => {
    expect(keywordSearchOf('88M regional')).toMatchObject({ terms: ['regional'], describingWords: [] });
    expect(keywordSearchOf('IT specialist 25B')).toMatchObject({ terms: [], describingWords: ['it', 'specialist'] });
  });

  it.each([
    ['Navy IT', 'network administrator', []],
    ['AFSC 3D0X2', 'systems administrator', ['3d0x2']],
    ['USMC 311', 'security officer', ['0311']],
  ])('drops the words that announce a code (%s)', (query, phrase, codes) => {
    const search = keywordSearchOf(query);

    expect(search.terms).toEqual([]);
    expect(search.occupationPhrases).toContain(phrase);
    expect(search.codes).toEqual(codes);
  });

  it('stays bounded however many codes are written', () => {
    const search = keywordSearchOf('88M 25B 3D0X2 11B 92Y 68W 31B');

    expect(search.occupationPhrases.length).toBeLessThanOrEqual(maxOccupationPhrases);
    expect(search.codes.length).toBeLessThanOrEqual(3);
  });
});
