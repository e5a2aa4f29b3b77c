/**
 * Theme-common's `useShallowMemoObject` without a collator in the browser bundle (./loader.js).
 * The server bundle keeps the module as Docusaurus ships it.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertUpstream} from '../shared/upstream';
import {browserLoaderPlugin} from '../shared/browserBundle';

export const REACT_UTILS = /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/;

export default function pluginOrdinalKeySort(context: LoadContext): Plugin {
  // Fails the build if the upstream text this patch needs has moved (plugins/shared/upstream.ts).
  assertUpstream('ordinal-key-sort', context.siteDir);
  return browserLoaderPlugin('ordinal-key-sort', path.resolve(__dirname, 'loader.js'), {test: REACT_UTILS});
}
