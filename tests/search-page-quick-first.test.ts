/** plugins/search-page-quick-first: the search page hands the worker bridge a way to show the full results. */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, it} from 'node:test';

const require = createRequire(import.meta.url);
const {searchPageQuickFirst} = require('../plugins/search-page-quick-first/loader.js') as {searchPageQuickFirst: (source: string) => string};
const {slicedSearchResults} = require('../plugins/sliced-search-results/loader.js') as {slicedSearchResults: (source: string) => string};
// Not in the package's exports map, so by path (the tests run from the repository root).
const file = path.resolve('node_modules/@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchPage/SearchPage.jsx');

describe('search page: quick results first', () => {
  it('rewrites the installed page, after or before the sliced-results loader', () => {
    const original = readFileSync(file, 'utf8');
    for (const rewritten of [searchPageQuickFirst(original), searchPageQuickFirst(slicedSearchResults(original)), slicedSearchResults(searchPageQuickFirst(original))]) {
      assert.equal(rewritten.split('searchQuery, 100, (fullResults) => React.startTransition(() => setSearchResults(fullResults)))').length - 1, 1);
    }
  });

  it('the function it passes shows the full results in a transition', async () => {
    const source = searchPageQuickFirst(
      "import React, { useState } from 'react';\nreturn (async () => { const results = await searchByWorker(versionUrl, searchContext, searchQuery, 100); setSearchResults(results); })();",
    ).replace(/^import .*$/m, '');
    const calls: string[] = [];
    const React = {startTransition: (fn: () => void) => (calls.push('transition'), fn())};
    const setSearchResults = (r: string[]) => calls.push(`show ${r.join(' ')}`);
    // The bridge answers quick, then calls back with the full results.
    const searchByWorker = async (_url: string, _ctx: string, _q: string, _limit: number, onFull: (r: string[]) => void) => {
      setTimeout(() => onFull(['full-1', 'full-2']), 0);
      return ['quick-1'];
    };
    await new Function('React', 'setSearchResults', 'searchByWorker', 'versionUrl', 'searchContext', 'searchQuery', source)(React, setSearchResults, searchByWorker, '/en/', '', 'workflow');
    await new Promise((resolve) => setTimeout(resolve, 5));
    assert.deepEqual(calls, ['show quick-1', 'transition', 'show full-1 full-2']);
  });

  it('fails the build, naming the plugin, when the call has changed', () => {
    assert.throws(() => searchPageQuickFirst("import React, { useState } from 'react';\nawait searchByWorker(url, ctx, q, 50);"), /plugins\/search-page-quick-first/);
    assert.throws(() => searchPageQuickFirst('await searchByWorker(versionUrl, searchContext, searchQuery, 100);'), /plugins\/search-page-quick-first/);
  });
});
