/**
 * The serving rules of the site, in one place. The local server (scripts/serve/server.ts) applies
 * them directly; scripts/serve/gen-nginx.ts renders the same rules into deploy/nginx/xpert-site.conf
 * and xpert-http.conf. The paths live in ./resolve.ts, the feedback beacons in ./beacons.ts.
 */
import {APP_URL} from '../../src/data/site.ts';

/** Hashed, never-changing files: Docusaurus' /assets/ folder, the hashed search indexes (everything and
 * each docs section: `search-index-docs-ai-<hash>.json`) and the not-found page's list of pages
 * (`page-list-<hash>.json`, plugins/page-list), per locale. */
export const HASHED_PATH = /^(?:\/en)?\/(?:assets\/|(?:search-index(?:-[a-z0-9-]+)?|page-list)-[0-9a-f]{8}\.json$)/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControl(urlPath: string): string {
  return HASHED_PATH.test(urlPath) ? IMMUTABLE : REVALIDATE;
}

/** File types worth compressing; the post-build step writes `.br` and `.gz` beside them. */
export const COMPRESSIBLE = ['.html', '.js', '.css', '.json', '.xml', '.svg', '.txt', '.md', '.map', '.webmanifest'];
/** Smaller files gain nothing from compression. */
export const MIN_COMPRESS_BYTES = 1024;

/** The only third-party origin the pages load code from: the help-bot and embed scripts. */
export const SCRIPT_HOST = new URL(APP_URL).origin;

/**
 * The API reference's pages (`/docs/api/…`, `/en/docs/api/…`): their console
 * (src/components/ApiConsole) sends requests to the reader's own Xpert server, wherever it is, so
 * their policy lets the page connect to any http(s) address. Every other page may connect to this
 * origin and the help-bot's only. Written in the subset JavaScript and PCRE read alike (nginx).
 */
export const API_PAGE_SOURCE = String.raw`^(?:/en)?/docs/api/`;
const API_PAGE = new RegExp(API_PAGE_SOURCE);

export function isApiPage(urlPath: string): boolean {
  return API_PAGE.test(urlPath);
}

/** Where a page may connect (`connect-src`): the API pages add any http(s) address. */
export function connectSources(apiPage: boolean): string {
  return `'self' ${SCRIPT_HOST}${apiPage ? ' http: https:' : ''}`;
}

/** Content-Security-Policy: inline scripts only by hash (computed from the build), no eval. */
export function contentSecurityPolicy(scriptHashes: readonly string[], connect = connectSources(false)): string {
  const hashes = scriptHashes.map((h) => `'${h}'`).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes} ${SCRIPT_HOST}`.replace(/\s+/g, ' ').trim(),
    // Docusaurus and React set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${SCRIPT_HOST}`,
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    `frame-src ${SCRIPT_HOST}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
    "object-src 'none'",
  ].join('; ');
}

export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

/** Headers sent with every response. HSTS is ignored by browsers over plain HTTP, so it is always sent. */
export function securityHeaders(scriptHashes: readonly string[], connect = connectSources(false)): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes, connect),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/** Requests with anything but GET or HEAD answer 405 with this `Allow` header. */
export const ALLOWED_METHODS = 'GET, HEAD';

/** Where the post-build step stores the inline-script hashes, relative to the build folder. */
export const CSP_FILE = 'csp-hashes.json';

/** The beacons (`/_feedback`, `/_search-miss`, see ./beacons.ts) take GET and POST; anything else answers 405 with this. */
export const BEACON_METHODS = 'GET, POST';

/**
 * Markdown on request: an `Accept` header that names `text/markdown` (without `q=0`) gets the
 * page's Markdown twin instead of its HTML. Browsers never name it, so they keep getting HTML.
 * Read case-insensitively; written in the subset JavaScript and PCRE read alike (nginx: `~*`).
 */
export const MARKDOWN_ACCEPT_SOURCE = String.raw`(?:^|,)[ \x09]*text/markdown[ \x09]*(?:,|$|;(?![^,]*\bq[ \x09]*=[ \x09]*0(?:\.0*)?[ \x09]*(?:[,;]|$)))`;
const MARKDOWN_ACCEPT = new RegExp(MARKDOWN_ACCEPT_SOURCE, 'i');

export function wantsMarkdown(accept: string): boolean {
  return MARKDOWN_ACCEPT.test(accept);
}

/**
 * `Vary` of a file answer: a page (HTML) or a Markdown twin reached by negotiation (the request
 * path does not itself end in `.md`) depends on `Accept` as well as on `Accept-Encoding`.
 */
export const VARY_ENCODING = 'Accept-Encoding';
export const VARY_ENCODING_AND_TYPE = 'Accept-Encoding, Accept';
export function varyOf(file: string, rawPath: string): string {
  if (file.endsWith('.html') || (file.endsWith('.md') && !rawPath.endsWith('.md'))) return VARY_ENCODING_AND_TYPE;
  return VARY_ENCODING;
}
