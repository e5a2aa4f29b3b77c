/**
 * The serving rules of the built site, as pure functions: given a request target, say what to
 * answer. Used by scripts/serve/server.ts (the local production-like server); scripts/serve/gen-nginx.ts
 * renders the same rules (the regular expressions below) into the nginx configuration, and
 * e2e/hostile-urls.spec.ts checks that both servers answer a corpus of hostile requests alike.
 *
 * Routes follow `trailingSlash: undefined`: `/docs/ai/` and `/docs/ai/workflow/agent` are both
 * folders holding an index.html, so a path is served from `<path>/index.html` when it has no file.
 *
 * Safety rules, in order (each on the raw path, before any decoding, so that nothing a decoder
 * does can turn an accepted path into another one):
 * 1. longer than MAX_PATH_LENGTH, or a whole target longer than MAX_TARGET_LENGTH: 400;
 * 2. not starting with `/`: 400;
 * 3. UNSAFE_PATH: a character outside printable ASCII (controls, space, DEL, raw bytes >= 0x80),
 *    a backslash, an empty segment (`//`), a `%` not followed by two hex digits, or an encoded
 *    slash, backslash or control character: 400;
 * 4. DOT_SEGMENT: a `.` or `..` segment, plain or percent-encoded: 400.
 * What passes starts with one `/` followed by neither `/` nor `\`, so the clean-URL redirect
 * (built from the raw path, never from a decoded one) can only point at a path on this origin.
 */
import path from 'node:path';

export type Resolution =
  | {kind: 'file'; file: string; status: 200}
  | {kind: 'redirect'; location: string; status: 301}
  | {kind: 'not-found'; file: string; status: 404}
  | {kind: 'bad-request'; status: 400};

export type FileProbe = (absolutePath: string) => 'file' | 'dir' | 'none';

export const MAX_PATH_LENGTH = 2048;
/** Path and query together; longer request targets answer 400 (nginx: the same rule). */
export const MAX_TARGET_LENGTH = 8192;
const LOCALE_PREFIXES = ['en'];

/**
 * Raw paths refused outright. Written in the subset of regular-expression syntax that JavaScript
 * and PCRE (nginx) read the same way; gen-nginx.ts renders these sources into the configuration.
 */
export const UNSAFE_PATH_SOURCE = String.raw`[^\x21-\x7e]|\x5c|//|%(?![0-9A-Fa-f]{2})|%(?:2[Ff]|5[Cc]|[01][0-9A-Fa-f]|7[Ff])`;
export const DOT_SEGMENT_SOURCE = String.raw`/(?:\.|%2[Ee]){1,2}(?:/|\?|$)`;
const UNSAFE_PATH = new RegExp(UNSAFE_PATH_SOURCE);
const DOT_SEGMENT = new RegExp(DOT_SEGMENT_SOURCE);

/** The locale prefix of a path (`'en'`) or `''` for the default locale. */
export function localeOf(urlPath: string): string {
  const first = urlPath.split('/')[1] ?? '';
  return LOCALE_PREFIXES.includes(first) ? first : '';
}

/** `.html` and `/index` URLs are not canonical: say where they should go, or null. */
export function cleanPath(urlPath: string): string | null {
  let p = urlPath;
  if (p.endsWith('.html')) p = p.slice(0, -'.html'.length);
  if (p.endsWith('/index')) p = p.slice(0, -'index'.length);
  if (p === '') p = '/';
  return p === urlPath ? null : p;
}

/**
 * A `Location` the servers may send: a path on this origin. It starts with exactly one `/`, the
 * next character is neither `/` nor `\`, and it holds only printable ASCII (nothing a browser
 * strips, such as tabs and line breaks, and nothing that could end the header).
 */
export function isSameOriginLocation(location: string): boolean {
  return /^\/(?![/\\])[\x21-\x7e]*$/.test(location) || location === '/';
}

/** Why a raw path is refused with 400, or null when it may be served. */
export function refusal(rawPath: string): string | null {
  if (rawPath.length > MAX_PATH_LENGTH) return 'path too long';
  if (!rawPath.startsWith('/')) return 'not an origin-form path';
  if (UNSAFE_PATH.test(rawPath)) return 'unsafe character, empty segment or encoding';
  if (DOT_SEGMENT.test(rawPath)) return 'dot segment';
  return null;
}

