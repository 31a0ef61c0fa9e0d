/**
 * `nx g @jobboard/generators:feature /veteran-resources --portal veteran --title "Veteran Resources" --name veteran-resources`
 *
 * Starts a new screen in its portal (remote), in the shape every other one has
 * (docs/scaffolding.md): its row in the page table (when missing), a feature folder, a thin
 * route component composing it, and the entry in the remote's page map, loaded as its own chunk.
 * The files come from the templates in `files/`; the page table and the page map are edited
 * through their syntax tree. What it writes compiles as generated.
 */
import { generateFiles, logger, type Tree } from '@nx/devkit';
import { join } from 'node:path';
import ts from 'typescript';
import { rewriteEdgeConfig } from '../shared/edge-config';
import {
  addImports,
  addToList,
  allNodes,
  editModule,
  initializerOf,
  insertAt,
  objectNamed,
  parseModule,
  propertyName,
  removeImport,
  replaceNode,
  stringProperty,
} from '../shared/source-edits';
import { contractsSource, jsxAttributeValue, pascalName, portals, quoted, requireKebab, type Portal } from '../shared/workspace';

export interface FeatureOptions {
  /** The page's path, as the page table has it: `/veteran-resources`, `/employer-reports/:id`. */
  path: string;
  /** The feature, kebab-case: its folder, component and route file. */
  name: string;
  portal?: Portal;
  /** The page's title (the browser tab's). */
  title?: string;
}

const pageTablePath = `${contractsSource}/pages.ts`;

/** The rows of the page table, each with the literal it is written as. */
const pageRowsOf = (source: ts.SourceFile) => {
  const table = initializerOf(source, 'pageTable');
  if (!table || !ts.isArrayLiteralExpression(table)) throw new Error(`${pageTablePath} has no pageTable array`);
  const rows = table.elements.filter(ts.isObjectLiteralExpression).map((literal) => ({
    literal,
    path: stringProperty(literal, 'path'),
    portal: stringProperty(literal, 'portal'),
    title: stringProperty(literal, 'title'),
  }));
  return { table, rows };
};

/** `const XPage = lazy(() => import('./app/routes/x-page').then(...))`: one chunk per screen, as the page maps load them. */
const lazyPage = (Page: string, name: string): string => {
  const load = `import('./app/routes/${name}-page').then((module) => ({ default: module.${Page} }))`;
  const oneLine = `const ${Page} = lazy(() => ${load});`;
  return oneLine.length <= 150 ? oneLine : `const ${Page} = lazy(() =>\n  ${load},\n);`;
};

/** `notAvailableYet('Title')`: the portal kit's screen for a page that has none of its own. */
const isPlaceholder = (node: ts.Node): boolean =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'notAvailableYet';

const isLazyDeclaration = (statement: ts.Statement): boolean =>
  ts.isVariableStatement(statement) &&
  statement.declarationList.declarations.some(
    (declaration) =>
      declaration.initializer !== undefined &&
      ts.isCallExpression(declaration.initializer) &&
      ts.isIdentifier(declaration.initializer.expression) &&
      declaration.initializer.expression.text === 'lazy',
  );

export const featureGenerator = async (tree: Tree, options: FeatureOptions) => {
  const { path } = options;
  if (!/^\/([a-z0-9-]+|:[a-zA-Z]\w*)(\/([a-z0-9-]+|:[a-zA-Z]\w*))*$/.test(path)) {
    throw new Error(`the page path is /... in lower case, with :name parameters, not ${JSON.stringify(path)}`);
  }
  const name = requireKebab('name', options.name);

  const { rows } = pageRowsOf(parseModule(pageTablePath, tree.read(pageTablePath, 'utf-8') ?? ''));
  const row = rows.find((candidate) => candidate.path === path);
  if (row && options.portal && options.portal !== row.portal) throw new Error(`${path} belongs to the ${row.portal} portal in the page table`);
  const portal = (row?.portal ?? options.portal) as Portal | undefined;
  if (!portal || !portals.includes(portal)) throw new Error(`${path} is not in the page table: give its --portal (${portals.join(', ')}) and --title`);
  const title = row?.title ?? options.title;
  if (!title?.trim() || title.includes('*/')) throw new Error(`${path} is not in the page table: give its --title (the browser tab's)`);

  const app = `apps/${portal}-portal/src`;
  const Feature = pascalName(name);
  const Page = `${Feature}Page`;
  const featureFolder = `${app}/features/${name}`;
  const routeModule = `${app}/app/routes/${name}-page.tsx`;
  if (tree.children(featureFolder).length > 0 || tree.exists(routeModule)) {
    throw new Error(`${tree.exists(routeModule) ? routeModule : featureFolder} exists already: choose another --name`);
  }

  if (!row) {
    // After the portal's last row, so each portal's screens stay together.
    editModule(tree, pageTablePath, (source) => {
      const current = pageRowsOf(source);
      const after = current.rows.filter((candidate) => candidate.portal === portal).at(-1)?.literal;
      return [addToList(source, current.table, [`{ path: ${quoted(path)}, portal: '${portal}', title: ${quoted(title)} }`], after)];
    });
  }

  generateFiles(tree, join(__dirname, 'files'), '.', { name, portal, path, title, titleAttribute: jsxAttributeValue(title), Feature, Page });

  editModule(tree, `${app}/pages.ts`, (source) => {
    const pages = objectNamed(source, 'pages');
    if (!pages) throw new Error(`${app}/pages.ts has no pages object to add ${path} to`);
    // After the other screens' declarations; the first one goes before the module's first statement.
    const lastLazy = source.statements.filter(isLazyDeclaration).at(-1);
    const firstStatement = source.statements.find((statement) => !ts.isImportDeclaration(statement));
    const declaration = lastLazy
      ? insertAt(lastLazy.end, `\n${lazyPage(Page, name)}`)
      : insertAt(firstStatement?.pos ?? source.text.length, `\n\n${lazyPage(Page, name)}`);
    // A path the map shows a placeholder for gets the new page in its place; the last
    // placeholder gone, its import goes too (lint refuses an unused name).
    const existing = pages.properties.find((property) => propertyName(property) === path);
    const placeholders = allNodes(source).filter(isPlaceholder);
    if (existing && !(ts.isPropertyAssignment(existing) && isPlaceholder(existing.initializer))) {
      throw new Error(`${path} has a screen already in ${app}/pages.ts`);
    }
    const entry =
      existing && ts.isPropertyAssignment(existing)
        ? [
            ...replaceNode(source, existing.initializer, Page),
            ...(placeholders.length === 1 ? removeImport(source, 'notAvailableYet', '@jobboard/portal-kit') : []),
          ]
        : [addToList(source, pages, [`${quoted(path)}: ${Page}`])];
    return [...addImports(source, [{ name: 'lazy', from: 'react' }]), declaration, ...entry];
  });

  return () => {
    rewriteEdgeConfig(tree);
    logger.info(
      `Next, for ${path}: start the endpoints it calls (nx g @jobboard/generators:endpoint ... --feature ${name}), and a browser test in apps/browser-tests (docs/scaffolding.md).`,
    );
  };
};

export default featureGenerator;
