/**
 * Route components built on first use, not all at startup: swaps `@docusaurus/ComponentCreator`
 * for ./client.tsx in the browser bundle (the server keeps Docusaurus' own).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertUpstream} from '../shared/upstream';
import {browserReplacementPlugin} from '../shared/browserBundle';

export const COMPONENT_CREATOR_REQUEST = /^@docusaurus[\\/]ComponentCreator$/;

export default function pluginLazyRouteComponents(context: LoadContext): Plugin {
  // Fails the build if the upstream text this patch needs has moved (plugins/shared/upstream.ts).
  assertUpstream('lazy-route-components', context.siteDir);
  return browserReplacementPlugin('lazy-route-components', COMPONENT_CREATOR_REQUEST, path.resolve(__dirname, 'client.tsx'));
}
