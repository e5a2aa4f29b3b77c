/**
 * `@docusaurus/utils-common` is CommonJS and does `require("tslib")` for a single helper
 * (`__importDefault`), which pulls the whole of tslib (about 3.6 KB Brotli, every helper
 * TypeScript has) into main.js: a `require` of the whole module cannot be tree-shaken. In the
 * browser bundle, that one `require` resolves to ./helpers.js instead. Any other module that
 * requires tslib still gets the real one.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertUpstream} from '../shared/upstream';
import {browserReplacementPlugin} from '../shared/browserBundle';

export const ISSUER = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]/;

type ResolveData = {request: string; contextInfo?: {issuer?: string}};

export function usesLocalHelpers(resolveData: ResolveData): boolean {
  return resolveData.request === 'tslib' && ISSUER.test(resolveData.contextInfo?.issuer ?? '');
}

export default function pluginTslibHelpers(context: LoadContext): Plugin {
  // Fails the build if the upstream text this patch needs has moved (plugins/shared/upstream.ts).
  assertUpstream('tslib-helpers', context.siteDir);
  const helpers = path.resolve(__dirname, 'helpers.js');
  return browserReplacementPlugin('tslib-helpers', /^tslib$/, (resolveData: ResolveData) => {
    if (usesLocalHelpers(resolveData)) resolveData.request = helpers;
  });
}
