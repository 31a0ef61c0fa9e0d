/**
 * `npm run scaffold -- endpoint "GET /api/employers/:id/notifications" --name list-notifications --resource notifications --caller employer`
 * `npm run scaffold -- page /veteran-dashboard/:id --name veteran-dashboard`
 *
 * Starts a new endpoint or page in the shape every other one has (docs/scaffolding.md), so the
 * next feature begins from the pattern instead of copying the nearest file:
 * - endpoint: the call's declaration in the routing table, a contract, the handler (wired into the
 *   service's app), a use case, a repository and a component test through real HTTP;
 * - page: the page-table row (when missing), a route component composing a feature folder, and
 *   the remote's page map entry (replacing its "not available yet" placeholder).
 * The generated code compiles and its test passes as generated (apps/platform-tests proves it);
 * it answers an empty result until the use case and repository are written.
 * `--root DIR` scaffolds into another copy of the workspace (the test uses it).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pageTable, portals, routeTable, services, type Portal, type Route, type ServiceName } from '@jobboard/contracts';

type HttpMethod = Route['method'];
const httpMethods: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

const callers = ['anyone', 'jobseeker', 'employer', 'veteran', 'admin'] as const;
type Caller = (typeof callers)[number];

const argument = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};

const fail = (message: string): never => {
  console.error(`scaffold: ${message}`);
  process.exit(2);
};

const root = argument('root') ?? join(__dirname, '..');
const kebab = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const camel = (name: string) => name.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase());
const pascal = (name: string) => camel(name).replace(/^\w/, (letter) => letter.toUpperCase());

const written: string[] = [];
const create = async (path: string, content: string) => {
  const file = join(root, path);
  if (existsSync(file)) fail(`${path} exists already; choose another --name or --resource`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
  written.push(`created ${path}`);
};
const edit = async (path: string, change: (text: string) => string) => {
  const file = join(root, path);
  const before = await readFile(file, 'utf8');
  const after = change(before);
  if (after === before) fail(`could not find where to edit ${path}; edit it by hand`);
  await writeFile(file, after);
  written.push(`edited  ${path}`);
};
/** Adds an import after the last import of a file. */
const withImport = (text: string, line: string) => {
  const lastImport = [...text.matchAll(/^import [^;]+;\n/gm)].pop();
  const at = lastImport ? (lastImport.index ?? 0) + lastImport[0].length : 0;
  return `${text.slice(0, at)}${line}\n${text.slice(at)}`;
};

// ---------------------------------------------------------------------------------------------
// endpoint

