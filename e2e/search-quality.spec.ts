/**
 * Search quality: the query set of scripts/checks/lib/search-queries.ts (readers' queries with the page
 * they want) against the built site, with the search plugin's own worker and index. Fails when the
 * wanted page is in the navbar box's top 3 (searching everything) for fewer than 95% of a locale's
 * queries, or first for fewer than 85%; prints the misses either way. `npx tsx
 * scripts/checks/search-quality.ts` prints the whole table.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {useHarness} from './support/harness.ts';
import {THRESHOLDS} from '../scripts/checks/lib/search-queries.ts';
import {formatMisses, formatSummary, measureQuality, summarise} from '../scripts/checks/lib/search-quality.ts';

const h = useHarness();

describe('search quality', () => {
  it(`finds the wanted page in the top 3 for ${THRESHOLDS.top3 * 100}% of the queries and first for ${THRESHOLDS.first * 100}%, per locale`, async () => {
    const rows = await measureQuality(h);
    const summary = summarise(rows);
    console.log(`${formatSummary(summary)}\nmisses (not first in the search box, searching everything):\n${formatMisses(rows) || '(none)'}`);
    for (const s of summary) {
      assert.ok(s.cases >= 60, `${s.locale}: ${s.cases} queries`);
      assert.ok(s.top3 >= THRESHOLDS.top3, `${s.locale}: top 3 for ${(s.top3 * 100).toFixed(1)}%`);
      assert.ok(s.first >= THRESHOLDS.first, `${s.locale}: first for ${(s.first * 100).toFixed(1)}%`);
    }
  });
});
