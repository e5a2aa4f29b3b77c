/**
 * The search page shows the quick index's results first (./loader.js and
 * plugins/search-quick-index/searchByWorker.ts), then the full index's. Browser bundle only: the
 * server bundle renders no results.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertUpstream} from '../shared/upstream';
import {browserLoaderPlugin} from '../shared/browserBundle';
import {SEARCH_PAGE} from '../sliced-search-results/index';

export default function pluginSearchPageQuickFirst(context: LoadContext): Plugin {
  // Fails the build if the upstream text this patch needs has moved (plugins/shared/upstream.ts).
  assertUpstream('search-page-quick-first', context.siteDir);
  return browserLoaderPlugin('search-page-quick-first', path.resolve(__dirname, 'loader.js'), {test: SEARCH_PAGE});
}
