/**
 * Prefetching in idle time. Swaps Docusaurus' client `docusaurus.js` (the `window.docusaurus`
 * object with `prefetch` and `preload`) for ./client.ts, which does the same job without the long
 * task it causes after hydration on pages with many links. See ./client.ts for what differs.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {browserReplacementPlugin} from '../shared/browserBundle';

export const CORE_CLIENT_MODULE = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus(\.js)?$/;

export default function pluginIdlePrefetch(): Plugin {
  return browserReplacementPlugin('idle-prefetch', CORE_CLIENT_MODULE, path.resolve(__dirname, 'client.ts'));
}
