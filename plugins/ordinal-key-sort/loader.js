/**
 * Bundler loader for `@docusaurus/theme-common/lib/utils/reactUtils.js` (browser bundle only, see
 * ./index.ts). Plain CommonJS: the bundler requires loaders directly.
 *
 * `useShallowMemoObject` sorts an object's entries by key with `String.prototype.localeCompare`,
 * only so that the memo's dependency list does not depend on key order. The first `localeCompare`
 * of a page builds an ICU collator: 40-80 ms at 4x CPU in Chromium. On a phone it is the mobile
 * docs sidebar (through the navbar's secondary menu) that calls it first: once inside the render
 * that followed hydration, now (src/theme/Navbar/MobileSidebar) in the response to the first tap on
 * the menu button. Any fixed order does the job, so this sorts by code unit.
 */
const LOCALE_SORT = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
const ORDINAL_SORT = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

function ordinalKeySort(source) {
  if (!source.includes(LOCALE_SORT)) {
    throw new Error(
      'plugins/ordinal-key-sort: useShallowMemoObject in @docusaurus/theme-common no longer has the ' +
        `statement \`${LOCALE_SORT}\` (a Docusaurus upgrade?). Check the function and update the loader.`,
    );
  }
  return source.replace(LOCALE_SORT, ORDINAL_SORT);
}

module.exports = ordinalKeySort;
module.exports.ordinalKeySort = ordinalKeySort;
