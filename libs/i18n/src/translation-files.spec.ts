import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { glossaryMisses } from './glossary';

/**
 * The translation files against the code that says the texts. A namespace is a project's
 * `src/texts` folder with its `es.json`; its texts are the English ones its code says with
 * `t('…')` or marks with `text('…')`, and, for a library whose tables of texts are in every first
 * view (where `text()` would cost bytes), the string values of the tables its `src/texts/tables.ts`
 * lists (`textTables`).
 */
const root = join(__dirname, '..', '..', '..');

const namespaces = ['apps', 'libs']
  .flatMap((group) => readdirSync(join(root, group)).map((project) => join(root, group, project, 'src')))
  .filter((source) => existsSync(join(source, 'texts', 'es.json')))
  .map((source) => ({
    name: relative(root, source),
    tables: existsSync(join(source, 'texts', 'tables.ts')) ? stringsOf(jest.requireActual<{ textTables: unknown }>(join(source, 'texts', 'tables.ts')).textTables) : [],
    spanish: JSON.parse(readFileSync(join(source, 'texts', 'es.json'), 'utf8')) as Record<string, string>,
    code: (readdirSync(source, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file))
      .map((file) => ({ file: join(relative(root, source), file), source: ts.createSourceFile(file, readFileSync(join(source, file), 'utf8'), ts.ScriptTarget.Latest, true) })),
  }));

/** Every string in a table of texts (objects and lists, however nested; functions are read by their `t('…')`). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

const visit = (node: ts.Node, each: (node: ts.Node) => void) => {
  each(node);
  node.forEachChild((child) => visit(child, each));
};

/** The English texts a file says: the literal first argument of each `t(…)` and `text(…)`. */
const textsSaid = (source: ts.SourceFile) => {
  const said: string[] = [];
  visit(source, (node) => {
    if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || !['t', 'text'].includes(node.expression.text)) return;
    const [first] = node.arguments;
    if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) said.push(first.text);
  });
  return said;
};

/** Visible words a component writes itself: JSX text with a letter, and visible attributes given as literals. */
const visibleAttributes = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description']);
const literalWords = (source: ts.SourceFile) => {
  const found: string[] = [];
  visit(source, (node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && visibleAttributes.has(node.name.getText()) && node.initializer && ts.isStringLiteral(node.initializer))
      found.push(`${node.name.getText()}="${node.initializer.text}"`);
  });
  return found;
};

const withoutPluralForm = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const valueNames = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the translation files', () => {
  it('exist for the namespaces translated so far', () => {
    expect(namespaces.map(({ name }) => name)).toContain('apps/shell/src');
    for (const { code } of namespaces) expect(code.flatMap(({ source }) => textsSaid(source)).length).toBeGreaterThan(0);
  });

  it.each(namespaces.map((namespace) => [namespace.name, namespace] as const))(
    '%s: every text the code says has its Spanish, with the same values and the glossary\'s words, and no Spanish text is left over',
    (_name, { spanish, code, tables }) => {
      const said = new Set([...code.flatMap(({ source }) => textsSaid(source)), ...tables]);
      const missing = [...said].filter((english) => spanish[english] === undefined && spanish[`${english}_other`] === undefined);
      expect(missing).toEqual([]);
      const leftOver = Object.keys(spanish).filter((key) => !said.has(withoutPluralForm(key)));
      expect(leftOver).toEqual([]);
      const valuesDiffer = Object.entries(spanish).filter(([key, text]) => valueNames(withoutPluralForm(key)).join() !== valueNames(text).join());
      expect(valuesDiffer).toEqual([]);
      const offGlossary = Object.entries(spanish).flatMap(([key, text]) =>
        glossaryMisses(withoutPluralForm(key), text).map((term) => `${key} → ${text}: say "${term.es[0]}" for "${term.en}"`),
      );
      expect(offGlossary).toEqual([]);
    },
  );

  it.each(namespaces.map((namespace) => [namespace.name, namespace] as const))(
    '%s: a component that reads its texts writes no English words of its own',
    (_name, { code }) => {
      const translated = code.filter(({ source }) => source.getFullText().includes('useTexts('));
      const literals = translated.flatMap(({ file, source }) => literalWords(source).map((words) => `${file}: ${words}`));
      expect(literals).toEqual([]);
    },
  );
});
