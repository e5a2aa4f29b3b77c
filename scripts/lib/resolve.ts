/**
 * The serving rules of the built site, as one pure function: given a request path, say what to
 * answer. Used by scripts/serve.ts (local production-like server) and mirrored in tests.
 *
 * Routes follow `trailingSlash: undefined`: `/docs/ai/` and `/docs/ai/workflow/agent` are both
 * folders holding an index.html, so a path is served from `<path>/index.html` when it has no file.
 */
import path from 'node:path';

export type Resolution =
  | {kind: 'file'; file: string; status: 200}
  | {kind: 'redirect'; location: string; status: 301}
  | {kind: 'not-found'; file: string; status: 404}
  | {kind: 'bad-request'; status: 400};

export type FileProbe = (absolutePath: string) => 'file' | 'dir' | 'none';

export const MAX_PATH_LENGTH = 2048;
const LOCALE_PREFIXES = ['en'];

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

export function resolveRequest(rawPath: string, root: string, probe: FileProbe): Resolution {
  const notFound = (p: string): Resolution => {
    const locale = localeOf(p);
    return {kind: 'not-found', file: path.join(root, locale, '404.html'), status: 404};
  };
  if (rawPath.length > MAX_PATH_LENGTH || !rawPath.startsWith('/')) return {kind: 'bad-request', status: 400};
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return {kind: 'bad-request', status: 400};
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return {kind: 'bad-request', status: 400};
  // Any `..` segment is refused outright, before and after decoding: no file outside the build.
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) {
    return {kind: 'bad-request', status: 400};
  }
  // Not canonical: always redirect (a missing page then answers 404 at its clean URL), the same
  // rule as deploy/nginx/site.conf.
  const clean = cleanPath(decoded);
  if (clean !== null) return {kind: 'redirect', location: encodeURI(clean), status: 301};
  const absolute = path.join(root, decoded).replace(/\/+$/, '') || '/';
  if (!absolute.startsWith(root)) return {kind: 'bad-request', status: 400};
  const kind = probe(absolute);
  if (kind === 'file') return {kind: 'file', file: absolute, status: 200};
  if (kind === 'dir') {
    const index = path.join(absolute, 'index.html');
    if (probe(index) === 'file') return {kind: 'file', file: index, status: 200};
  }
  return notFound(decoded);
}
