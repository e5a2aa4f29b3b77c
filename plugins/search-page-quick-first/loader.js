/**
 * Bundler loader for the search plugin's results page, `theme/SearchPage/SearchPage.jsx` (browser
 * bundle only, see ./index.ts). Plain CommonJS: the bundler requires loaders directly.
 *
 * The page asks the worker bridge for its results once per query and shows what it gets. The
 * bridge (plugins/search-quick-index/searchByWorker.ts) answers the page from the quick index
 * while the full index is on its way; this hands it a fifth argument, a function that shows the
 * full index's results when they arrive (in a transition, as plugins/sliced-search-results does
 * for the first answer).
 */
const SEARCH_CALL = 'await searchByWorker(versionUrl, searchContext, searchQuery, 100)';
const WITH_FULL_RESULTS =
  'await searchByWorker(versionUrl, searchContext, searchQuery, 100, (fullResults) => React.startTransition(() => setSearchResults(fullResults)))';
const REACT_IMPORT = 'import React, {';

function searchPageQuickFirst(source) {
  const count = source.split(SEARCH_CALL).length - 1;
  if (count !== 1 || !source.includes(REACT_IMPORT)) {
    throw new Error(
      'plugins/search-page-quick-first: the search plugin\'s SearchPage no longer has exactly one ' +
        `\`${SEARCH_CALL}\` and a default React import (an upgrade of @easyops-cn/docusaurus-search-local?). ` +
        'Check the component and update the loader.',
    );
  }
  return source.replace(SEARCH_CALL, WITH_FULL_RESULTS);
}

module.exports = searchPageQuickFirst;
module.exports.searchPageQuickFirst = searchPageQuickFirst;
