/**
 * Search results: pages that answer before pages that mention (./rank.ts). Swaps the search
 * plugin's `sortSearchResults` for ./sortSearchResults.ts and its `smartQueries` for
 * ./smartQueries.ts (one more variant: any word of the query) where the plugin's worker imports
 * them (browser bundle only; the worker runs in the browser). The plugin's index is unchanged.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {browserReplacementPlugin} from '../shared/browserBundle';
import {assertUpstream} from '../shared/upstream';

/** The worker's relative import of the sort; our stand-in imports the original by package path. */
export const PLUGIN_SORT_REQUEST = /^\.\.\/utils\/sortSearchResults(\.js)?$/;
/** The worker's relative import of the query variants (./smartQueries.ts adds the any-word variant). */
export const PLUGIN_QUERIES_REQUEST = /^\.\.\/utils\/smartQueries(\.js)?$/;

export default function pluginSearchRanking(context: {siteDir: string}): Plugin {
  assertUpstream('search-ranking', context.siteDir);
  const sort = browserReplacementPlugin('search-ranking', PLUGIN_SORT_REQUEST, path.resolve(__dirname, 'sortSearchResults.ts'));
  const queries = browserReplacementPlugin('search-ranking', PLUGIN_QUERIES_REQUEST, path.resolve(__dirname, 'smartQueries.ts'));
  return {
    name: 'search-ranking',
    configureWebpack(...args) {
      const parts = [sort, queries].map((plugin) => plugin.configureWebpack!(...args) as {plugins?: unknown[]});
      return {plugins: parts.flatMap((part) => part.plugins ?? [])} as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
  };
}
