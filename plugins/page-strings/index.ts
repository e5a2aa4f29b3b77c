/**
 * Marketing-page strings out of main.js. Docusaurus bundles a locale's whole code translations
 * (`i18n/<locale>/code.json` and the theme's) into main.js, so every docs page carried the English
 * text of the home, pricing, SAP and enterprise pages (about 5.5 KB Brotli of 7.2 KB). In the
 * browser bundle, ./loader.js keeps only the ids without one of `prefixes` in the generated
 * `codeTranslations.json`, and gives the ids with them to `?page-strings`, which ./register.ts
 * adds back; the marketing pages import ./register.ts first. Ids, `translate()`, `<Translate>`,
 * `write-translations` and the server render are unchanged.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertUpstream} from '../shared/upstream';
import {browserLoaderPlugin} from '../shared/browserBundle';

export type PageStringsOptions = {prefixes: string[]};

export default function pluginPageStrings(context: LoadContext, options: PageStringsOptions): Plugin {
  // Fails the build if the upstream text this patch needs has moved (plugins/shared/upstream.ts).
  assertUpstream('page-strings', context.siteDir);
  return browserLoaderPlugin('page-strings', path.resolve(__dirname, 'loader.js'), {
    test: /[\\/]codeTranslations\.json$/,
    include: [context.generatedFilesDir],
    // The loader emits JavaScript (see loader.js), so the file is no longer parsed as JSON.
    type: 'javascript/auto',
    options: {prefixes: options.prefixes},
  });
}
