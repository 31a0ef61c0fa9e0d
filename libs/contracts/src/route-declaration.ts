/**
 * The shape of one call's declaration in the routing table (`routes.ts`): who may call it, what it
 * takes and what it answers. The server registers a handler by the call's key and takes its guard
 * and validation from here; the browser client derives the URL and the types of the call from
 * here; OpenAPI, the edge, nginx and Kubernetes read the same rows.
 */
import type { z } from 'zod';
import type { Role } from './enums/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type AccountRole = Exclude<Role, 'admin'>;

/**
 * Who may call, as the guard decides before validation:
 * - `anyone`: no session is read;
 * - `optional-session`: the session is read when there is one (a signed-in applicant, a guest);
 * - `session-of`: "who is signed in as this role", never refused; another role's session is none
 *   (without a role: whoever is signed in, any role);
 * - `role`: 401 without a session, 403 for another role;
 * - `owner` / `owner-or-admin`: 401 without a session, 403 unless the path parameter `param` is
 *   the session's own account of `role` (or, for the second, the session is an admin's).
 */
export type RouteAccess =
  | { readonly kind: 'anyone' }
  | { readonly kind: 'optional-session' }
  | { readonly kind: 'session-of'; readonly role?: Role }
  | { readonly kind: 'role'; readonly roles: readonly Role[] }
  | { readonly kind: 'owner'; readonly role: AccountRole; readonly param: string }
  | { readonly kind: 'owner-or-admin'; readonly role: AccountRole; readonly param: string };

export const access = {
  anyone: { kind: 'anyone' },
  optionalSession: { kind: 'optional-session' },
  sessionOf: <R extends Role>(role: R) => ({ kind: 'session-of', role }) as const,
  sessionOfAnyRole: { kind: 'session-of' },
  role: <const R extends readonly Role[]>(...roles: R) => ({ kind: 'role', roles }) as const,
  owner: <R extends AccountRole>(role: R, param = 'id') => ({ kind: 'owner', role, param }) as const,
  ownerOrAdmin: <R extends AccountRole>(role: R, param = 'id') => ({ kind: 'owner-or-admin', role, param }) as const,
} as const satisfies Record<string, RouteAccess | ((...args: never[]) => RouteAccess)>;

/** A body that is not JSON: a file download, or a page. */
export interface NonJsonContent {
  readonly contentType: 'application/pdf' | 'application/octet-stream' | 'application/zip' | 'text/html';
}

export interface RouteSuccess {
  readonly status: 200 | 201 | 202 | 204;
  readonly description: string;
  /** A zod schema (JSON), a non-JSON content, or nothing (204). */
  readonly body?: z.ZodType | NonJsonContent;
}

/** Statuses a use case adds to the shared ones. 503: payments not configured; 429: throttled; 410: removed by moderation. */
export type RouteRefusal = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 422 | 429 | 502 | 503;

export interface RouteDeclaration {
  readonly summary: string;
  readonly access: RouteAccess;
  readonly params?: z.ZodObject;
  /** The 404's message when the path names nothing (an id that is not one included), as the use case words it. */
  readonly notFound?: string;
  readonly query?: z.ZodType;
  /** A JSON body, validated before the handler runs (unless `rawBody`). */
  readonly body?: z.ZodType;
  /** The body is read raw and checked by its signature (the Stripe webhook): `body` only documents it. */
  readonly rawBody?: true;
  /**
   * `body` is an HTML form (application/x-www-form-urlencoded) another site's server may post
   * without cookies or Origin, e.g. a mailbox provider's RFC 8058 one-click unsubscribe: the
   * cross-site check lets this route alone through, and its form body is parsed. Only for calls
   * whose signed token is their whole credential.
   */
  readonly crossSiteForm?: true;
  /** The fields of a multipart/form-data body: the handler streams and checks it (files by content). */
  readonly multipart?: z.ZodObject;
  /** Request headers the route reads (the Stripe signature). */
  readonly headers?: z.ZodObject;
  readonly success: RouteSuccess;
  /** Where one call answers success in more than one way (a signed-in applicant vs an anonymous one). */
  readonly otherSuccesses?: readonly RouteSuccess[];
  readonly refusals?: readonly RouteRefusal[];
}

/** A declaration with the service that answers it, as the table holds it. */
export type ServiceRouteDeclaration<S extends string = string> = RouteDeclaration & { readonly service: S };

export const json = <const Status extends RouteSuccess['status'], B extends z.ZodType>(status: Status, description: string, body: B) =>
  ({ status, description, body }) as const;
export const noContent = (description: string) => ({ status: 204, description }) as const;
export const fileDownload = (description: string, contentType: NonJsonContent['contentType']) =>
  ({ status: 200, description, body: { contentType } }) as const;

/** Stamps each declaration of one service with its name. */
export function callsOf<S extends string, const T extends Record<`${HttpMethod} /api/${string}`, RouteDeclaration>>(
  service: S,
  calls: T,
): { readonly [K in keyof T]: T[K] & { readonly service: S } };
export function callsOf(service: string, calls: Record<string, RouteDeclaration>): Record<string, ServiceRouteDeclaration> {
  return Object.fromEntries(Object.entries(calls).map(([key, call]) => [key, { ...call, service }]));
}

// The types a call's two ends derive from its declaration.

type SchemaOf<D, Part extends 'params' | 'query' | 'body'> = D extends { readonly [P in Part]: infer S extends z.ZodType } ? S : undefined;

/** What the handler receives after validation (the schema's output), or undefined without one. */
export type ParsedPart<D, Part extends 'params' | 'query' | 'body'> = SchemaOf<D, Part> extends z.ZodType ? z.output<SchemaOf<D, Part>> : undefined;
/** What the client sends (the schema's input). */
export type SentPart<D, Part extends 'params' | 'query' | 'body'> = SchemaOf<D, Part> extends z.ZodType ? z.input<SchemaOf<D, Part>> : undefined;

type SuccessesOf<D> = D extends { readonly success: infer S; readonly otherSuccesses: readonly (infer O)[] }
  ? S | O
  : D extends { readonly success: infer S }
    ? S
    : never;
type JsonOf<S> = S extends { readonly body: infer B extends z.ZodType } ? B : never;

/** What `JSON.stringify` sends as a string: a Date (its ISO 8601 form, the contracts' date format), an ObjectId (its hex). */
interface SentAsString {
  toJSON(): string;
}

/**
 * A value as `JSON.stringify` will send it: where the contract has a string, a handler may return
 * what is sent as one. Nothing else is loosened: a null where the contract has an optional field
 * is sent as null, and does not compile.
 */
export type Sendable<T> = T extends string
  ? string extends T
    ? T | SentAsString
    : T
  : T extends readonly (infer E)[]
    ? readonly Sendable<E>[]
    : T extends object
      ? { [K in keyof T]: Sendable<T[K]> }
      : T;

/** What a handler may return: a JSON success's body as its schema accepts it; nothing for 204 or a body it writes itself. */
export type HandlerAnswer<D> = [JsonOf<SuccessesOf<D>>] extends [never] ? void : Sendable<z.input<JsonOf<SuccessesOf<D>>>>;
/** What the client receives on success: the schema's output (JSON), null for 204, a string otherwise. */
export type ClientAnswer<D> = [JsonOf<SuccessesOf<D>>] extends [never] ? null : z.output<JsonOf<SuccessesOf<D>>>;