/** Percent-decode to bytes and read them as UTF-8; null when the bytes are not UTF-8. */
export function decodePath(rawPath: string): string | null {
  const bytes: number[] = [];
  for (let i = 0; i < rawPath.length; i += 1) {
    if (rawPath[i] === '%') {
      bytes.push(parseInt(rawPath.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(rawPath.charCodeAt(i));
    }
  }
  try {
    return new TextDecoder('utf-8', {fatal: true}).decode(Uint8Array.from(bytes));
  } catch {
    return null;
  }
}

/**
 * The origin-form (`/path?query`) of a request target. HTTP/1.1 servers must accept the absolute
 * form (`http://host/path`) too; its scheme and authority are dropped (this site answers for one
 * origin, as nginx does). Anything else (`*`, a bare word) is null: 400.
 */
export function originForm(target: string): string | null {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(target);
  if (absolute?.[0].includes('@')) return null; // user information: nginx refuses it too
  const rest = absolute ? target.slice(absolute[0].length) : target;
  if (absolute && rest === '') return '/';
  return rest.startsWith('/') ? rest : null;
}

/**
 * `markdown`: the client asked for Markdown (serving.ts, wantsMarkdown). Before the page, try its
 * Markdown twin (plugins/machine-readable: `/docs/a/b` -> `/docs/a/b.md`, `/docs/x/` ->
 * `/docs/x/index.md`): the decoded path without one trailing slash, plus `.md`, then plus `/index.md`.
 * nginx tries the same two names first in `try_files`.
 */
export type ResolveOptions = {markdown?: boolean};

/** The two Markdown twins tried for a decoded path, in order. */
export function markdownCandidates(decodedPath: string): [string, string] {
  const route = decodedPath.length > 1 ? decodedPath.replace(/\/$/, '') : decodedPath;
  return [`${route}.md`, `${route}/index.md`];
}

/** Resolve a request target (`/path?query`, as it came in the request line). */
export function resolveTarget(target: string, root: string, probe: FileProbe, options: ResolveOptions = {}): Resolution {
  if (target.length > MAX_TARGET_LENGTH) return {kind: 'bad-request', status: 400};
  const q = target.indexOf('?');
  const rawPath = q === -1 ? target : target.slice(0, q);
  const query = q === -1 ? '' : target.slice(q);
  const result = resolveRequest(rawPath, root, probe, options);
  if (result.kind !== 'redirect') return result;
  const location = result.location + query;
  // Belt and braces: the rules above already guarantee this; a Location that is not a path on this
  // origin is never sent, whatever a future rule does.
  return isSameOriginLocation(location) ? {...result, location} : {kind: 'bad-request', status: 400};
}

/** Resolve the path part of a request (no query). */
export function resolveRequest(rawPath: string, root: string, probe: FileProbe, options: ResolveOptions = {}): Resolution {
  if (refusal(rawPath) !== null) return {kind: 'bad-request', status: 400};
  const notFound = (p: string): Resolution => ({kind: 'not-found', file: path.join(root, localeOf(p), '404.html'), status: 404});
  // Not canonical: always redirect (a missing page then answers 404 at its clean URL). The raw path
  // is kept as it came, so the Location is exactly as safe as the checks above make it.
  const clean = cleanPath(rawPath);
  if (clean !== null) return isSameOriginLocation(clean) ? {kind: 'redirect', location: clean, status: 301} : {kind: 'bad-request', status: 400};
  const decoded = decodePath(rawPath);
  // Bytes that are not UTF-8 name no file of the build (nginx looks them up and finds nothing).
  if (decoded === null) return notFound(rawPath);
  const absolute = path.join(root, decoded).replace(/\/+$/, '') || '/';
  if (absolute !== root && !absolute.startsWith(root + path.sep)) return {kind: 'bad-request', status: 400};
  if (options.markdown) {
    for (const twin of markdownCandidates(decoded)) {
      const file = path.join(root, twin);
      if (file.startsWith(root + path.sep) && probe(file) === 'file') return {kind: 'file', file, status: 200};
    }
  }
  const kind = probe(absolute);
  if (kind === 'file') return {kind: 'file', file: absolute, status: 200};
  if (kind === 'dir') {
    const index = path.join(absolute, 'index.html');
    if (probe(index) === 'file') return {kind: 'file', file: index, status: 200};
  }
  return notFound(decoded);
}
