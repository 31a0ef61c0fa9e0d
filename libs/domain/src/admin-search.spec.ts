import { adminSearchTerms, adminSearchWords, anchoredPrefixPattern, leadingSkills } from './admin-search';

describe('adminSearchWords', () => {
  it('keeps each typed chunk and each word inside it, lower-cased and without accents', () => {
    expect(adminSearchWords(['Senior Warehouse Associate', 'José.Núñez@Example.com', undefined, 'C++'])).toEqual([
      'senior',
      'warehouse',
      'associate',
      'jose.nunez@example.com',
      'jose',
      'nunez',
      'example',
      'com',
      'c++',
      'c',
    ]);
  });

  it('is bounded in count and length', () => {
    expect(adminSearchWords([Array.from({ length: 200 }, (_, index) => `w${index}`).join(' ')])).toHaveLength(60);
    expect(adminSearchWords(['x'.repeat(500)])[0]).toHaveLength(60);
  });
});

describe('adminSearchTerms and anchoredPrefixPattern', () => {
  it('splits the search box into at most five normalised terms', () => {
    expect(adminSearchTerms('  WARE  Assoc ware ')).toEqual(['ware', 'assoc']);
    expect(adminSearchTerms('a b c d e f g')).toHaveLength(5);
    expect(adminSearchTerms(undefined)).toEqual([]);
  });

  it('anchors a term and escapes every pattern character, so it matches only itself', () => {
    const pattern = new RegExp(anchoredPrefixPattern('c++.*(a)[b]/$'));
    expect(pattern.test('c++.*(a)[b]/$ and more')).toBe(true);
    expect(pattern.test('xc++.*(a)[b]/$')).toBe(false);
    expect(pattern.test('c')).toBe(false);
  });
});

describe('leadingSkills', () => {
  it('shows the first three skills and counts the rest', () => {
    expect(leadingSkills(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(leadingSkills(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});
