/**
 * Search results: pages that answer before pages that mention (./rank.ts). Swaps the search
 * plugin's `sortSearchResults` for ./sortSearchResults.ts where the plugin's worker imports it
 * (browser bundle only; the worker runs in the browser). The plugin's index and queries are
 * unchanged.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {browserReplacementPlugin} from '../shared/browserBundle';
import {assertUpstream} from '../shared/upstream';

/** The worker's relative import of the sort; our stand-in imports the original by package path. */
export const PLUGIN_SORT_REQUEST = /^\.\.\/utils\/sortSearchResults(\.js)?$/;

export default function pluginSearchRanking(context: {siteDir: string}): Plugin {
  assertUpstream('search-ranking', context.siteDir);
  return browserReplacementPlugin('search-ranking', PLUGIN_SORT_REQUEST, path.resolve(__dirname, 'sortSearchResults.ts'));
}
