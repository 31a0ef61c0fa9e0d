import { pageTable, routeTable } from '@jobboard/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * README.md and docs/ say only what is true of the code: every call they name is a row of the
 * routing table, nothing built is called planned, coming or not available, and no rule is
 * stated by pointing at a document the reader cannot open.
 */
const workspace = join(__dirname, '..', '..', '..');
const documents = ['README.md', ...readdirSync(join(workspace, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const textOf = (document: string) => readFileSync(join(workspace, document), 'utf8');

/** Each `METHOD /api/...` a document names, with the line it is on. */
const namedCalls = (text: string) =>
  text.split('\n').flatMap((line, index) =>
    [...line.matchAll(/\b(GET|POST|PUT|DELETE|PATCH)\s+`?(\/api\/[^\s`),;"']*)/g)].map(([, method, path]) => ({
      line: index + 1,
      method,
      // Written examples may carry a query string or end a sentence.
      path: path.replace(/\?.*$/, '').replace(/[.:]+$/, ''),
    })),
  );

const rowMatches = (method: string, path: string) =>
  routeTable.some((route) => {
    if (route.method !== method) return false;
    const pattern = new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '(:\\w+|[^/]+)')}$`);
    return pattern.test(path);
  });

describe('the documents', () => {
  it.each(documents)('%s names only calls the routing table has', (document) => {
    const unknown = namedCalls(textOf(document))
      // Placeholders of a pattern (<service>, {a,b}) are not single calls.
      .filter(({ path }) => !/[<{*]/.test(path))
      .filter(({ method, path }) => !rowMatches(method, path))
      .map(({ line, method, path }) => `line ${line}: ${method} ${path}`);

    expect(unknown).toEqual([]);
  });


  it.each(documents)('%s calls nothing built planned, coming or not available', (document) => {
    const pages = pageTable.map((page) => page.path);
    const untrue = textOf(document)
      .split('\n')
      .map((line, index) => ({ line: index + 1, text: line }))
      .filter(({ text }) =>
        // A call said to answer 501, or a page to be coming, while every row and page is built.
        /answer(s|ing)? `?501`?|say (they|it) (is|are) coming|"not available yet"\s*\|/i.test(text) ||
        // A page of the page table in a line that calls it planned.
        (/\bplanned\b/i.test(text) && pages.some((path) => text.includes(`\`${path}\``))),
      )
      .map(({ line, text }) => `line ${line}: ${text.trim()}`);

    expect(untrue).toEqual([]);
  });

  it.each(documents)('%s states rules instead of citing the spec or an issue', (document) => {
    const citations = textOf(document)
      .split('\n')
      .map((line, index) => ({ line: index + 1, text: line }))
      .filter(({ text }) => /\b(issue\s*#?\s*\d+|spec\s*§|spec\s+0\d\d|spec(?:'s)?\s+section\s+\d+)/i.test(text))
      .map(({ line, text }) => `line ${line}: ${text.trim()}`);

    expect(citations).toEqual([]);
  });
});
