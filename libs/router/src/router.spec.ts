import { pageTable } from '@jobboard/contracts';
import { createPath, createSearchParams, matchRoutes, parsePath, resolveTo } from './router';

describe('the router', () => {
  const paths = [...pageTable.map((page) => page.path), '*'];
  const shown = (pathname: string) => {
    const match = matchRoutes(paths, pathname);
    return match && { path: paths[match.index], params: match.params };
  };

  it('shows the page table path an address names, ranked as react-router ranks them', () => {
    expect(shown('/')).toEqual({ path: '/', params: {} });
    expect(shown('/jobs')).toEqual({ path: '/jobs', params: {} });
    expect(shown('/jobs/')).toEqual({ path: '/jobs', params: {} });
    expect(shown('/JOBS')).toEqual({ path: '/jobs', params: {} });
    expect(shown('/jobs/0123456789abcdef01234567')).toEqual({ path: '/jobs/:id', params: { id: '0123456789abcdef01234567' } });
    expect(shown('/employer-dashboard/abc')).toEqual({ path: '/employer-dashboard/:id', params: { id: 'abc' } });
    // A static segment outranks a parameter, whatever the order of the table.
    expect(matchRoutes(['/jobs/:id', '/jobs/saved'], '/jobs/saved')?.index).toBe(1);
    expect(matchRoutes(['/jobs/:id', '/jobs/saved'], '/jobs/123')?.params).toEqual({ id: '123' });
    // Anything else is the not-found page, with the rest of the address.
    expect(shown('/no/such/page')).toEqual({ path: '*', params: { '*': 'no/such/page' } });
    expect(shown('/jobs/1/2')?.path).toBe('*');
  });

  it('decodes parameters, and keeps one that is not valid percent-encoding as it is', () => {
    expect(matchRoutes(['/companies/:name'], '/companies/Bay%20Movers')?.params).toEqual({ name: 'Bay Movers' });
    expect(matchRoutes(['/companies/:name'], '/companies/100%')?.params).toEqual({ name: '100%' });
    expect(matchRoutes(['/companies/:name'], '/companies')).toBeNull();
  });

  it('resolves where a link or a navigation goes from the current page', () => {
    expect(resolveTo('/jobs?q=driver#top', '/')).toEqual({ pathname: '/jobs', search: '?q=driver', hash: '#top' });
    expect(resolveTo('?page=2', '/jobs')).toEqual({ pathname: '/jobs', search: '?page=2', hash: '' });
    expect(resolveTo('apply', '/jobs/1')).toEqual({ pathname: '/jobs/1/apply', search: '', hash: '' });
    expect(resolveTo('../2', '/jobs/1')).toEqual({ pathname: '/jobs/2', search: '', hash: '' });
    expect(resolveTo({ pathname: '/jobs', search: 'q=cook' }, '/')).toEqual({ pathname: '/jobs', search: 'q=cook', hash: '' });
    expect(createPath({ pathname: '/jobs', search: 'q=cook', hash: '' })).toBe('/jobs?q=cook');
    expect(createPath(resolveTo('?', '/jobs'))).toBe('/jobs');
    expect(parsePath('/a?b=1#c')).toEqual({ pathname: '/a', search: '?b=1', hash: '#c' });
  });

  it('builds a query from what a page sets: a string, pairs, a record with lists, or another query', () => {
    expect(createSearchParams('q=a&q=b').getAll('q')).toEqual(['a', 'b']);
    expect(createSearchParams([['q', 'a b']]).toString()).toBe('q=a+b');
    expect(createSearchParams({ q: 'cook', type: ['full-time', 'part-time'] }).toString()).toBe('q=cook&type=full-time&type=part-time');
    expect(createSearchParams(new URLSearchParams('x=1')).get('x')).toBe('1');
    expect(createSearchParams().toString()).toBe('');
  });
});
