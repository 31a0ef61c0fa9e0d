/** What the generators know of this workspace: its services, portals and callers, and where calls are declared. */
import { names, visitNotIgnoredFiles, type Tree } from '@nx/devkit';
import ts from 'typescript';
import { allNodes, parseModule, propertyName } from './source-edits';

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export const services = ['public-api', 'employer-api', 'veteran-api', 'admin-api'] as const;
export type Service = (typeof services)[number];

export const portals = ['public', 'employer', 'veteran', 'admin'] as const;
export type Portal = (typeof portals)[number];

/** Who may make a call: anyone, or one role's session. */
export const callers = ['anyone', 'jobseeker', 'employer', 'veteran', 'admin'] as const;
export type Caller = (typeof callers)[number];

/** The service a caller's calls go to unless told otherwise: job seekers and visitors use the public one. */
export const serviceOfCaller = (caller: Caller): Service =>
  caller === 'employer' ? 'employer-api' : caller === 'veteran' ? 'veteran-api' : caller === 'admin' ? 'admin-api' : 'public-api';

/** The portal whose people call a service. */
export const portalOfService = (service: Service): Portal => service.replace(/-api$/, '') as Portal;

export const kebabCase = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export const camelName = (kebab: string): string => names(kebab).propertyName;
export const pascalName = (kebab: string): string => names(kebab).className;
/** `list-probes` as a sentence: "List probes". */
export const sentenceName = (kebab: string): string => kebab.replace(/-/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase());

/** A TypeScript string literal of `text`: single-quoted, unless only double quotes spare escaping an apostrophe. */
export const quoted = (text: string): string => {
  const escaped = text.replace(/\\/g, '\\\\');
  return escaped.includes("'") && !escaped.includes('"') ? `"${escaped}"` : `'${escaped.replace(/'/g, "\\'")}'`;
};

/** A JSX attribute's value holding `text` as written: a plain string unless a double quote forces an expression. */
export const jsxAttributeValue = (text: string): string => (text.includes('"') ? `{${quoted(text)}}` : `"${text}"`);

export const requireKebab = (option: string, value: string | undefined): string => {
  if (!value || !kebabCase.test(value)) throw new Error(`--${option} is kebab-case (list-notifications), not ${JSON.stringify(value ?? '')}`);
  return value;
};

export const contractsSource = 'libs/contracts/src';

/** The contracts module that declares a call's key already, if one does. */
export const moduleDeclaring = (tree: Tree, key: string): string | undefined => {
  let found: string | undefined;
  visitNotIgnoredFiles(tree, contractsSource, (path) => {
    if (found || !path.endsWith('.ts') || path.endsWith('.spec.ts')) return;
    const source = parseModule(path, tree.read(path, 'utf-8') ?? '');
    const declares = allNodes(source).some((node) => ts.isPropertyAssignment(node) && propertyName(node) === key);
    if (declares) found = path;
  });
  return found;
};