const scaffoldEndpoint = async () => {
  const [method, path] = (process.argv[3] ?? '').split(' ') as [HttpMethod, `/api/${string}`];
  if (!httpMethods.includes(method) || !path?.startsWith('/api/')) fail('give the route as "METHOD /api/path"');
  const name = argument('name') ?? fail('--name the use case, in kebab-case (list-notifications)');
  const resource = argument('resource') ?? fail('--resource the entry-point and repository group (notifications)');
  const caller = (argument('caller') ?? 'anyone') as Caller;
  if (!kebab.test(name) || !kebab.test(resource)) fail('--name and --resource are kebab-case');
  if (!callers.includes(caller)) fail(`--caller is one of ${callers.join(', ')}`);
  const row = routeTable.find((route) => route.method === method && route.path === path);
  const service = (row?.service ?? argument('service')) as ServiceName;
  if (!services.includes(service)) fail(`the route is not in the routing table: add --service (${services.join(', ')})`);
  const hasId = path.includes('/:id');
  const hasBody = method === 'POST' || method === 'PUT';

  const useCase = camel(name);
  const Result = `${pascal(name)}Result`;
  const resultSchema = `${useCase}ResultSchema`;
  const requestSchema = `${useCase}RequestSchema`;
  const Request = `${pascal(name)}Request`;
  const repository = `${camel(resource)}Repository`;
  const routes = `${camel(resource)}Routes`;
  const role = caller === 'anyone' ? undefined : caller;
  const input = [hasId ? 'id: string' : '', hasBody ? `request: ${Request}` : ''].filter(Boolean);
  const inputNames = [hasId ? 'id' : '', hasBody ? 'request' : ''].filter(Boolean);

  await create(
    `libs/contracts/src/${name}.ts`,
    `import { z } from 'zod';
${
  hasBody
    ? `
/** What ${method} ${path} accepts. */
export const ${requestSchema} = z.object({});
export type ${Request} = z.infer<typeof ${requestSchema}>;
`
    : ''
}
/** What ${method} ${path} answers. */
export const ${resultSchema} = z.object({ items: z.array(z.object({ id: z.string() })) });
export type ${Result} = z.infer<typeof ${resultSchema}>;
`,
  );
  await edit('libs/contracts/src/index.ts', (text) => `${text}export * from './${name}';\n`);
  // The call's one declaration: the service that answers it, who may call it, what it takes and answers.
  await edit('libs/contracts/src/routes.ts', (text) => {
    const access = !role ? 'access.anyone' : role !== 'admin' && hasId ? `access.ownerOrAdmin('${role}')` : `access.role('${role}')`;
    const declaration = [
      `  '${method} ${path}': {`,
      `    summary: '${pascal(name).replace(/([a-z])([A-Z])/g, '$1 $2')}',`,
      `    access: ${access},`,
      ...(hasId ? ['    params: idParamsSchema,'] : []),
      ...(hasBody ? [`    body: ${requestSchema},`] : []),
      `    success: json(200, 'The answer.', ${resultSchema}),`,
      '  },',
    ].join('\n');
    const groupEnd = `  ...apiDocsCalls('${service}'),`;
    if (row || !text.includes(groupEnd)) fail(`${method} ${path} is declared already, or routes.ts has no group for ${service}`);
    return withImport(
      text.replace(groupEnd, `${declaration}\n${groupEnd}`),
      `import { ${[hasBody ? requestSchema : '', resultSchema].filter(Boolean).join(', ')} } from './${name}';`,
    );
  });

  const repositoryFile = `apps/${service}/src/data-access/${resource}-repository.ts`;
  await create(
    repositoryFile,
    `${hasBody ? `import type { ${Request} } from '@jobboard/contracts';\n\n` : ''}/** ${pascal(resource)}: the only place this service reads and writes them. */
export const ${repository} = {
  /** Replace with the query through the db lib's model, answering plain objects. */
  ${useCase}: async (${input.join(', ')}): Promise<Array<{ id: string }>> => {
    void [${inputNames.join(', ')}];
    return [];
  },
};
`,
  );

  await create(
    `apps/${service}/src/domain/${resource}/${name}.ts`,
    `import type { ${[hasBody ? Request : '', Result].filter(Boolean).join(', ')} } from '@jobboard/contracts';
import { ${repository} } from '../../data-access/${resource}-repository';

/** The use case: the story of ${method} ${path}, top to bottom. Business rules come from the domain lib. */
export const ${useCase} = async (${input.join(', ')}): Promise<${Result}> => ({
  items: await ${repository}.${useCase}(${inputNames.join(', ')}),
});
`,
  );

  const handlerInput = [hasBody ? 'body' : '', hasId ? 'params' : ''].filter(Boolean);
  const call = `${useCase}(${[hasId ? 'params.id' : '', hasBody ? 'body' : ''].filter(Boolean).join(', ')})`;
  await create(
    `apps/${service}/src/entry-points/${resource}-routes.ts`,
    `import type { RouteHandlers, ServiceContext } from '@jobboard/server-kit';
import { ${useCase} } from '../domain/${resource}/${name}';

/** The guard and validation come from the call's declaration in the routing table. */
export const ${routes} = (_context: ServiceContext) =>
  ({
    '${method} ${path}': (${handlerInput.length ? `{ ${handlerInput.join(', ')} }` : ''}) => ${call},
  }) satisfies Partial<RouteHandlers<'${service}'>>;
`,
  );

  const appFile = `apps/${service}/src/app.ts`;
  const appText = await readFile(join(root, appFile), 'utf8');
  const factory = /export const (create\w+Api)/.exec(appText)?.[1] ?? fail(`no create...Api in ${appFile}`);
  await edit(appFile, (text) => {
    const withRoutes = withImport(text, `import { ${routes} } from './entry-points/${resource}-routes';`);
    // Every app makes its context once and spreads each routes file into one table.
    return withRoutes.replace(/routes: \{ ([^}]*) \},/, `routes: { $1, ...${routes}(context) },`);
  });

  const testName = `${method.toLowerCase()}-${path.slice(1).replace(/[/:]+/g, '-')}`;
  const concretePath = path.replace(':id', '${id}');
  const request =
    method === 'GET'
      ? `client.get(\`${concretePath}\`)`
      : method === 'DELETE'
        ? `client.delete(\`${concretePath}\`)`
        : `client.${method.toLowerCase()}(\`${concretePath}\`, {})`;
  await create(
    `apps/${service}/test/${testName}.spec.ts`,
    `import { ${resultSchema} } from '@jobboard/contracts';
import { ${[role ? 'signInAs' : '', 'TestClient', 'useTestDatabase', 'useTestService'].filter(Boolean).join(', ')} } from '@jobboard/test-kit';
import { Types } from 'mongoose';
import { ${factory} } from '../src/app';

useTestDatabase();
const api = useTestService(${factory});

describe('${method} ${path}', () => {
  it('answers what the contract describes${role ? ` to ${hasId && role !== 'admin' ? 'its owner' : `a signed-in ${role}`}` : ''}', async () => {
    const id = new Types.ObjectId().toString();
    const client = new TestClient(() => api.url);
${role ? `    await signInAs(client, { subjectId: id, role: '${role}' });\n` : ''}
    const response = await ${request};

    expect(response.status).toBe(200);
    expect(${resultSchema}.parse(response.body)).toEqual({ items: [] });
  });
${
  role
    ? `
  it('answers 401 without a session', async () => {
    const id = new Types.ObjectId().toString();
    const client = new TestClient(() => api.url);

    const response = await ${request};

    expect(response.status).toBe(401);
    expect(response.body.code).toBe('unauthenticated');
  });
`
    : ''
}});
`,
  );
};

