/**
 * The route registry without its server-only strings in the browser bundle (./loader.js). The
 * server bundle keeps the registry as Docusaurus writes it.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const LOADER = path.resolve(__dirname, 'loader.js');
// Part of the loader's options, so an edit of loader.js invalidates the bundler's persistent cache.
const LOADER_VERSION = createHash('sha256').update(readFileSync(LOADER)).digest('hex').slice(0, 16);

export default function pluginLeanRegistry(context: LoadContext): Plugin {
  return {
    name: 'lean-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: /[\\/]registry\.js$/,
              include: [context.generatedFilesDir],
              use: [{loader: LOADER, options: {version: LOADER_VERSION}}],
            },
          ],
        },
      };
    },
  };
}
