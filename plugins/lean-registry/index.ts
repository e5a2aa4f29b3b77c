/**
 * The route registry without its server-only strings in the browser bundle (./loader.js). The
 * server bundle keeps the registry as Docusaurus writes it.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertUpstream} from '../shared/upstream';
import {browserLoaderPlugin} from '../shared/browserBundle';

export default function pluginLeanRegistry(context: LoadContext): Plugin {
  // Fails the build if the upstream text this patch needs has moved (plugins/shared/upstream.ts).
  assertUpstream('lean-registry', context.siteDir);
  return browserLoaderPlugin('lean-registry', path.resolve(__dirname, 'loader.js'), {
    test: /[\\/]registry\.js$/,
    include: [context.generatedFilesDir],
  });
}
