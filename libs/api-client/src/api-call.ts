import type { ClientAnswer, RouteKey, RouteOf, SentPart } from '@jobboard/contracts';
import { apiRequest } from './fetcher';

type PathOf<K extends RouteKey> = K extends `${string} ${infer Path}` ? Path : never;

/** The `:name` parameters of a path pattern. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Params<K extends RouteKey> = Record<ParamNames<PathOf<K>>, string>;
type HasParams<K extends RouteKey> = [ParamNames<PathOf<K>>] extends [never] ? false : true;

const fillPath = (route: RouteKey, params: Partial<Record<string, string>> = {}) =>
  route.slice(route.indexOf(' ') + 1).replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));

/**
 * The URL of one call of the routing table, its parameters filled in (encoded). Every URL the
 * api client uses is made here, so a call the table does not have does not compile.
 */
export const apiPath = <K extends RouteKey>(route: K, ...[params]: HasParams<K> extends true ? [Params<K>] : []): string =>
  fillPath(route, params);

/** Appends a query string when there is one. */
export const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** What a call's declaration lets the browser send: its JSON body, or the form of a multipart call. */
type BodyOf<K extends RouteKey> = RouteOf<K> extends { multipart: object } ? FormData : SentPart<RouteOf<K>, 'body'>;

/**
 * Sends a state-changing call of the routing table and returns its answer, typed by the call's
 * declaration (the body it takes is checked by the compiler). Typed, not parsed: a hook parses
 * with the contract's schema where the answer feeds a cache.
 */
export const send = <K extends RouteKey>(
  route: K,
  ...[options]: HasParams<K> extends true ? [{ params: Params<K>; body?: BodyOf<K> }] : [{ body?: BodyOf<K> }?]
): Promise<ClientAnswer<RouteOf<K>>> => {
  const { params, body } = (options ?? {}) as { params?: Partial<Record<string, string>>; body?: unknown };
  return apiRequest(route.slice(0, route.indexOf(' ')), fillPath(route, params), body) as Promise<ClientAnswer<RouteOf<K>>>;
};
