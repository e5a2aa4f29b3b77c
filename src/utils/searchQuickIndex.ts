/**
 * The quick index: the search box on a page outside every docs section (the home page, the blog,
 * pricing, the docs root) searches a small index of every page's title, headings, description and
 * keywords, without the pages' body text (about a tenth of the bytes of the full index). When a
 * query finds nothing there, the box searches the full index. The search page answers from it
 * while the full index arrives (plugins/search-quick-index/searchByWorker.ts, `quickFirst`). Each
 * docs section has a quick twin of its own index too, which the box on a page of that section
 * searches on a slow connection until the section's index is in (`sectionQuickContext`). The build writes the quick file beside the full one (scripts/build/search-quick-index.ts);
 * the search plugin's worker fetches it as the index of a search context named `quick`
 * (plugins/search-quick-index).
 */
export const QUICK_CONTEXT = 'quick';

/**
 * How many results the navbar box's second search collects for each one it shows
 * (plugins/search-quick-index/searchByWorker.ts, `searchBox`). The plugin stops collecting at the
 * limit, titles first, so with the box's 8 the ranking never saw the page that explains a glossary
 * term when eight title and heading hits of other pages came first ("embedding": the embedded web
 * app and API operations; the knowledge base page holds the term in its text).
 */
export const BOX_POOL = 3;

/** A result as the worker hands it: its page, and the ranking's mark on the page that explains the query's term. */
export type TermMarked = {document?: {u?: string}; term?: boolean; anyWord?: boolean};

/**
 * How many results hold every word of the query: all but those of the any-word variant, which
 * plugins/search-ranking/rank.ts marks and ranks last.
 */
export function strictResults(results: readonly {anyWord?: boolean}[]): number {
  return results.filter((r) => !r.anyWord).length;
}

/**
 * The box's list: its own results, unless a search of BOX_POOL times as many puts first the page
 * that explains the term the query names (plugins/search-ranking/rank.ts marks it) and the box's
 * own list does not: then that page's results lead and the box's others follow, `limit` in all.
 * Every other query keeps the list it had, so a larger pool cannot reorder readers' phrases (it
 * did, measured: with every list taken from the pool the sections group lost 8 to 10 points of
 * first place).
 */
export function withTermPage<T extends TermMarked>(shown: T[], pool: T[], limit: number): T[] {
  const term = pool[0]?.term ? pool[0].document?.u : undefined;
  if (!term || shown[0]?.document?.u === term) return shown;
  return [...pool.filter((r) => r.document?.u === term), ...shown.filter((r) => r.document?.u !== term)].slice(0, limit);
}

/**
 * The quick twin of a docs section's search context: `docs/ai` -> `quick/docs/ai`, whose file the
 * plugin's worker names `search-index-quick-docs-ai-<hash>.json` (written by the build beside the
 * section's own index). The search box on a docs page, on a slow connection, searches it while the
 * section's index arrives. Null for a context that is not a docs section.
 */
export function sectionQuickContext(context: string): string | null {
  return /^docs\/[a-z0-9-]+$/.test(context) ? `${QUICK_CONTEXT}/${context}` : null;
}

/** Whether `pathname` is the search page of the locale whose base URL is `baseUrl`. */
export function isSearchPage(pathname: string, baseUrl: string): boolean {
  return pathname === `${baseUrl}search` || pathname === `${baseUrl}search/`;
}

/**
 * The index the search box on `pathname` starts with: a docs section's own, or the quick index
 * where the plugin would load everything (context ""), except on the search page.
 */
export function boxContext(context: string, pathname: string, baseUrl: string): string {
  return context === '' && !isSearchPage(pathname, baseUrl) ? QUICK_CONTEXT : context;
}

/** A query of more than one word: words apart, or a Chinese run of five characters or more (several words). */
export function isPhrase(input: string): boolean {
  const words = input.trim().split(/\s+/).filter(Boolean);
  return words.length > 1 || (input.match(/\p{Unified_Ideograph}/gu) ?? []).length >= 5;
}

/**
 * Whether the quick index's results answer a query in the box: a single word whose results fill
 * the list. A phrase names a page by words that may be in its text only (StarRocks data source),
 * and a short list may miss the page whose text holds the word: those go to the full index.
 */
export function quickAnswers(input: string, results: number, limit: number): boolean {
  // `results` counts the results that hold every word (strictResults): a list filled by the
  // any-word variant (plugins/search-ranking/smartQueries.ts) says nothing of the full index's answer.
  return !isPhrase(input) && results >= limit;
}

/**
 * How long the page's own main.js (about 125 KB on the wire) may take from its first byte to its
 * last on a connection the search page treats as fast: 250 ms is about 4 Mbit/s. Below that speed
 * the index of everything (1.56 MB in English) takes over 3 s, and the quick index should not
 * share the connection with it.
 */
export const SLOW_SCRIPT_MS = 250;

type ResourceTime = {name: string; transferSize: number; responseStart: number; responseEnd: number};

/**
 * Whether the search page should fetch the quick index before the index of everything, judging
 * the connection by how main.js came (the Resource Timing entries of the page). A script from the
 * cache (no bytes transferred) or no entry at all says nothing: fast, as before this was measured.
 */
export function slowConnection(entries: readonly ResourceTime[]): boolean {
  const main = entries.find((e) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(e.name));
  return main !== undefined && main.transferSize > 0 && main.responseEnd - main.responseStart > SLOW_SCRIPT_MS;
}

/** The parts of a search result the first-answer rule reads: the matched text and its kind (0 a page title, 1 a heading). */
type FirstResult = {type?: number; document?: {t?: string}};

/**
 * Whether the search page may show the quick index's answer before the full index is in: only when
 * its first result is a page title or a heading that holds every word of the query. Then the full
 * index puts the same page first (on the query sets, 3 of 369 such answers moved, against 98 of
 * 671 when every quick answer was shown: scripts/checks/search-quality.ts); any other first result,
 * a description or keywords match, is often replaced by a page whose text holds the words, so the
 * page waits for the full answer instead of showing a first result that would move.
 */
export function quickFirstHolds(input: string, first: FirstResult | undefined): boolean {
  if (!first || (first.type !== 0 && first.type !== 1)) return false;
  const text = (first.document?.t ?? '').toLowerCase();
  const words = input.toLowerCase().trim().split(/\s+/).filter(Boolean);
  return words.length > 0 && words.every((w) => text.includes(w));
}