// ---------------------------------------------------------------------------------------------
// page

const scaffoldPage = async () => {
  const path = process.argv[3] ?? '';
  if (!path.startsWith('/')) fail('give the page path, e.g. /veteran-dashboard/:id');
  const name = argument('name') ?? fail('--name the page in kebab-case (veteran-dashboard)');
  if (!kebab.test(name)) fail('--name is kebab-case');
  const row = pageTable.find((page) => page.path === path);
  const portal = (row?.portal ?? argument('portal')) as Portal;
  if (!portals.includes(portal)) fail(`the page is not in the page table: add --portal (${portals.join(', ')}) and --title`);
  const title = row?.title ?? argument('title') ?? fail('--title the page (as the browser tab shows it)');
  const Page = `${pascal(name)}Page`;
  const Feature = pascal(name);
  const app = `apps/${portal}-portal/src`;

  if (!row) {
    await edit('libs/contracts/src/pages.ts', (text) => {
      const rows = [...text.matchAll(new RegExp(`^.*portal: '${portal}', title: [^}]+},\\n`, 'gm'))].pop();
      if (!rows) return text;
      const at = (rows.index ?? 0) + rows[0].length;
      return `${text.slice(0, at)}  { path: '${path}', portal: '${portal}', title: '${title.replace(/'/g, "\\'")}' },\n${text.slice(at)}`;
    });
  }
  await create(
    `${app}/features/${name}/${name}.tsx`,
    `import { StateNotice } from '@jobboard/ui';

/** ${title}: the feature this page shows. Data comes from one api-client hook per call. */
export const ${Feature} = () => <StateNotice title="${title}" description="Nothing here yet." />;
`,
  );
  await create(`${app}/features/${name}/index.ts`, `export { ${Feature} } from './${name}';\n`);
  await create(
    `${app}/app/routes/${name}-page.tsx`,
    `import { Container } from '@jobboard/ui';
import { ${Feature} } from '../../features/${name}';

/** ${path}: ${title}. A route composes features and stays thin. */
export const ${Page} = () => (
  <Container>
    <${Feature} />
  </Container>
);
`,
  );
  await edit(`${app}/pages.ts`, (text) => {
    const withPage = withImport(text, `import { ${Page} } from './app/routes/${name}-page';`);
    const placeholder = new RegExp(`  '${path.replace(/[/]/g, '\\/')}': notAvailableYet\\([^)]*\\),\\n`);
    const entry = `  '${path}': ${Page},\n`;
    const mapped = placeholder.test(withPage) ? withPage.replace(placeholder, entry) : withPage.replace(/\n};\n/, `\n${entry}};\n`);
    // The last placeholder gone: its import goes too, or lint refuses the unused name.
    if (mapped.includes('notAvailableYet(')) return mapped;
    return mapped.replace(/^import \{ notAvailableYet \} from '@jobboard\/portal-kit';\n/m, '');
  });
};

const main = async () => {
  const command = process.argv[2];
  if (command === 'endpoint') await scaffoldEndpoint();
  else if (command === 'page') await scaffoldPage();
  else fail('usage: npm run scaffold -- endpoint "METHOD /api/path" --name ... | page /path --name ...');
  for (const line of written) console.log(line.replace(root, relative(process.cwd(), root) || '.'));
  console.log('Next: fill the contract, the repository and the use case; extend the test first (docs/scaffolding.md).');
};

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
