/**
 * Writes src/data/searchTermPages.ts: the termbase's names and aliases, by the form the search
 * ranking compares a query in, to the page that explains each term (src/utils/searchTerms.ts,
 * `termPageKeys`). The search worker imports the file: a few kilobytes, where the termbase with
 * its definitions is a hundred. tests/search-terms.test.ts fails when the file is stale.
 *
 * Usage: npm run search-terms   (after editing src/data/glossary.ts)
 */
import fs from 'node:fs';
import path from 'node:path';
import {termPageKeys} from '../../src/utils/searchTerms.ts';

export const TERM_PAGES_FILE = path.join(import.meta.dirname, '../../src/data/searchTermPages.ts');

export function termPagesModule(): string {
  const entries = Object.entries(termPageKeys()).map(([key, page]) => `  ${JSON.stringify(key)}: ${JSON.stringify(page)},`);
  return [
    '/**',
    ' * Written by `npm run search-terms` from the termbase (src/data/glossary.ts); do not edit. Each',
    ' * glossary name and alias, by the form the search ranking compares a query in, to the page that',
    ' * explains the term (plugins/search-ranking/rank.ts).',
    ' */',
    'export const SEARCH_TERM_PAGES: Readonly<Record<string, string>> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  fs.writeFileSync(TERM_PAGES_FILE, termPagesModule());
  console.log(`wrote ${path.relative(process.cwd(), TERM_PAGES_FILE)}: ${Object.keys(termPageKeys()).length} names`);
}
