/**
 * The one way the browser talks to the API: cookies always sent, JSON in
 * and out, and any non-2xx answer becomes an Error whose message is "<status>: <body>"
 * (or the status text when the body is empty).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
    /** The answer's Retry-After header (whole seconds), when it had one: when a refused client may try again. */
    readonly retryAfter: string | null = null,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The `message` of the service's JSON error body, for toasts that show the server's words. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

const throwIfNotOk = async (response: Response) => {
  if (response.ok) return;
  const body = await response.text();
  throw new ApiError(response.status, body, response.statusText, response.headers.get('retry-after'));
};

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  return (response.headers.get('content-type') ?? '').includes('application/json') ? JSON.parse(text) : text;
};

/** Sends a request with a JSON body (or a FormData body for uploads) and returns the parsed answer. */
export const apiRequest = async (method: string, url: string, body?: unknown): Promise<unknown> => {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return readBody(response);
};

type On401 = 'throw' | 'returnNull';

/** The default data fetch: GET of the key's URL, parsed as JSON; a 401 can resolve to null. */
export const getJson = async (url: string, { on401 = 'throw' }: { on401?: On401 } = {}): Promise<unknown> => {
  const response = await fetch(url, { credentials: 'include' });
  if (on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return readBody(response);
};

/**
 * A read of the first view of a page (the header's session, the job list), typed by its
 * contract but not parsed: parsing would put the schemas and zod into the JavaScript every
 * visitor downloads before the page shows. The services build these answers from the same
 * contracts, and the API fuzzing checks each answer against its OpenAPI document.
 */
export const getTyped = <T>(url: string): Promise<T> => getJson(url) as Promise<T>;
