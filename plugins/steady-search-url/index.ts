/**
 * The search page keeps its URL while it starts: swaps the search plugin's `useSearchQuery` for
 * ./useSearchQuery.ts where the plugin's own modules import it (browser bundle only; the server
 * render has no effects and does not change).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {browserReplacementPlugin} from '../shared/browserBundle';

/** The plugin's relative import of the hook; our stand-in imports the original by package path. */
export const PLUGIN_HOOK_REQUEST = /^\.\.\/hooks\/useSearchQuery(\.js)?$/;

export default function pluginSteadySearchUrl(): Plugin {
  return browserReplacementPlugin('steady-search-url', PLUGIN_HOOK_REQUEST, path.resolve(__dirname, 'useSearchQuery.ts'));
}
