/**
 * Whether the search page should rewrite its URL for a query. The plugin's page calls
 * `updateSearchPath` from an effect on every change of its query state, including the first one:
 * that runs with the state of the hydration render, where the query is still empty (the URL is
 * only read in the browser), so the URL lost its `?q=` and got it back a moment later, each time
 * re-rendering the whole page.
 */
export function needsSearchPathUpdate(isBrowser: boolean, currentSearch: string, value: string): boolean {
  // From the hydration render: the URL has not been read yet, so there is nothing to write back.
  if (!isBrowser) return false;
  return (new URLSearchParams(currentSearch).get('q') ?? '') !== value;
}
