/**
 * `nx g @jobboard/generators:endpoint /api/employers/:id/notifications --method GET --name list-notifications --resource notifications --caller employer`
 *
 * Starts a new API call in every tier, both ends, in the shape every other call has
 * (docs/scaffolding.md): its contract and declaration, the handler wired into its service, a use
 * case, a repository, a component test through real HTTP, the api-client hook and the portal
 * feature's read or write hook. The files come from the templates in `files/`; the few existing
 * modules that must name the new ones (the routing table, an entry point, a service's app, the
 * index files) are edited through their syntax tree. The generated code compiles and its test
 * passes as generated; the call answers an empty result until its use case and repository are written.
 */
import { generateFiles, logger, type Tree } from '@nx/devkit';
import { join } from 'node:path';
import ts from 'typescript';
import { rewriteEdgeConfig } from '../shared/edge-config';
import {
  addExportAll,
  addImports,
  addMissingExports,
  addToList,
  allNodes,
  editModule,
  entryText,
  importsWanted,
  objectNamed,
  parseModule,
  propertyName,
  unwrapped,
} from '../shared/source-edits';
import {
  callers,
  camelName,
  contractsSource,
  httpMethods,
  moduleDeclaring,
  pascalName,
  portalOfService,
  portals,
  quoted,
  requireKebab,
  sentenceName,
  serviceOfCaller,
  services,
  type Caller,
  type HttpMethod,
  type Portal,
  type Service,
} from '../shared/workspace';

export interface EndpointOptions {
  /** The call's path, `/api/...`, with `:name` parameters. */
  path: string;
  method?: HttpMethod;
  /** The use case, kebab-case: `list-notifications`. */
  name: string;
  /** The group its entry point, repository and domain folder are named after: `notifications`. */
  resource: string;
  caller?: Caller;
  service?: Service;
  portal?: Portal;
  /** The portal feature folder its browser hook goes in (the resource unless told). */
  feature?: string;
}

interface PathParameter {
  name: string;
  /** How the contract checks it: an id is a 24-digit hex ObjectId. */
  schema: string;
  /** A value the generated test sends. */
  sample: string;
}

const parametersOf = (path: string): PathParameter[] =>
  path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1))
    .map((name) =>
      name === 'id' || name.endsWith('Id')
        ? { name, schema: 'objectIdSchema', sample: 'new Types.ObjectId().toString()' }
        : { name, schema: 'z.string().min(1)', sample: quoted('sample') },
    );

/** Who may call, as the declaration's `access`: a change to one account's data is its owner's alone. */
const accessOf = (caller: Caller, method: HttpMethod, hasId: boolean): { code: string; kind: 'anyone' | 'role' | 'owner' | 'owner-or-admin' } => {
  if (caller === 'anyone') return { code: 'access.anyone', kind: 'anyone' };
  if (caller === 'admin' || !hasId) return { code: `access.role('${caller}')`, kind: 'role' };
  return method === 'GET' ? { code: `access.ownerOrAdmin('${caller}')`, kind: 'owner-or-admin' } : { code: `access.owner('${caller}')`, kind: 'owner' };
};

/** The `createServiceApp({ routes: { ... } })` of a service's app module. */
const routesTableOf = (source: ts.SourceFile): ts.ObjectLiteralExpression | undefined => {
  const call = allNodes(source)
    .filter(ts.isCallExpression)
    .find((candidate) => ts.isIdentifier(candidate.expression) && candidate.expression.text === 'createServiceApp');
  const settings = call?.arguments[0];
  if (!settings || !ts.isObjectLiteralExpression(settings)) return undefined;
  const routes = settings.properties.find((property) => propertyName(property) === 'routes');
  return routes && ts.isPropertyAssignment(routes) && ts.isObjectLiteralExpression(routes.initializer) ? routes.initializer : undefined;
};

/** The object of handlers an entry point returns: the literal before `satisfies ... RouteHandlers<...>`. */
const routeHandlersOf = (source: ts.SourceFile): ts.ObjectLiteralExpression | undefined =>
  allNodes(source)
    .filter(ts.isSatisfiesExpression)
    .filter((expression) => expression.type.getText(source).includes('RouteHandlers'))
    .map((expression) => unwrapped(expression.expression))
    .find(ts.isObjectLiteralExpression);

/** The exported `createXxxApi` of a service's app module, which its tests start. */
const appFactoryOf = (source: ts.SourceFile): string | undefined =>
  source.statements
    .filter(ts.isVariableStatement)
    .filter((statement) => statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword))
    .flatMap((statement) => statement.declarationList.declarations)
    .map((declaration) => (ts.isIdentifier(declaration.name) ? declaration.name.text : ''))
    .find((name) => name.startsWith('create') && name.endsWith('Api'));

