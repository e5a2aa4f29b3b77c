/**
 * Search quality, as a reader gets it in Chromium from the built site: for each query of the query
 * set (scripts/checks/lib/search-queries.ts) with the page a reader wants, that page's rank among the
 * result pages searching everything, and searching only the section it belongs to (its search
 * context, `?ctx=`). `e2e/search-quality.spec.ts` runs the same in `npm test` with thresholds.
 *
 * Usage: npx tsx scripts/checks/search-quality.ts   (needs a build; SITE_BUILD_DIR=<dir> for another
 * build; ONLY=<regex> runs the matching queries only; SEARCH_QUALITY_START=docs/ai/ starts the
 * search from that page of each locale instead of its home page; SEARCH_QUALITY_SECTIONS=off for
 * a build without search contexts: `SITE_BUILD_DIR=bench/.stock/build SEARCH_QUALITY_START=docs/ai/
 * SEARCH_QUALITY_SECTIONS=off` gives the stock plugin's figures). Prints the table, the misses and the
 * summary per locale.
 *
 * SEARCH_QUALITY_SIM=1 runs the same worker code in Node instead of Chromium (./lib/search-sim.ts;
 * e2e/search-quality.spec.ts checks that both give the same ranks), and SEARCH_SIM_CACHE=<file> keeps
 * what lunr found for each search, so that a second run over the same build, measuring a changed
 * ranking rule (plugins/search-ranking/rank.ts), takes about 40 s instead of 13 min. Delete the
 * cache after a build or a change to the query variants.
 */
import path from 'node:path';
import {startHarness} from '../../e2e/support/harness.ts';
import {simSearchFor} from './lib/search-sim-load.ts';
import {ALL_CASES} from './lib/search-queries.ts';
import {formatFirstAnswerMoves, formatMisses, formatSectionFirstAnswerMoves, formatSummary, formatTable, measureQuality, summarise} from './lib/search-quality.ts';

export {ALL_CASES};

async function main(): Promise<void> {
  // SEARCH_QUALITY_SIM=1: the site's worker run in Node over the build's index files (./lib/search-sim.ts).
  const sim = process.env.SEARCH_QUALITY_SIM === '1';
  const h = sim ? null : await startHarness();
  try {
    const cases = ALL_CASES.filter((x) => !process.env.ONLY || x.query.match(process.env.ONLY));
    const searchFor = sim ? await simSearchFor(path.resolve(process.env.SITE_BUILD_DIR ?? 'build'), process.env.SEARCH_SIM_CACHE) : undefined;
    const rows = await measureQuality(h, cases, {searchFor});
    console.log(formatTable(rows));
    console.log('\nmisses (not first searching everything):');
    console.log(formatMisses(rows) || '(none)');
    console.log('');
    for (const group of ['readers', 'sections', 'glossary', 'headings', 'all'] as const) console.log(formatSummary(summarise(rows, group)));
    console.log(`\n${formatFirstAnswerMoves(rows)}`);
    console.log(`\n${formatSectionFirstAnswerMoves(rows)}`);
  } finally {
    await h?.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
