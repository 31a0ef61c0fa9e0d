import { apiPath, withQuery } from './api-call';

describe('the URLs of the routing table', () => {
  it('gives a fixed path as the table writes it', () => {
    expect(apiPath('GET /api/jobs/second-chance')).toBe('/api/jobs/second-chance');
  });

  it('fills every parameter, encoded, so a value cannot reach another path', () => {
    expect(apiPath('GET /api/users/:id/applications', { id: 'a/b?c' })).toBe('/api/users/a%2Fb%3Fc/applications');
    expect(apiPath('POST /api/jobs/:id/apply', { id: '507f1f77bcf86cd799439011' })).toBe('/api/jobs/507f1f77bcf86cd799439011/apply');
  });

  it('adds a query string only when there is one', () => {
    expect(withQuery('/api/jobs', '')).toBe('/api/jobs');
    expect(withQuery('/api/jobs', 'page=2')).toBe('/api/jobs?page=2');
  });
});
