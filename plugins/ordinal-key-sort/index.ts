/**
 * Theme-common's `useShallowMemoObject` without a collator in the browser bundle (./loader.js).
 * The server bundle keeps the module as Docusaurus ships it.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const LOADER = path.resolve(__dirname, 'loader.js');
// Part of the loader's options, so an edit of loader.js invalidates the bundler's persistent cache.
const LOADER_VERSION = createHash('sha256').update(readFileSync(LOADER)).digest('hex').slice(0, 16);

export const REACT_UTILS = /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/;

export default function pluginOrdinalKeySort(): Plugin {
  return {
    name: 'ordinal-key-sort',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{test: REACT_UTILS, use: [{loader: LOADER, options: {version: LOADER_VERSION}}]}],
        },
      };
    },
  };
}
