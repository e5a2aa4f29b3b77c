/**
 * Bundler loader for the search plugin's results page, `theme/SearchPage/SearchPage.jsx` (browser
 * bundle only, see ./index.ts). Plain CommonJS: the bundler requires loaders directly.
 *
 * The page stores the worker's results (up to 100) with a plain state update, made outside any
 * event: React renders all the result items in one task (110-140 ms at 4x CPU for 100 results, the
 * longest task of the page). Marked as a transition, the same render is done in slices of a few
 * milliseconds that yield to the browser between them; what is shown, and when typing interrupts
 * it, does not change.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a loader is plain CommonJS
const {rewriteSearchPage} = require('../shared/searchPageRewrite.js');

function slicedSearchResults(source) {
  return rewriteSearchPage(source, {
    plugin: 'sliced-search-results',
    find: 'setSearchResults(results);',
    replace: 'React.startTransition(() => setSearchResults(results));',
  });
}

module.exports = slicedSearchResults;
module.exports.slicedSearchResults = slicedSearchResults;
