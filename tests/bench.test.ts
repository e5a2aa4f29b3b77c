/** The benchmark's pure helpers: medians, ratios, argument parsing and the printed tables. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {fixed, formatGrid, formatTable, kb, median, ms, parseArgs, ratio} from '../scripts/bench/lib/stats.ts';
import {stockConfig} from '../scripts/bench/lib/stock.ts';

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the two middle ones of an even count', () => {
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([4, 1, 3, 2]), 2.5);
  });
  it('ignores values that are not finite and is NaN for nothing', () => {
    assert.equal(median([Number.NaN, 5, Number.POSITIVE_INFINITY, 7]), 6);
    assert.ok(Number.isNaN(median([])));
  });
});

describe('ratio and formats', () => {
  it('divides ours by stock and refuses a missing or zero stock figure', () => {
    assert.equal(ratio(150, 200), 0.75);
    assert.ok(Number.isNaN(ratio(1, 0)));
    assert.ok(Number.isNaN(ratio(1, undefined)));
  });
  it('prints kilobytes, milliseconds and n/a', () => {
    assert.equal(kb(2048), '2.0 KB');
    assert.equal(ms(12.6), '13 ms');
    assert.equal(fixed(Number.NaN), 'n/a');
  });
});

describe('parseArgs', () => {
  it('reads --name=value and bare flags', () => {
    const args = parseArgs(['--runs=5', '--reuse', '--skip=build,stock']);
    assert.equal(args.get('runs'), '5');
    assert.equal(args.get('reuse'), 'true');
    assert.equal(args.get('skip'), 'build,stock');
  });
  it('rejects anything else with a message naming the argument', () => {
    assert.throws(() => parseArgs(['runs=5']), /Unknown argument runs=5/);
  });
});

describe('tables', () => {
  it('aligns every line to the same width', () => {
    const text = formatGrid('T', ['page', 'LCP'], [['/en/', '812 ms'], ['/en/docs/ai/workflow/agent', '1 ms']]);
    const lines = text.split('\n').slice(1);
    assert.equal(new Set(lines.map((l) => l.length)).size, 1, text);
    assert.match(text, /\/en\/docs\/ai\/workflow\/agent {4}1 ms/);
  });
  it('heads the comparison table with ours, stock and their ratio', () => {
    const text = formatTable('T', [{metric: 'js', ours: '10 KB', stock: '20 KB', ratio: '0.50'}]);
    assert.match(text, /metric\s+ours\s+stock\s+ours\/stock/);
    assert.match(text, /js\s+10 KB\s+20 KB\s+0\.50/);
  });
});

describe('stock site config', () => {
  it('uses the classic preset with both locales and none of our plugins or faster bundler', () => {
    const config = stockConfig();
    assert.match(config, /\['classic'/);
    assert.match(config, /locales: \['zh-Hans', 'en'\]/);
    assert.doesNotMatch(config, /faster|machine-readable|customCss|swizzle/);
  });
});

describe('ablation helpers', () => {
  // Imported lazily: the module pulls in the server and Playwright only to run, not to format.
  const load = () => import('../scripts/bench/lib/ablation.ts');

  it('takes every performance plugin for a bare --ablation, the named ones otherwise, and refuses unknown names', async () => {
    const {ablationList} = await load();
    assert.ok(ablationList('true').includes('staged-boot'));
    assert.equal(ablationList('true').length, 9);
    assert.deepEqual(ablationList('lean-registry,staged-boot'), ['lean-registry', 'staged-boot']);
    assert.throws(() => ablationList('staged-bot'), /unknown plugin staged-bot/);
  });

  it('prints each variant beside the all-on build, with differences and ranges', async () => {
    const {ablationTable} = await load();
    const figures = (off: string, jsBr: number, tbt: number, perf: number) => ({
      off,
      buildSeconds: 1,
      jsBr,
      pages: {'/en/': {tbtMs: tbt, performance: perf, tbtRange: [tbt - 5, tbt + 5] as [number, number]}},
    });
    const table = ablationTable(figures('', 150 * 1024, 40, 99), [figures('staged-boot', 151 * 1024, 120, 95)], ['/en/'], 3);
    assert.match(table, /median of 3/);
    assert.match(table, /\| nothing \(all on\) \| 150\.0 \| 40 \[35-45\] \/ 99 \|/);
    assert.match(table, /\| staged-boot \| 151\.0 \(\+1\.0\) \| 120 \(\+80\) \[115-125\] \/ 95 \(-4\) \|/);
  });
});

describe('ablation builds', () => {
  it('requests an English page of an English-only build without the /en prefix', async () => {
    const {englishAlone} = await import('../scripts/bench/lib/ablation.ts');
    assert.equal(englishAlone('/en/'), '/');
    assert.equal(englishAlone('/en'), '/');
    assert.equal(englishAlone('/en/docs/ai/'), '/docs/ai/');
    assert.equal(englishAlone('/en/search?q=workflow'), '/search?q=workflow');
    // Only a leading /en segment: /enterprise is a page of its own.
    assert.equal(englishAlone('/enterprise/'), '/enterprise/');
    assert.equal(englishAlone('/docs/en/x'), '/docs/en/x');
  });
});
