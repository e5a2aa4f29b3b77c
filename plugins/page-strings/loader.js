/**
 * Bundler loader for Docusaurus' generated `codeTranslations.json` (browser bundle only, see
 * ./index.ts). Plain CommonJS: the bundler requires loaders directly.
 *
 * Without a query it keeps the strings every page may need (ids without one of the `prefixes`):
 * that is what main.js gets. With `?page-strings` it keeps the ids with them: what the marketing
 * pages add back through ./register.ts. With `?page-strings&only=<prefix>` it keeps the ids with that
 * one prefix: the strings of a lazily loaded piece (the feedback widget, the not-found suggestions),
 * its own module, so the bundler cannot fold the marketing strings into a chunk a docs page loads.
 */
function isPageString(id, prefixes) {
  return prefixes.some((prefix) => id.startsWith(prefix));
}

/** @returns {{shared: Record<string, string>, pages: Record<string, string>}} */
function splitMessages(all, prefixes) {
  const shared = {};
  const pages = {};
  for (const [id, message] of Object.entries(all)) {
    if (isPageString(id, prefixes)) pages[id] = message;
    else shared[id] = message;
  }
  return {shared, pages};
}

/** Where the browser keeps the one shared translations object (also in ./register.ts). */
const SHARED_KEY = 'xpert.codeTranslations';

/**
 * Emits a JavaScript module, not JSON. The shared side stores its object under a global symbol
 * and reuses the one already there: the bundler may copy a small module into another chunk (or
 * inline a JSON value into each importer), and ./register.ts must add to the very object that
 * `translate()` reads.
 */
function pageStringsLoader(source) {
  const {prefixes} = this.getOptions();
  const side = /[?&]page-strings\b/.test(this.resourceQuery) ? 'pages' : 'shared';
  const only = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get('only');
  let messages = splitMessages(JSON.parse(source), prefixes)[side];
  if (side === 'pages' && only) messages = Object.fromEntries(Object.entries(messages).filter(([id]) => id.startsWith(only)));
  const json = JSON.stringify(JSON.stringify(messages));
  if (side === 'pages') return `export default JSON.parse(${json});\n`;
  const key = `Symbol.for(${JSON.stringify(SHARED_KEY)})`;
  return `export default (globalThis[${key}] ??= JSON.parse(${json}));\n`;
}

module.exports = pageStringsLoader;
module.exports.splitMessages = splitMessages;
module.exports.isPageString = isPageString;
module.exports.SHARED_KEY = SHARED_KEY;
