/**
 * The request the API console sends: from the operation (src/data/api-operations.json, written by
 * scripts/api/api-docs.ts) and what the reader filled in. Pure functions, unit-tested in
 * tests/api-console.test.ts; the console (src/components/ApiConsole) only calls them.
 */
export type ConsoleParam = {name: string; in: 'path' | 'query'; required: boolean; type: string; example: string};
export type ConsoleOperation = {
  id: string;
  slug: string;
  method: string;
  path: string;
  success: number;
  stream: boolean;
  params: ConsoleParam[];
  body?: {kind: 'json'; schema: unknown; example: unknown} | {kind: 'file'; field: string};
};

/** How the key travels. 3.6.0 reads `x-api-key` first, then `Authorization: Bearer`; only the second passes its CORS preflight. */
export type AuthMode = 'bearer' | 'x-api-key';

/** The request headers the 3.6.0 API server allows in a cross-origin request (`enableCors` in packages/analytics/src/bootstrap/index.ts, which apps/api starts). */
export const SERVER_ALLOWED_HEADERS = [
  'authorization',
  'language',
  'tenant-id',
  'x-requested-with',
  'x-auth-token',
  'x-http-method-override',
  'content-type',
  'content-language',
  'accept',
  'accept-language',
  'observe',
] as const;

/**
 * The address readers start from: the Docker install on their own machine, at the port the compose
 * file publishes for the api container (`API_PORT`, 3000). The web container (port 80) passes
 * /api on too, but its nginx buffers a response, so a stream's events come in bursts.
 */
export const EXAMPLE_BASE_URL = 'http://localhost:3000/api/ai';

export type Filled = {
  base: string;
  key: string;
  auth: AuthMode;
  params: Record<string, string>;
  /** The JSON body as the reader typed it. */
  body: string;
};

export type BuiltRequest = {url: string; method: string; headers: Record<string, string>; body?: string};

/** The base address without trailing slashes; null when it is not an http(s) URL. */
export function normaliseBase(input: string): string | null {
  const text = input.trim().replace(/\/+$/, '');
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || url.search || url.hash) return null;
    return text;
  } catch {
    return null;
  }
}

/** Whether the address ends where the API is mounted (`/api/ai`); the console says so when it does not. */
export function looksLikeApiBase(base: string): boolean {
  return /\/api\/ai$/.test(base);
}

/** Path parameters that are required and empty. */
export function missingParams(op: ConsoleOperation, values: Record<string, string>): string[] {
  return op.params.filter((p) => p.required && !(values[p.name] ?? '').trim()).map((p) => p.name);
}

export function requestUrl(base: string, op: ConsoleOperation, values: Record<string, string>): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent((values[name] ?? '').trim()));
  const query = new URLSearchParams();
  for (const p of op.params) {
    const value = (values[p.name] ?? '').trim();
    if (p.in === 'query' && value) query.set(p.name, value);
  }
  const qs = query.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

export function authHeaders(auth: AuthMode, key: string): Record<string, string> {
  if (!key) return {};
  return auth === 'bearer' ? {Authorization: `Bearer ${key}`} : {'x-api-key': key};
}

/** The request for a JSON (or body-less) operation; a file upload adds its form data in the console. */
export function buildRequest(op: ConsoleOperation, filled: Filled): BuiltRequest {
  const base = normaliseBase(filled.base) ?? filled.base;
  const headers: Record<string, string> = {...authHeaders(filled.auth, filled.key.trim())};
  let body: string | undefined;
  if (op.body?.kind === 'json') {
    headers['Content-Type'] = 'application/json';
    body = filled.body;
  }
  if (op.stream) headers.Accept = 'text/event-stream';
  return {url: requestUrl(base, op, filled.params), method: op.method, headers, ...(body !== undefined ? {body} : {})};
}

/** Headers of the request that the 3.6.0 server would refuse in its CORS preflight. */
export function refusedHeaders(headers: Record<string, string>): string[] {
  const allowed = new Set<string>(SERVER_ALLOWED_HEADERS);
  return Object.keys(headers).filter((h) => !allowed.has(h.toLowerCase()));
}

/** The key as samples show it until the reader asks to see it: its first 5 characters, then dots. */
export function maskKey(key: string): string {
  if (!key) return '';
  return `${key.slice(0, Math.min(5, Math.floor(key.length / 3)))}${'•'.repeat(8)}`;
}

/**
 * A 3.6.0 answer that is a failure dressed as success: a success status with a body holding nothing
 * but `message`. The server rethrows such a failure (a thread that does not exist, most often)
 * without a status, so the answer keeps the status the route set before it ran: 201 for a POST,
 * 200 for a GET (core/interceptors/transform.interceptor.ts at 3.6.0). No operation's success body
 * is a lone `message`.
 */
export function isSoftFailure(_op: ConsoleOperation, status: number, body: unknown): body is {message: string} {
  return (
    status >= 200 &&
    status < 300 &&
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    Object.keys(body).length === 1 &&
    typeof (body as {message?: unknown}).message === 'string'
  );
}
