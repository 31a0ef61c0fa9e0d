import { allowedTypos, candidatePrefixes, companyNameTokens, normalizeCompanyName, rankCompanies, scoreCompanyName } from './company-match';

const companies = [
  { name: 'Lanternfield Cloud Systems' },
  { name: 'Lantern Logistics' },
  { name: 'Café Nordström & Co.' },
  { name: 'Harborview Health Partners' },
  { name: 'Cloudline Analytics' },
];

describe('normalizeCompanyName', () => {
  it('lower-cases, drops accents and punctuation, and keeps one space between words', () => {
    expect(normalizeCompanyName('  Café-Nordström, Inc. ')).toBe('cafe nordstrom inc');
    expect(normalizeCompanyName('AT&T')).toBe('at and t');
  });

  it('leaves out words that do not identify a company', () => {
    expect(companyNameTokens('The Café Nordström & Co.')).toEqual(['cafe', 'nordstrom']);
    expect(companyNameTokens('The Company')).toEqual(['the', 'company']);
  });

  it('gives the two-letter prefixes the candidate query looks up', () => {
    expect(candidatePrefixes('Lantern cloud lantern')).toEqual(['la', 'cl']);
  });
});

describe('typos in company names', () => {
  it('allows no typo in short words, one in medium and two in long ones', () => {
    expect([allowedTypos(3), allowedTypos(4), allowedTypos(7), allowedTypos(8)]).toEqual([0, 1, 1, 2]);
  });
});

describe('rankCompanies', () => {
  it('finds a company by the start of its words, in any case', () => {
    expect(rankCompanies('lantern cloud', companies).best?.name).toBe('Lanternfield Cloud Systems');
    expect(rankCompanies('LANTERNFIELD CLOUD SYSTEMS', companies).best?.name).toBe('Lanternfield Cloud Systems');
  });

  it('finds a company with a typo or swapped letters', () => {
    expect(rankCompanies('Lanternfeild Cloud', companies).best?.name).toBe('Lanternfield Cloud Systems');
    expect(rankCompanies('harborveiw helth', companies).best?.name).toBe('Harborview Health Partners');
  });

  it('ignores accents either way', () => {
    expect(rankCompanies('cafe nordstrom', companies).best?.name).toBe('Café Nordström & Co.');
    expect(rankCompanies('Càfé Nórdstrom', companies).best?.name).toBe('Café Nordström & Co.');
  });

  it('prefers the name the query covers best', () => {
    expect(rankCompanies('lantern logistics', companies).best?.name).toBe('Lantern Logistics');
    expect(rankCompanies('lantern', companies).best?.name).toBe('Lantern Logistics');
  });

  it('finds nothing for a name that does not fit, and suggests names that fit partly', () => {
    const result = rankCompanies('cloud bakery', companies);
    expect(result.best).toBeUndefined();
    expect(result.suggestions.map((company) => company.name)).toEqual(['Cloudline Analytics', 'Lanternfield Cloud Systems']);
  });

  it('suggests nothing for a query that fits no word', () => {
    expect(rankCompanies('zzzz', companies)).toEqual({ best: undefined, suggestions: [] });
  });

  it('scores a closer spelling higher', () => {
    expect(scoreCompanyName('lanternfield', 'Lanternfield Cloud Systems').score).toBeGreaterThan(
      scoreCompanyName('lanternfeild', 'Lanternfield Cloud Systems').score,
    );
  });
});
