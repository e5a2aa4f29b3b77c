/**
 * Imported first by each marketing page (src/pages): adds the marketing pages' strings to the code
 * translations before any of the page's modules call `translate()`. In the browser, main.js holds
 * the shared strings only, in one object kept under a global symbol (./loader.js, SHARED_KEY),
 * and this import brings the rest. On the server the code translations are the whole set and
 * there is nothing to add.
 */
import pageStrings from '@generated/codeTranslations.json?page-strings';

const shared = (globalThis as Record<symbol, Record<string, string> | undefined>)[Symbol.for('xpert.codeTranslations')];
if (shared) Object.assign(shared, pageStrings);
