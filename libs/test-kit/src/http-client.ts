/**
 * A small fetch-based client for component tests: real HTTP, JSON in and out, and a
 * cookie jar so a test can act as one signed-in person (one client per person).
 */
/** The default shape of a JSON body: ask for a specific type where a test reads deeper. */
export type JsonObject = Record<string, unknown>;

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: () => string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  get = <T = JsonObject>(path: string, headers?: Record<string, string>) => this.send<T>('GET', path, undefined, headers);
  post = <T = JsonObject>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.send<T>('POST', path, body, headers);
  put = <T = JsonObject>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.send<T>('PUT', path, body, headers);
  delete = <T = JsonObject>(path: string, headers?: Record<string, string>) => this.send<T>('DELETE', path, undefined, headers);

  /** A raw body (already serialised, or deliberately broken) with the content type given. */
  postRaw = <T = JsonObject>(path: string, raw: string | Buffer, contentType = 'application/json') =>
    this.send<T>('POST', path, raw, { 'content-type': contentType });

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async send<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestResponse<T>> {
    const isRaw = typeof body === 'string' || Buffer.isBuffer(body);
    const response = await fetch(this.baseUrl() + path, {
      method,
      headers: {
        ...this.defaultHeaders,
        ...(body !== undefined && !isRaw ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : isRaw ? new Uint8Array(body as Buffer) : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = /expires=Thu, 01 Jan 1970/i.test(setCookie) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }
}
