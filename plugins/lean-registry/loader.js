/**
 * Bundler loader for Docusaurus' generated `registry.js` (browser bundle only, see ./index.ts).
 * Plain CommonJS: the bundler requires loaders directly.
 *
 * Each registry entry is `[() => import("<module>"), "<module>", require.resolveWeak("<module>")]`.
 * The middle element, the module's path as a string, only serves react-loadable's server-side
 * `Capture` report; in the browser nothing reads it, yet main.js carried one such path per route
 * chunk (about 3.4 KB Brotli on the English site). This keeps the entry's shape and empties it.
 */
const MODULE_PATH = /\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g;

function emptyModulePaths(source) {
  return source.replace(MODULE_PATH, '), "", require.resolveWeak(');
}

function leanRegistryLoader(source) {
  const lean = emptyModulePaths(source);
  // A registry with entries whose format changed would pass through untouched: fail instead.
  if (lean === source && source.includes('require.resolveWeak(')) {
    throw new Error(
      'plugins/lean-registry: no registry entry has the format `[() => import(...), "<path>", require.resolveWeak(...)]` ' +
        '(a Docusaurus upgrade?). Check codegenRoutes.js and update the loader (UPGRADING.md).',
    );
  }
  return lean;
}

module.exports = leanRegistryLoader;
module.exports.emptyModulePaths = emptyModulePaths;
