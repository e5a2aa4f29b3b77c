/**
 * Stands in for the search plugin's `searchByWorker` module where its search box and search page
 * import it (./index.ts): the same two functions, with the box's context "" (everything) read as
 * the quick index (src/utils/searchQuickIndex.ts) until a query needs the full index. Imports the original by package path: the bundler resolves a
 * replacement module's relative imports from the folder of the module it replaces.
 */
import {
  fetchIndexesByWorker as fetchOriginal,
  searchByWorker as searchOriginal,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import {BOX_POOL, boxContext, isPhrase, isSearchPage, QUICK_CONTEXT, quickAnswers, quickFirstHolds, sectionQuickContext, slowConnection, strictResults, withTermPage, type TermMarked} from '@site/src/utils/searchQuickIndex';
import {MATCHES_PER_PAGE, onePerPage} from '@site/src/utils/searchOnePerPage';
import {withoutQuestionWords} from '@site/src/utils/searchQuestionWords';

const here = (): string => (typeof window === 'undefined' ? '' : window.location.pathname);

export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  if (isSearchPage(here(), baseUrl)) return searchContext === '' ? loadPageIndexes(baseUrl) : fetchOriginal(baseUrl, searchContext);
  const context = boxContext(searchContext, here(), baseUrl);
  if (sectionQuickContext(context) && (sections.has(context) || slowConnection(performance.getEntriesByType('resource') as PerformanceResourceTiming[]))) {
    return loadSection(baseUrl, context);
  }
  return fetchOriginal(baseUrl, context);
}

/**
 * A docs section whose box starts with the section's quick index: the quick index's loading, and
 * the section's own index, fetched on the box's first search (`full`), and whether it is in.
 */
type Section = {quick: Promise<void>; full: () => Promise<void>; ready: boolean};
const sections = new Map<string, Section>();

/**
 * The box on a docs page, on a slow connection (`slowConnection`, as the search page judges it): the
 * section's quick index first (titles, headings, descriptions and glossary keywords of the
 * section's pages: 8-42 KB of Brotli against the section's 95-577 KB), and the box is ready when it
 * is in. The section's own index is asked for on the box's first search, after the quick one is in:
 * the connection first carries the quick index and the box's own code, which the section's index
 * would otherwise share it with. A quick file that fails to load leaves the box with the section's
 * index, as before.
 */
function loadSection(baseUrl: string, context: string): Promise<void> {
  let section = sections.get(context);
  if (!section) {
    let full: Promise<void> | null = null;
    const loadOwn = () =>
      (full ??= fetchOriginal(baseUrl, context).then(() => {
        state.ready = true;
      }));
    const state: Section = {
      quick: fetchOriginal(baseUrl, sectionQuickContext(context)!).catch(loadOwn),
      full: () => full ?? state.quick.then(loadOwn),
      ready: false,
    };
    sections.set(context, state);
    section = state;
  }
  return section.quick;
}

/** Whether the full index has arrived in the worker (the box asked for it after a query the quick index could not fill). */
let fullReady = false;
let fullLoading: Promise<void> | null = null;

function loadFull(baseUrl: string, searchContext: string): Promise<void> {
  fullLoading ??= fetchOriginal(baseUrl, searchContext).then(() => {
    fullReady = true;
  });
  return fullLoading;
}

let pageIndexes: Promise<void> | null = null;

/**
 * The search page's indexes. On a slow connection (src/utils/searchQuickIndex.ts, `slowConnection`)
 * the quick index comes first and the index of everything after it: fetched side by side on a
 * phone's connection, the quick index (134 KB) took 1.5 s instead of 0.7 s beside the 1.56 MB one,
 * and one after the other the full index arrives about as soon (the connection is busy all along).
 * On a fast one only the full index is fetched, and the quick one only if the full one is late
 * (`quickFirst`): one after the other there, the first results came 0.2 s later. A full index
 * already asked for (by the box) is not asked for again.
 */
function loadPageIndexes(baseUrl: string): Promise<void> {
  const slow = !fullLoading && slowConnection(performance.getEntriesByType('resource') as PerformanceResourceTiming[]);
  pageIndexes ??= slow ? fetchOriginal(baseUrl, QUICK_CONTEXT).then(() => loadFull(baseUrl, '')) : loadFull(baseUrl, '');
  return pageIndexes;
}

/**
 * The box outside the docs sections: the quick index answers a word that fills the box's list
 * (`quickAnswers`). Any other query starts the full index. A word with a short list shows the
 * quick index's results meanwhile; a phrase waits for the full index (the box keeps showing the
 * previous word's results), because the quick index would show pages that hold the words in
 * their headings and miss the page that holds them in its text. Once the full index is there it
 * answers every query.
 */
