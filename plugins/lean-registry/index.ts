/**
 * The route registry without its server-only strings in the browser bundle (./loader.js). The
 * server bundle keeps the registry as Docusaurus writes it.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {browserLoaderPlugin} from '../shared/browserBundle';

export default function pluginLeanRegistry(context: LoadContext): Plugin {
  return browserLoaderPlugin('lean-registry', path.resolve(__dirname, 'loader.js'), {
    test: /[\\/]registry\.js$/,
    include: [context.generatedFilesDir],
  });
}
