/**
 * The search page keeps its URL while it starts: swaps the search plugin's `useSearchQuery` for
 * ./useSearchQuery.ts where the plugin's own modules import it (browser bundle only; the server
 * render has no effects and does not change).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertUpstream} from '../shared/upstream';
import {browserReplacementPlugin} from '../shared/browserBundle';

/** The plugin's relative import of the hook; our stand-in imports the original by package path. */
export const PLUGIN_HOOK_REQUEST = /^\.\.\/hooks\/useSearchQuery(\.js)?$/;

export default function pluginSteadySearchUrl(context: LoadContext): Plugin {
  // Fails the build if the upstream text this patch needs has moved (plugins/shared/upstream.ts).
  assertUpstream('steady-search-url', context.siteDir);
  return browserReplacementPlugin('steady-search-url', PLUGIN_HOOK_REQUEST, path.resolve(__dirname, 'useSearchQuery.ts'));
}
