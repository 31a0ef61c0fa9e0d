import { jobSearchQuery } from './job-search';

describe('the job search query (filters only when not "any")', () => {
  it('sends nothing for the defaults', () => {
    expect(jobSearchQuery({ type: [], experience: 'any', salary: 'any', distance: 25, secondChance: false, page: 1 })).toBe('');
  });

  it('sends a sort only when one was chosen (the server then picks best match or newest)', () => {
    expect(jobSearchQuery({ q: 'nurse' })).toBe('q=nurse');
    expect(jobSearchQuery({ q: 'nurse', sort: 'recent' })).toBe('q=nurse&sort=recent');
  });

  it('asks for second-chance employers only when that filter is on', () => {
    expect(jobSearchQuery({ q: 'cook', secondChance: true })).toBe('q=cook&secondChance=true');
  });

  it('joins types with commas and sends the distance only with a location', () => {
    expect(jobSearchQuery({ type: ['full-time', 'remote'], distance: 50 })).toBe('type=full-time%2Cremote');
    expect(jobSearchQuery({ location: ' Austin, TX ', distance: 50 })).toBe('location=Austin%2C+TX&distance=50');
  });

  it('sends any distance (the server would otherwise look 25 miles around), only with a location', () => {
    expect(jobSearchQuery({ location: 'Austin, TX', distance: 'any' })).toBe('location=Austin%2C+TX&distance=any');
    expect(jobSearchQuery({ distance: 'any' })).toBe('');
  });

  it('sends every filter that is set, in a stable order', () => {
    expect(
      jobSearchQuery({ page: 3, sort: 'salary-high', salary: '50000-75000', experience: 'mid', q: 'nurse', location: '78701', distance: 10 }),
    ).toBe('q=nurse&location=78701&experience=mid&salary=50000-75000&distance=10&sort=salary-high&page=3');
  });
});
