/**
 * Prefetching in idle time. Swaps Docusaurus' client `docusaurus.js` (the `window.docusaurus`
 * object with `prefetch` and `preload`) for ./client.ts, which does the same job without the long
 * task it causes after hydration on pages with many links. See ./client.ts for what differs.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertUpstream} from '../shared/upstream';
import {browserReplacementPlugin} from '../shared/browserBundle';

export const CORE_CLIENT_MODULE = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus(\.js)?$/;

export default function pluginIdlePrefetch(context: LoadContext): Plugin {
  // Fails the build if the upstream text this patch needs has moved (plugins/shared/upstream.ts).
  assertUpstream('idle-prefetch', context.siteDir);
  return browserReplacementPlugin('idle-prefetch', CORE_CLIENT_MODULE, path.resolve(__dirname, 'client.ts'));
}
