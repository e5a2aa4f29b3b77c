/** plugins/sliced-search-results: the search page stores its results in a transition. */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, it} from 'node:test';
import {SEARCH_PAGE} from '../plugins/sliced-search-results/index.ts';

const require = createRequire(import.meta.url);
const {slicedSearchResults} = require('../plugins/sliced-search-results/loader.js') as {
  slicedSearchResults: (source: string) => string;
};
// Not in the package's exports map, so by path (the tests run from the repository root).
const file = path.resolve('node_modules/@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchPage/SearchPage.jsx');

describe('sliced search results', () => {
  it('targets the installed SearchPage.jsx and nothing else of the plugin', () => {
    assert.match(file, SEARCH_PAGE);
    assert.doesNotMatch(file.replace('SearchPage.jsx', 'index.js'), SEARCH_PAGE);
    assert.doesNotMatch(file.replace(/SearchPage[\\/]SearchPage\.jsx$/, 'SearchBar/SearchBar.jsx'), SEARCH_PAGE);
  });

  it('rewrites the installed page: the results go through startTransition, the empty query does not', () => {
    const original = readFileSync(file, 'utf8');
    const rewritten = slicedSearchResults(original);
    assert.ok(!original.includes('startTransition'));
    assert.equal(rewritten.split('React.startTransition(() => setSearchResults(results));').length - 1, 1);
    assert.ok(rewritten.includes('setSearchResults(undefined)'), 'clearing the query still empties the list at once');
    assert.equal(rewritten.length - original.length, 'React.startTransition(() => )'.length);
  });

  it('marks the update as a transition when the code runs', () => {
    const source = slicedSearchResults(
      "import React, { useState } from 'react';\nconst results = [1, 2];\nsetSearchResults(results);",
    ).replace(/^import .*$/m, '');
    const calls: string[] = [];
    const React = {startTransition: (fn: () => void) => (calls.push('transition'), fn())};
    const setSearchResults = (r: number[]) => calls.push(`set ${r.length}`);
    new Function('React', 'setSearchResults', source)(React, setSearchResults);
    assert.deepEqual(calls, ['transition', 'set 2']);
  });

  it('fails the build, naming the plugin, when the page no longer has the update', () => {
    assert.throws(() => slicedSearchResults("import React, { useState } from 'react';\nsetResults(results);"), /plugins\/sliced-search-results/);
    assert.throws(
      () => slicedSearchResults("import React, { useState } from 'react';\nsetSearchResults(results);\nsetSearchResults(results);"),
      /plugins\/sliced-search-results/,
    );
  });
});
