/**
 * The quick index in the browser: swaps the search plugin's `searchByWorker` module for
 * ./searchByWorker.ts where the plugin's search box and search page import it (browser bundle
 * only). The file itself is written by the build (scripts/build/search-quick-index.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {browserReplacementPlugin} from '../shared/browserBundle';
import {assertUpstream} from '../shared/upstream';

/** The box's and the page's relative import of the worker bridge. */
export const WORKER_BRIDGE_REQUEST = /^\.\.\/searchByWorker(\.js)?$/;

export default function pluginSearchQuickIndex(context: {siteDir: string}): Plugin {
  assertUpstream('search-quick-index', context.siteDir);
  return browserReplacementPlugin('search-quick-index', WORKER_BRIDGE_REQUEST, path.resolve(__dirname, 'searchByWorker.ts'));
}
