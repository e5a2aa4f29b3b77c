/**
 * The search page's results name their pages and its count says "100+" where capped (./loader.js).
 * Browser bundle only: the server bundle renders no results.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertUpstream} from '../shared/upstream';
import {browserLoaderPlugin} from '../shared/browserBundle';
import {SEARCH_PAGE} from '../sliced-search-results/index';

export default function pluginSearchResultNames(context: LoadContext): Plugin {
  // Fails the build if the upstream text this patch needs has moved (plugins/shared/upstream.ts).
  assertUpstream('search-result-names', context.siteDir);
  return browserLoaderPlugin('search-result-names', path.resolve(__dirname, 'loader.js'), {test: SEARCH_PAGE});
}
