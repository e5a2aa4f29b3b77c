/**
 * Where the machine-readable twins of a page live. Pure string functions, no imports: the plugin
 * (Node, at build time) and the theme (browser) both use them, so the two always agree.
 */

/** The size of every social card, in CSS pixels (what Open Graph and X expect). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/**
 * The Markdown twin of a docs page or blog post: `/docs/a/b` -> `/docs/a/b.md`,
 * `/docs/x/` -> `/docs/x/index.md` (inside the folder, so a leaf and a folder never collide).
 */
export function twinPath(permalink: string): string {
  const clean = permalink.split(/[?#]/)[0]!;
  return clean.endsWith('/') ? `${clean}index.md` : `${clean}.md`;
}

/** `pathname` without the locale's base URL and without a leading slash (`/en/docs/ai/` -> `docs/ai/`). */
export function localeRelative(pathname: string, baseUrl: string): string {
  if (pathname.startsWith(baseUrl)) return pathname.slice(baseUrl.length);
  if (`${pathname}/` === baseUrl) return '';
  return pathname.replace(/^\/+/, '');
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The social card of a page, relative to the locale's base URL. One card per route:
 * `/docs/ai/workflow/` and `/docs/ai/workflow` -> `og/docs/ai/workflow.png`, the home -> `og/index.png`.
 */
export function cardFile(pathname: string, baseUrl: string): string {
  const relative = safeDecode(localeRelative(pathname, baseUrl))
    .replace(/\.html$/, '')
    .replace(/\/index$/, '')
    .replace(/\/+$/, '');
  return `og/${relative || 'index'}.png`;
}

/** The absolute URL of a file relative to the locale's base URL (`https://mtda.cloud` + `/en/` + `og/x.png`). */
export function absoluteUrl(siteUrl: string, baseUrl: string, relative: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${baseUrl}${encodeURI(relative.replace(/^\/+/, ''))}`;
}

/**
 * The HTML file Docusaurus writes for a route, relative to the locale's output folder
 * (`trailingSlash: undefined`: `/docs/a/b` -> `docs/a/b/index.html`, `/docs/x/` -> `docs/x/index.html`).
 */
export function htmlFileOfRoute(route: string, baseUrl: string): string {
  const relative = localeRelative(route, baseUrl);
  if (relative === '') return 'index.html';
  if (relative.endsWith('.html')) return relative;
  if (relative.endsWith('/')) return `${relative}index.html`;
  return `${relative}/index.html`;
}
