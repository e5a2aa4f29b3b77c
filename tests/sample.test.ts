/** The rule that draws the independent sample (scripts/facts/sample.ts) and the sample files (docs-facts/sample/). */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {draw, offsetOf, spread} from '../scripts/facts/sample.ts';
import {folderFiles, tableRows} from '../scripts/checks/lib/ledger.ts';
import type {PageClaims} from '../scripts/checks/claims-report.ts';

describe('the draw', () => {
  it('takes its offset from the commit', () => {
    assert.equal(offsetOf('0000000a', 5), 0);
    assert.equal(offsetOf('0000000b', 5), 1);
    assert.equal(offsetOf('ffffffff', 7), 0xffffffff % 7);
  });
  it('spreads three claims over a page', () => {
    assert.deepEqual(spread(12), [2, 6, 10]);
    assert.deepEqual(spread(2), [0, 1]);
    assert.deepEqual(spread(0), []);
  });
  it('takes every k-th page, alternating the locale from Chinese', () => {
    const claim = (line: number) => ({line, text: `claim ${line}`, kinds: ['number' as const]});
    const pages: PageClaims[] = ['a', 'b', 'c', 'd', 'e', 'f'].flatMap((id) =>
      (['zh', 'en'] as const).map((locale) => ({page: `docs/${id}`, locale, file: `${locale}/${id}.md`, body: '', claims: [1, 2, 3, 4, 5, 6].map(claim)})),
    );
    const rows = draw(pages, '00000001', 2); // offset 1: b, d, f
    assert.deepEqual([...new Set(rows.map((r) => `${r.page}:${r.locale}`))], ['docs/b:zh', 'docs/d:en', 'docs/f:zh']);
    assert.deepEqual(rows.filter((r) => r.page === 'docs/b').map((r) => r.line), [2, 4, 6]);
  });
});

describe('sample files', () => {
  for (const file of folderFiles('docs-facts/sample')) {
    it(`${file}: every claim has a verdict and its evidence`, () => {
      const rows = tableRows(file);
      assert.ok(rows.length >= 200, `${rows.length} claims, fewer than 200`);
      const bad = rows.filter((r) => r.cells.length !== 6 || !/^(right|wrong)\b/.test(r.cells[4]!) || !/[\w-]+\/[\w./-]+|\d+\.\d+\.\d+|not a product claim/.test(r.cells[5]!));
      assert.deepEqual(bad.map((r) => `${r.file}:${r.line}`), []);
    });
  }
});
