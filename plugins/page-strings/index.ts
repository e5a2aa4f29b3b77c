/**
 * Marketing-page strings out of main.js. Docusaurus bundles a locale's whole code translations
 * (`i18n/<locale>/code.json` and the theme's) into main.js, so every docs page carried the English
 * text of the home, pricing, SAP and enterprise pages (about 5.5 KB Brotli of 7.2 KB). In the
 * browser bundle, ./loader.js keeps only the ids without one of `prefixes` in the generated
 * `codeTranslations.json`, and gives the ids with them to `?page-strings`, which ./register.ts
 * adds back; the marketing pages import ./register.ts first. Ids, `translate()`, `<Translate>`,
 * `write-translations` and the server render are unchanged.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export type PageStringsOptions = {prefixes: string[]};

const LOADER = path.resolve(__dirname, 'loader.js');
// Part of the loader's options, so an edit of loader.js invalidates the bundler's persistent cache
// (which tracks options, not the loader's own file).
const LOADER_VERSION = createHash('sha256').update(readFileSync(LOADER)).digest('hex').slice(0, 16);

export default function pluginPageStrings(context: LoadContext, options: PageStringsOptions): Plugin {
  return {
    name: 'page-strings',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: /[\\/]codeTranslations\.json$/,
              include: [context.generatedFilesDir],
              // The loader emits JavaScript (see loader.js), so the file is no longer parsed as JSON.
              type: 'javascript/auto',
              use: [{loader: LOADER, options: {prefixes: options.prefixes, version: LOADER_VERSION}}],
            },
          ],
        },
      };
    },
  };
}
