/**
 * The search page renders its results in slices (./loader.js): the browser bundle's copy of the
 * search plugin's SearchPage stores the results in a transition. The server bundle is unchanged
 * (it renders no results).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertUpstream} from '../shared/upstream';
import {browserLoaderPlugin} from '../shared/browserBundle';

export const SEARCH_PAGE = /@easyops-cn[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]SearchPage[\\/]SearchPage\.jsx$/;

export default function pluginSlicedSearchResults(context: LoadContext): Plugin {
  // Fails the build if the upstream text this patch needs has moved (plugins/shared/upstream.ts).
  assertUpstream('sliced-search-results', context.siteDir);
  return browserLoaderPlugin('sliced-search-results', path.resolve(__dirname, 'loader.js'), {test: SEARCH_PAGE});
}
