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
const PLAIN_UPDATE = 'setSearchResults(results);';
const TRANSITION_UPDATE = 'React.startTransition(() => setSearchResults(results));';
const REACT_IMPORT = 'import React, {';

function slicedSearchResults(source) {
  const count = source.split(PLAIN_UPDATE).length - 1;
  if (count !== 1 || !source.includes(REACT_IMPORT)) {
    throw new Error(
      'plugins/sliced-search-results: the search plugin\'s SearchPage no longer has exactly one ' +
        `\`${PLAIN_UPDATE}\` and a default React import (an upgrade of @easyops-cn/docusaurus-search-local?). ` +
        'Check the component and update the loader.',
    );
  }
  return source.replace(PLAIN_UPDATE, TRANSITION_UPDATE);
}

module.exports = slicedSearchResults;
module.exports.slicedSearchResults = slicedSearchResults;
