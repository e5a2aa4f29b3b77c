/**
 * Takes Prism off the first load. The classic theme registers Prism's extra languages in a client
 * module (`@docusaurus/theme-classic/lib/prism-include-languages`), which puts prism-react-renderer
 * and every language of `themeConfig.prism.additionalLanguages` into main.js, on every page. This
 * plugin swaps that module for an empty one; the wrapped `CodeBlock` (src/theme/CodeBlock) loads
 * Prism, registers the same languages and renders code blocks in a chunk of their own, when a
 * code block comes near the viewport or the reader reaches for one.
 *
 * The server renders every code block highlighted, synchronously: `@server-only/highlighted-code-block`
 * is that chunk's module in the server bundle and `null` in the browser bundle. (Rendering it
 * through React.lazy on the server would suspend, and React would then stream the block with an
 * inline `$RC` script: inline scripts the CSP would have to allow, on hundreds of pages.)
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertUpstream} from '../shared/upstream';

/** The module the classic theme lists in `getClientModules()` (not `lib/theme/prism-include-languages`). */
export const STARTUP_PRISM_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export const SERVER_CODE_BLOCK = '@server-only/highlighted-code-block';

export type Options = {
  /** Keep the theme's startup Prism module (the ablation's off switch; the wrapped CodeBlock still needs the alias). */
  startupPrism?: boolean;
};

export default function pluginLazyCodeHighlighting(context: LoadContext, options: Options = {}): Plugin {
  // Fails the build if the upstream text this patch needs has moved (plugins/shared/upstream.ts).
  assertUpstream('lazy-code-highlighting', context.siteDir);
  return {
    name: 'lazy-code-highlighting',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        resolve: {
          alias: {
            [SERVER_CODE_BLOCK]: isServer
              ? path.join(context.siteDir, 'src', 'theme', 'CodeBlock', 'Highlighted.tsx')
              : path.resolve(__dirname, 'notInBrowser.js'),
          },
        },
        plugins: options.startupPrism
          ? []
          : [new currentBundler.instance.NormalModuleReplacementPlugin(STARTUP_PRISM_MODULE, path.resolve(__dirname, 'noStartupPrism.js'))],
      };
    },
  };
}
