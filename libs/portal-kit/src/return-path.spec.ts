import { returnPathFrom, withReturnPath } from './return-path';

describe('returnPathFrom', () => {
  it('returns a path on this site, with its query', () => {
    expect(returnPathFrom('?next=%2Fresume%3Ftab%3Dapplications', '/jobs')).toBe('/resume?tab=applications');
  });

  it.each(['', '?next=', '?next=https://evil.example/', '?next=//evil.example/x', '?next=/\\evil.example', '?next=resume'])(
    'falls back for %j',
    (search) => {
      expect(returnPathFrom(search, '/jobs')).toBe('/jobs');
    },
  );

  it('round-trips with withReturnPath', () => {
    const link = withReturnPath('/job-seeker-login', '/resume?tab=applications');
    expect(returnPathFrom(link.slice(link.indexOf('?')), '/jobs')).toBe('/resume?tab=applications');
  });
});