/** The name the app gives its service context: what its entry points are called with. */
const contextNameOf = (routes: ts.ObjectLiteralExpression): string => {
  for (const entry of routes.properties) {
    if (!ts.isSpreadAssignment(entry) || !ts.isCallExpression(entry.expression)) continue;
    const [first] = entry.expression.arguments;
    if (first && ts.isIdentifier(first)) return first.text;
  }
  return 'context';
};

/** Adds what a freshly rendered module has to the module that was there: its imports and its object's entries. */
const mergeInto = (tree: Tree, path: string, original: string, locate: (source: ts.SourceFile) => ts.ObjectLiteralExpression | undefined) => {
  const generated = parseModule(path, tree.read(path, 'utf-8') ?? '');
  const generatedObject = locate(generated);
  tree.write(path, original);
  editModule(tree, path, (existing) => {
    const existingObject = locate(existing);
    if (!generatedObject || !existingObject) {
      throw new Error(`${path} exists but does not have the shape the generator adds to: add the new entry by hand`);
    }
    const known = new Set(existingObject.properties.map(propertyName));
    const added = generatedObject.properties.filter((property) => !known.has(propertyName(property)));
    return [...addImports(existing, importsWanted(generated)), addToList(existing, existingObject, added.map((property) => entryText(generated, property)))];
  });
};

