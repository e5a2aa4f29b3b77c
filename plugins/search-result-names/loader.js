/**
 * Bundler loader for the search plugin's results page, `theme/SearchPage/SearchPage.jsx` (browser
 * bundle only, see ./index.ts). Plain CommonJS: the bundler requires loaders directly.
 *
 * A result names its page (issue 42):
 * - a heading or a paragraph found on a page shows the page's title as the result's title, with
 *   the heading (or the paragraph's section) on the line under it; the plugin showed the heading
 *   as the title and the page's title at the end of the path line, so "Common problems" or "In
 *   this section" stood alone as if they were pages. The link still goes to the heading.
 * - the path line under it is the page's place in the docs (its breadcrumbs), no longer ending in
 *   the page's title, which is now the title.
 * - the count says "100+" where the list stopped before the last page that matches
 *   (`more`, set by src/utils/searchOnePerPage.ts).
 * The inserted code uses React.createElement, not JSX: this loader may run before the JSX transform.
 * The heading line is styled by Infima's utility classes (semibold, a small margin below), not by
 * a rule of ours: the first-load CSS is at its budget (e2e/budgets.spec.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a loader is plain CommonJS
const {rewriteSearchPage} = require('../shared/searchPageRewrite.js');

const PLUGIN = 'search-result-names';

const REWRITES = [
  {
    // The match's own title, kept for the line under the page's title.
    find: 'const articleTitle = (isContent || isDescriptionOrKeywords ? document.s : document.t);',
    replace:
      'const matchTitle = (isContent || isDescriptionOrKeywords ? document.s : document.t);\n' +
      '    const namesPage = !isTitleRelated;\n' +
      '    const articleTitle = namesPage ? page.t : matchTitle;',
  },
  {
    // The page's title is plain text, highlighted by the query's words.
    find: '__html: isContent || isDescriptionOrKeywords',
    replace: '__html: isContent || isDescriptionOrKeywords || namesPage',
  },
  {
    // The path line: the page's breadcrumbs only.
    find: 'pathItems.push(page.t);',
    replace: '/* the page title is the result title (plugins/search-result-names) */',
  },
  {
    // The heading (or the paragraph's section) under the page's title, unless it is the page's title.
    find: '</h2>',
    replace:
      '</h2>\n      {namesPage && matchTitle && matchTitle !== page.t && React.createElement("p", {' +
      'className: "search-result-section text--semibold margin-bottom--xs", ' +
      'dangerouslySetInnerHTML: {__html: isContent ? highlight(matchTitle, tokens) : highlightStemmed(matchTitle, getStemmedPositions(metadata, "t"), tokens, 100)}})}',
  },
  {
    find: '{ count: searchResults.length }',
    replace: '{ count: searchResults.more ? `${searchResults.length}+` : searchResults.length }',
  },
];

function searchResultNames(source) {
  return REWRITES.reduce((text, {find, replace}) => rewriteSearchPage(text, {plugin: PLUGIN, find, replace}), source);
}

module.exports = searchResultNames;
module.exports.searchResultNames = searchResultNames;
module.exports.REWRITES = REWRITES;
