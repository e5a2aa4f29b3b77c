/**
 * Boot in steps: swaps Docusaurus' client entry for ./clientEntry.ts in the production browser
 * bundle, which evaluates main.js a module group per task instead of all in one. Development keeps
 * Docusaurus' entry (and its hot reloading).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertUpstream} from '../shared/upstream';
import {browserReplacementPlugin} from '../shared/browserBundle';

export const CLIENT_ENTRY = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry(\.js)?$/;

export default function pluginStagedBoot(context: LoadContext): Plugin {
  // Fails the build if the upstream text this patch needs has moved (plugins/shared/upstream.ts).
  assertUpstream('staged-boot', context.siteDir);
  return browserReplacementPlugin('staged-boot', CLIENT_ENTRY, path.resolve(__dirname, 'clientEntry.ts'), {productionOnly: true});
}