export async function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
  onFullResults?: (results: unknown[]) => void,
): Promise<unknown[]> {
  // A Chinese question (达梦 DM8 能接吗) is searched without its question words (src/utils/searchQuestionWords.ts).
  input = withoutQuestionWords(input);
  // Only the search page hands a callback for the full results (plugins/search-page-quick-first):
  // it lists pages, each once (src/utils/searchOnePerPage.ts).
  if (onFullResults) return searchPage(baseUrl, searchContext, input, limit, onFullResults);
  const context = boxContext(searchContext, here(), baseUrl);
  const section = sections.get(context);
  if (section) return searchSection(baseUrl, context, section, input, limit);
  if (context !== QUICK_CONTEXT || fullReady) return searchBox(baseUrl, searchContext, input, limit);
  const quick = await searchBox(baseUrl, context, input, limit);
  const strict = strictResults(quick as TermMarked[]);
  if (quickAnswers(input, strict, limit)) return quick;
  const full = loadFull(baseUrl, searchContext);
  if (strict > 0 && !isPhrase(input)) return quick;
  await full;
  return searchBox(baseUrl, searchContext, input, limit);
}

/**
 * One search of the box: its `limit` results, and when they do not lead with the page that
 * explains the term the query names, a second search of BOX_POOL times as many that may find it
 * (`withTermPage`).
 */
async function searchBox(baseUrl: string, context: string, input: string, limit: number): Promise<unknown[]> {
  const shown = (await searchOriginal(baseUrl, context, input, limit)) as TermMarked[];
  if (shown.length < limit || shown[0]?.term) return shown;
  return withTermPage(shown, (await searchOriginal(baseUrl, context, input, limit * BOX_POOL)) as TermMarked[], limit);
}

/**
 * The box on a docs page while its section's index is on its way: the section's quick index answers
 * when its first result is a title or heading holding every word of the query, the rule the search
 * page follows (`quickFirstHolds`), so the first result is the one the section's index will give;
 * any other query waits for the section's index.
 */
async function searchSection(baseUrl: string, context: string, section: Section, input: string, limit: number): Promise<unknown[]> {
  if (!section.ready) {
    const full = section.full();
    const quick = await searchBox(baseUrl, sectionQuickContext(context)!, input, limit).catch(() => []);
    if (!section.ready && quickFirstHolds(input, quick[0] as Parameters<typeof quickFirstHolds>[1])) return quick;
    await full;
  }
  return searchBox(baseUrl, context, input, limit);
}

/** The search page: up to `limit` pages, each with its best match, from the quick index first where that answer will stay. */
async function searchPage(baseUrl: string, searchContext: string, input: string, limit: number, onFullResults: (results: unknown[]) => void): Promise<unknown[]> {
  const pages = (results: unknown[]) => onePerPage(results as {document?: {u?: string}}[], limit, limit * MATCHES_PER_PAGE);
  if (searchContext === '' && !fullReady && isSearchPage(here(), baseUrl)) {
    return pages(await quickFirst(baseUrl, input, limit * MATCHES_PER_PAGE, (full) => onFullResults(pages(full))));
  }
  return pages((await searchOriginal(baseUrl, searchContext, input, limit * MATCHES_PER_PAGE)) as unknown[]);
}

/** How long the search page waits for the full index before it answers from the quick index. */
const FULL_GRACE_MS = 400;

/** The search page's latest search: a full answer for an earlier query is dropped. */
let pageSearches = 0;

/**
 * The search page, searching everything before the full index has arrived (on a phone's slow
 * connection, 1.56 MB against the quick index's 134 KB, 10.6 s to the first result): unless the
 * full index arrives within FULL_GRACE_MS, it answers from the quick index, then hands the full
 * index's results to `onFullResults` (the page then shows them: plugins/search-page-quick-first)
 * unless the reader has searched again. A query the quick index finds nothing for waits for the
 * full index, so the page never says "no documents" for a query the full index answers; so does a
 * query whose quick first result the full index would likely replace (`quickFirstHolds`), so the
 * first result a reader sees does not move.
 */
async function quickFirst(baseUrl: string, input: string, limit: number, onFullResults: (results: unknown[]) => void): Promise<unknown[]> {
  pageSearches += 1;
  const mine = pageSearches;
  const full = loadPageIndexes(baseUrl);
  const searchFull = async () => (await searchOriginal(baseUrl, '', input, limit)) as unknown[];
  // On a fast connection the full index is there in a moment: one answer, no quick index fetched.
  const soon = await Promise.race([full.then(() => true), new Promise<boolean>((resolve) => setTimeout(resolve, FULL_GRACE_MS, false))]);
  if (soon) return searchFull();
  const quick = (await searchOriginal(baseUrl, QUICK_CONTEXT, input, limit)) as unknown[];
  if (fullReady || !quickFirstHolds(input, quick[0] as Parameters<typeof quickFirstHolds>[1])) {
    await full;
    return searchFull();
  }
  void full.then(async () => {
    const results = await searchFull();
    if (mine === pageSearches) onFullResults(results);
  });
  return quick.map(apartFromFull);
}

type Result = {document?: {i?: number | string}};

/**
 * A quick result whose document id cannot be a full result's: the page keys its list by the id,
 * and the two indexes number their documents each from 0. With ids in common, the full list
 * re-used the quick list's elements for other pages, and they moved (a layout shift of 0.32).
 * Only the key reads the id.
 */
function apartFromFull(result: unknown): unknown {
  const r = result as Result;
  return r.document ? {...r, document: {...r.document, i: `quick-${String(r.document.i)}`}} : result;
}
