/**
 * Boot in steps: swaps Docusaurus' client entry for ./clientEntry.ts in the production browser
 * bundle, which evaluates main.js a module group per task instead of all in one. Development keeps
 * Docusaurus' entry (and its hot reloading).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {browserReplacementPlugin} from '../shared/browserBundle';

export const CLIENT_ENTRY = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry(\.js)?$/;

export default function pluginStagedBoot(): Plugin {
  return browserReplacementPlugin('staged-boot', CLIENT_ENTRY, path.resolve(__dirname, 'clientEntry.ts'), {productionOnly: true});
}
