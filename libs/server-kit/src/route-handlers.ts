import type { HandlerAnswer, ParsedPart, RouteAccess, RouteDeclaration, RouteKey, RouteOf, ServiceName, ServiceRouteKey } from '@jobboard/contracts';
import type { Request, RequestHandler, Response } from 'express';
import type { Guards } from './guards';
import type { SessionClaims } from './sessions';
import { validate } from './validate';

/** The session a handler sees: none for open calls, perhaps one where it is read, always one behind a refusing guard. */
type SessionFor<A extends RouteAccess> = A extends { kind: 'anyone' }
  ? undefined
  : A extends { kind: 'optional-session' | 'session-of' }
    ? SessionClaims | undefined
    : SessionClaims;

/** What a handler receives: the request's parts as its declaration's schemas parsed them. */
export interface HandlerInput<K extends RouteKey> {
  params: ParsedPart<RouteOf<K>, 'params'>;
  query: ParsedPart<RouteOf<K>, 'query'>;
  body: ParsedPart<RouteOf<K>, 'body'>;
  session: SessionFor<RouteOf<K>['access']>;
  req: Request;
  res: Response;
}

/**
 * A call's use of its use cases. What it returns is sent as JSON with the declared success status
 * (set another on `res` first, e.g. 202); the compiler checks it against the declared answer.
 * Returning nothing answers 204, unless the handler wrote the answer itself (a file, a page).
 */
export type Handler<K extends RouteKey> = (input: HandlerInput<K>) => Promise<HandlerAnswer<RouteOf<K>>> | HandlerAnswer<RouteOf<K>>;

/** A handler, or one with request handlers that run before the guard (rate limits, load shedding, a raw body). */
export type RouteImplementation<K extends RouteKey> = Handler<K> | { readonly before: RequestHandler[]; readonly handle: Handler<K> };

/** The calls for a service's own OpenAPI document, which the server kit answers itself. */
export type ApiDocsRouteKey = `GET /api/openapi/${string}`;
export const isApiDocsRoute = (key: string): boolean => key.startsWith('GET /api/openapi/');

/** One implementation per call the service owns: a call of the table without one does not compile. */
export type RouteHandlers<S extends ServiceName> = { [K in Exclude<ServiceRouteKey<S>, ApiDocsRouteKey>]: RouteImplementation<K> };

interface ErasedInput {
  params: unknown;
  query: unknown;
  body: unknown;
  session: SessionClaims | undefined;
  req: Request;
  res: Response;
}
// Method syntax, so any call's handler is one of these: the registry holds them all.
type ErasedHandler = { handle(input: ErasedInput): unknown }['handle'];
/** Any call's implementation, as the service app registers it. */
export type AnyRouteImplementation = ErasedHandler | { readonly before: RequestHandler[]; readonly handle: ErasedHandler };

/** The guard a declaration's access names. */
export const guardOf = (guards: Guards, access: RouteAccess): RequestHandler | undefined => {
  switch (access.kind) {
    case 'anyone':
      return undefined;
    case 'optional-session':
      return guards.optionalSession;
    case 'session-of':
      return guards.sessionOf(access.role);
    case 'role':
      return guards.requireRole(...access.roles);
    case 'owner':
      return guards.requireOwner(access.role, access.param);
    case 'owner-or-admin':
      return guards.requireOwnerOrAdmin(access.role, access.param);
  }
};

/**
 * The Express handlers of one call: what runs before the guard, the guard, validation of params,
 * query and JSON body with the declared schemas (a multipart body is the handler's to stream and
 * check), then the handler, whose answer is sent with the declared status.
 */
export const expressHandlersOf = (declaration: RouteDeclaration, implementation: AnyRouteImplementation, guards: Guards): RequestHandler[] => {
  const { before, handle } = typeof implementation === 'function' ? { before: [], handle: implementation } : implementation;
  const guard = guardOf(guards, declaration.access);
  const run: RequestHandler = async (req, res) => {
    res.status(declaration.success.status);
    // An answer about a signed-in person (or about who is signed in) is never kept by a browser or proxy cache.
    if (req.session || declaration.access.kind === 'session-of') res.setHeader('Cache-Control', 'private, no-store');
    const result = await handle({ params: req.params, query: req.query, body: req.body, session: req.session, req, res });
    if (res.headersSent) return;
    if (result === undefined) res.status(res.statusCode === 200 ? 204 : res.statusCode).end();
    else res.json(result);
  };
  return [...before, ...(guard ? [guard] : []), validate({ params: declaration.params, notFound: declaration.notFound, query: declaration.query, body: declaration.rawBody ? undefined : declaration.body }), run];
};
