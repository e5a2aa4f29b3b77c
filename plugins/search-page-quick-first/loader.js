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
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a loader is plain CommonJS
const {rewriteSearchPage} = require('../shared/searchPageRewrite.js');

function searchPageQuickFirst(source) {
  return rewriteSearchPage(source, {
    plugin: 'search-page-quick-first',
    find: 'await searchByWorker(versionUrl, searchContext, searchQuery, 100)',
    replace:
      'await searchByWorker(versionUrl, searchContext, searchQuery, 100, (fullResults) => React.startTransition(() => setSearchResults(fullResults)))',
  });
}

module.exports = searchPageQuickFirst;
module.exports.searchPageQuickFirst = searchPageQuickFirst;
