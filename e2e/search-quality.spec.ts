/**
 * Search quality: the query set of scripts/checks/lib/search-queries.ts (readers' queries, the
 * glossary's terms and a sample of section headings, each with the page it wants) against the built
 * site, with the search plugin's own worker and index. Fails when, in a group and locale, the
 * wanted page is in the navbar box's top 3 (searching everything) or first for fewer queries than
 * GROUP_THRESHOLDS allows; prints the misses either way. `npx tsx
 * scripts/checks/search-quality.ts` prints the whole table.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {BUILD, useHarness} from './support/harness.ts';
import {ALL_CASES, GROUP_THRESHOLDS} from '../scripts/checks/lib/search-queries.ts';
import {formatMisses, formatSummary, measureQuality, summarise} from '../scripts/checks/lib/search-quality.ts';
import {simSearchFor} from '../scripts/checks/lib/search-sim-load.ts';

const h = useHarness();

describe('search quality', () => {
  it('finds the wanted page in the top 3 and first, per locale, for the readers\' queries, the glossary terms and the section headings', async () => {
    // The box's ranks only: the thresholds apply to them (the section and search-page ranks are
    // the report's, `npx tsx scripts/checks/search-quality.ts`).
    const rows = await measureQuality(h, undefined, {boxOnly: true});
    const groups = Object.keys(GROUP_THRESHOLDS) as (keyof typeof GROUP_THRESHOLDS)[];
    console.log(`${groups.map((g) => formatSummary(summarise(rows, g), {boxOnly: true})).join('\n')}\nmisses (not first in the search box, searching everything):\n${formatMisses(rows) || '(none)'}`);
    const failures: string[] = [];
    for (const group of groups) {
      const limits = GROUP_THRESHOLDS[group];
      for (const s of summarise(rows, group)) {
        if (s.cases < limits.minCases) failures.push(`${group} ${s.locale}: ${s.cases} queries, fewer than ${limits.minCases}`);
        if (s.top3 < limits.top3) failures.push(`${group} ${s.locale}: top 3 for ${(s.top3 * 100).toFixed(1)}% < ${limits.top3 * 100}%`);
        if (s.first < limits.first) failures.push(`${group} ${s.locale}: first for ${(s.first * 100).toFixed(1)}% < ${limits.first * 100}%`);
      }
    }
    assert.deepEqual(failures, []);
  });

  it('ranks alike in Chromium and in the Node copy of the worker that ranking rules are measured with', async () => {
    // scripts/checks/lib/search-sim.ts runs the worker's code in Node, so that a ranking rule is
    // measured on every query in seconds; its figures stand only while it ranks as the browser does.
    // Every fourteenth query (both locales, every group), all three ranks and the top three pages.
    const cases = ALL_CASES.filter((_, i) => i % 14 === 0);
    const inBrowser = await measureQuality(h, cases);
    const inNode = await measureQuality(null, cases, {searchFor: await simSearchFor(BUILD)});
    const ranks = (rows: typeof inBrowser) => rows.map((r) => `${r.locale} ${r.query}: ${r.rank} ${r.sectionRank} ${r.pageRank} ${r.top.join(' ')}`);
    assert.ok(cases.length >= 50, `${cases.length} queries`);
    assert.deepEqual(ranks(inNode), ranks(inBrowser));
  });
});
