/**
 * The one rewrite both of our loaders of the search plugin's SearchPage make
 * (plugins/sliced-search-results, plugins/search-page-quick-first): the text `find` must occur
 * exactly once, beside the default React import the rewritten code uses; otherwise the build
 * fails, naming the plugin. Plain CommonJS: loaders are required directly by the bundler.
 */
const REACT_IMPORT = 'import React, {';

function rewriteSearchPage(source, {plugin, find, replace}) {
  const count = source.split(find).length - 1;
  if (count !== 1 || !source.includes(REACT_IMPORT)) {
    throw new Error(
      `plugins/${plugin}: the search plugin's SearchPage no longer has exactly one ` +
        `\`${find}\` and a default React import (an upgrade of @easyops-cn/docusaurus-search-local?). ` +
        'Check the component and update the loader.',
    );
  }
  return source.replace(find, replace);
}

module.exports = {rewriteSearchPage};
