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
  return emptyModulePaths(source);
}

module.exports = leanRegistryLoader;
module.exports.emptyModulePaths = emptyModulePaths;
