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
import {boxContext, isPhrase, QUICK_CONTEXT, quickAnswers} from '@site/src/utils/searchQuickIndex';

const here = (): string => (typeof window === 'undefined' ? '' : window.location.pathname);

export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  return fetchOriginal(baseUrl, boxContext(searchContext, here(), baseUrl));
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

/**
 * The box outside the docs sections: the quick index answers a word that fills the box's list
 * (`quickAnswers`). Any other query starts the full index. A word with a short list shows the
 * quick index's results meanwhile; a phrase waits for the full index (the box keeps showing the
 * previous word's results), because the quick index would show pages that hold the words in
 * their headings and miss the page that holds them in its text. Once the full index is there it
 * answers every query.
 */
export async function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<unknown[]> {
  const context = boxContext(searchContext, here(), baseUrl);
  if (context !== QUICK_CONTEXT || fullReady) return (await searchOriginal(baseUrl, searchContext, input, limit)) as unknown[];
  const quick = (await searchOriginal(baseUrl, context, input, limit)) as unknown[];
  if (quickAnswers(input, quick.length, limit)) return quick;
  const full = loadFull(baseUrl, searchContext);
  if (quick.length > 0 && !isPhrase(input)) return quick;
  await full;
  return (await searchOriginal(baseUrl, searchContext, input, limit)) as unknown[];
}