export const endpointGenerator = async (tree: Tree, options: EndpointOptions) => {
  const method = options.method ?? 'GET';
  const path = options.path;
  if (!httpMethods.includes(method)) throw new Error(`--method is one of ${httpMethods.join(', ')}`);
  // Parameters become variable names in the generated code: `:id`, `:fileId`.
  const segmentsValid = path.startsWith('/api/') && path.split('/').slice(2).every((segment) => /^(:[a-zA-Z]\w*|[a-z0-9][a-z0-9._-]*)$/.test(segment));
  if (!segmentsValid) throw new Error(`the path is /api/... in lower case, with :name parameters, not ${JSON.stringify(path)}`);
  const name = requireKebab('name', options.name);
  const resource = requireKebab('resource', options.resource);
  const feature = requireKebab('feature', options.feature ?? resource);
  const caller = options.caller ?? 'anyone';
  if (!callers.includes(caller)) throw new Error(`--caller is one of ${callers.join(', ')}`);
  const service = options.service ?? serviceOfCaller(caller);
  if (!services.includes(service)) throw new Error(`--service is one of ${services.join(', ')}`);
  const portal = options.portal ?? portalOfService(service);
  if (!portals.includes(portal)) throw new Error(`--portal is one of ${portals.join(', ')}`);

  const key = `${method} ${path}`;
  const declaredIn = moduleDeclaring(tree, key);
  if (declaredIn) throw new Error(`${key} is declared already (${declaredIn}): the generator starts a new call`);

  const params = parametersOf(path);
  const hasBody = method === 'POST' || method === 'PUT';
  const role = caller === 'anyone' ? undefined : caller;
  const access = accessOf(caller, method, params.some((param) => param.name === 'id'));
  const useCase = camelName(name);
  const Pascal = pascalName(name);
  const Request = `${Pascal}Request`;
  const Result = `${Pascal}Result`;
  const paramNames = params.map((param) => param.name);
  const inputNames = [...paramNames, ...(hasBody ? ['request'] : [])];
  const paramsSchema =
    params.length === 0
      ? undefined
      : paramNames.join() === 'id'
        ? 'idParamsSchema'
        : `z.object({ ${params.map((param) => `${param.name}: ${param.schema}`).join(', ')} })`;
  const handlerParts = [...(params.length ? ['params'] : []), ...(hasBody ? ['body'] : [])];
  const concretePath = path.replace(/:(\w+)/g, (_match, param: string) => `\${${param}}`);
  const appPath = `apps/${service}/src/app.ts`;
  if (!tree.exists(appPath)) throw new Error(`${appPath} does not exist: --service names the app that answers the call`);
  const appSource = parseModule(appPath, tree.read(appPath, 'utf-8') ?? '');
  const factory = appFactoryOf(appSource) ?? '';
  const routesTable = routesTableOf(appSource);
  if (!factory || !routesTable) throw new Error(`${appPath} has no exported create...Api calling createServiceApp({ routes: { ... } })`);

  const substitutions = {
    key,
    method,
    path,
    name,
    resource,
    feature,
    service,
    portal,
    role,
    accessCode: access.code,
    accessKind: access.kind,
    hasBody,
    isRead: method === 'GET',
    params,
    paramNames,
    paramsSchema,
    commonImports: paramsSchema === 'idParamsSchema' ? ['idParamsSchema'] : params.some((param) => param.schema === 'objectIdSchema') ? ['objectIdSchema'] : [],
    summary: quoted(sentenceName(name)),
    resourceTitle: sentenceName(resource),
    useCase,
    Pascal,
    Request,
    Result,
    requestSchema: `${useCase}RequestSchema`,
    resultSchema: `${useCase}ResultSchema`,
    calls: `${useCase}Calls`,
    cacheKey: `${useCase}Key`,
    repository: `${camelName(resource)}Repository`,
    routes: `${camelName(resource)}Routes`,
    factory,
    testName: `${method.toLowerCase()}-${path.slice(1).replace(/[/:]+/g, '-')}`,
    // The use case takes the path's parameters in order, then the body.
    inputs: [...paramNames.map((param) => `${param}: string`), ...(hasBody ? [`request: ${Request}`] : [])].join(', '),
    inputNames: inputNames.join(', '),
    handlerInput: handlerParts.length ? `{ ${handlerParts.join(', ')} }` : '',
    handlerCall: `${useCase}(${[...paramNames.map((param) => `params.${param}`), ...(hasBody ? ['body'] : [])].join(', ')})`,
    hookParams: paramNames.map((param) => `${param}: string`).join(', '),
    apiPathParams: params.length ? `, { ${paramNames.join(', ')} }` : '',
    sendOptions: [params.length ? `params: { ${paramNames.join(', ')} }` : '', hasBody ? 'body: request' : ''].filter(Boolean).join(', '),
    testRequest: `${method.toLowerCase()}(${params.length ? `\`${concretePath}\`` : quoted(path)}${hasBody ? ', {}' : ''})`,
  };

  // Where the templates in files/ land (their paths name these substitutions).
  const repositoryPath = `apps/${service}/src/data-access/${resource}-repository.ts`;
  const entryPointPath = `apps/${service}/src/entry-points/${resource}-routes.ts`;
  const featureIndexPath = `apps/${portal}-portal/src/features/${feature}/index.ts`;
  const newModules = [
    `${contractsSource}/${name}.ts`,
    `apps/${service}/src/domain/${resource}/${name}.ts`,
    `apps/${service}/test/${substitutions.testName}.spec.ts`,
    `libs/api-client/src/hooks/${name}.ts`,
    `apps/${portal}-portal/src/features/${feature}/use-${name}.ts`,
  ];
  const taken = newModules.filter((module) => tree.exists(module));
  if (taken.length > 0) throw new Error(`${taken.join(', ')} exist${taken.length === 1 ? 's' : ''} already: choose another --name`);
  const originals = new Map(
    [repositoryPath, entryPointPath, featureIndexPath].filter((module) => tree.exists(module)).map((module) => [module, tree.read(module, 'utf-8') ?? '']),
  );

  generateFiles(tree, join(__dirname, 'files'), '.', substitutions);

  // A resource that has its entry point and repository already gets the new handler and query added to them.
  const entryPointExisted = originals.has(entryPointPath);
  for (const [module, original] of originals) {
    if (module === featureIndexPath) {
      const generated = parseModule(module, tree.read(module, 'utf-8') ?? '');
      tree.write(module, original);
      editModule(tree, module, (existing) => addMissingExports(existing, generated));
    } else {
      mergeInto(tree, module, original, module === entryPointPath ? routeHandlersOf : (source) => objectNamed(source, substitutions.repository));
    }
  }
  if (!entryPointExisted) {
    editModule(tree, appPath, (source) => {
      const table = routesTableOf(source)!;
      return [
        ...addImports(source, [{ name: substitutions.routes, from: `./entry-points/${resource}-routes` }]),
        addToList(source, table, [`...${substitutions.routes}(${contextNameOf(table)})`]),
      ];
    });
  }
  // The routing table gathers the new declaration module; the contracts and the api client export what it adds.
  editModule(tree, `${contractsSource}/routes.ts`, (source) => {
    const table = objectNamed(source, 'apiRoutes');
    if (!table) throw new Error(`${contractsSource}/routes.ts has no apiRoutes object to add the call to`);
    return [...addImports(source, [{ name: substitutions.calls, from: `./${name}` }]), addToList(source, table, [`...${substitutions.calls}`])];
  });
  editModule(tree, `${contractsSource}/index.ts`, (source) => addExportAll(source, `./${name}`));
  editModule(tree, 'libs/api-client/src/hooks/index.ts', (source) => addExportAll(source, `./${name}`));

  return () => {
    rewriteEdgeConfig(tree);
    const refresh = method === 'GET' ? '' : `; refresh the reads the call changes in ${newModules[3]}`;
    logger.info(`Next, for ${key}: write its contract (${newModules[0]}), the test's real cases, the repository and the use case${refresh} (docs/scaffolding.md).`);
  };
};

export default endpointGenerator;
