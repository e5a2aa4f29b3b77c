/** The rule that draws the independent sample (scripts/facts/sample.ts) and the sample files (docs-facts/sample/). */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {claimKey, complete, currentRound, draw, drawnOffsets, drawnSamples, freshOffset, judgedClaims, offsetOf, siteChoice, SITE_FROM, spread} from '../scripts/facts/sample.ts';
import {folderFiles, tableRows} from '../scripts/checks/lib/ledger.ts';
import type {PageClaims} from '../scripts/checks/claims-report.ts';

describe('the draw', () => {
  it('takes its offset from the commit', () => {
    assert.equal(offsetOf('0000000a', 5), 0);
    assert.equal(offsetOf('0000000b', 5), 1);
    assert.equal(offsetOf('ffffffff', 7), 0xffffffff % 7);
  });
  it('takes the next offset no earlier sample drew when the commit gives a drawn one', () => {
    assert.equal(freshOffset('00000004', 5, [0, 1]), 4);
    assert.equal(freshOffset('00000004', 5, [0, 4, 1]), 2);
    assert.equal(freshOffset('00000004', 5, [4, 0, 1, 2, 3]), 4);
  });
  it('reads the offsets of the samples kept so far', () => {
    const drawn = drawnOffsets('docs-facts/sample');
    assert.ok(drawn.length >= 3, `${drawn.length} samples`);
    assert.ok(drawn.every((o) => o >= 0 && o < 5));
  });
  it('spreads three claims over a page', () => {
    assert.deepEqual(spread(12), [2, 6, 10]);
    assert.deepEqual(spread(2), [0, 1]);
    assert.deepEqual(spread(0), []);
  });
  it('in a second round, takes the other claims: 2/6, 4/6 and the last', () => {
    assert.deepEqual(spread(12, 3, 2), [4, 8, 11]);
    assert.deepEqual(spread(6, 3, 2), [2, 4, 5]);
    assert.deepEqual(spread(1, 3, 2), [0]);
  });
  it('in a third round, spreads three claims over those neither earlier round took', () => {
    assert.deepEqual(spread(12, 3, 3), [1, 5, 9]);
    for (const n of [6, 7, 9, 12, 18, 30, 47]) {
      const before = new Set([...spread(n, 3, 1), ...spread(n, 3, 2)]);
      const third = spread(n, 3, 3);
      assert.equal(third.length, Math.min(3, n - before.size), `n = ${n}`);
      assert.ok(third.every((at) => at >= 0 && at < n && !before.has(at)), `n = ${n}: ${third} against ${[...before]}`);
    }
    assert.deepEqual(spread(5, 3, 3), [], 'rounds 1 and 2 took all five');
    const fourth = spread(30, 3, 4);
    assert.ok(fourth.every((at) => ![1, 2, 3].some((r) => spread(30, 3, r).includes(at))), `${fourth}`);
  });
  it('starts a second round once every offset has been drawn, and reads the round of each file', () => {
    const first = [0, 4, 1, 2].map((offset) => ({round: 1, offset}));
    assert.equal(currentRound(first, 5), 1);
    assert.equal(currentRound([...first, {round: 1, offset: 3}], 5), 2);
    assert.equal(currentRound([...first, {round: 1, offset: 3}, {round: 2, offset: 0}], 5), 2);
    const kept = drawnSamples('docs-facts/sample');
    assert.ok(kept.every((d) => d.round >= 1 && d.offset >= 0 && d.offset < 5));
    assert.deepEqual(new Set(kept.filter((d) => d.round === 1).map((d) => d.offset)), new Set([0, 1, 2, 3, 4]), 'round 1 drew every offset');
  });
  it('completes a draw short of the minimum from the next offset up, in its order', () => {
    const claim = (line: number) => ({line, text: `claim ${line}`, kinds: ['number' as const]});
    const pages: PageClaims[] = ['a', 'b', 'c', 'd'].flatMap((id) =>
      (['zh', 'en'] as const).map((locale) => ({page: `docs/${id}`, locale, file: `${locale}/${id}.md`, body: '', claims: [1, 2, 3, 4, 5, 6].map(claim)})),
    );
    const first = draw(pages, '00000000', 2, 0, 1); // a, c: three claims each
    assert.equal(first.length, 6);
    const done = complete(first, pages, '00000000', 2, 0, 1, 8);
    assert.equal(done.added, 2);
    assert.equal(done.from, 1);
    assert.deepEqual(done.rows.slice(6).map((r) => `${r.page}:${r.line}`), ['docs/b:2', 'docs/b:4']);
    assert.equal(complete(first, pages, '00000000', 2, 0, 1, 6).added, 0, 'a draw that holds the minimum is kept as it is');
  });
  it('goes on to the offsets after the next one when the next one is not enough, and never back to its own', () => {
    const claim = (line: number) => ({line, text: `claim ${line}`, kinds: ['number' as const]});
    const pages: PageClaims[] = ['a', 'b', 'c', 'd', 'e', 'f'].flatMap((id) =>
      (['zh', 'en'] as const).map((locale) => ({page: `docs/${id}`, locale, file: `${locale}/${id}.md`, body: '', claims: [1, 2, 3, 4, 5, 6].map(claim)})),
    );
    // k = 3: the three offsets split the pages; each offset's own draw is what completion takes from.
    const by = [0, 1, 2].map((o) => draw(pages, '00000000', 3, o, 1));
    assert.ok(by.every((rows) => rows.length > 1), 'each offset draws more than one claim');
    const first = by[0]!;
    const want = first.length + by[1]!.length + 1;
    const done = complete(first, pages, '00000000', 3, 0, 1, want);
    assert.deepEqual(done.parts, [{from: 1, added: by[1]!.length}, {from: 2, added: 1}]);
    assert.deepEqual(done.rows, [...first, ...by[1]!, by[2]![0]!]);
    const all = complete(first, pages, '00000000', 3, 0, 1, 100);
    assert.deepEqual(all.rows, by.flat(), 'every other offset once, then it stops short rather than draw its own again');
    assert.equal(new Set(all.rows.map((r) => `${r.page}:${r.locale}:${r.line}`)).size, all.rows.length, 'no claim twice');
  });
  it('never draws a claim an earlier sample judged, spreading three over the rest of the page (rule 8)', () => {
    const claim = (line: number) => ({line, text: `claim | ${line}`, kinds: ['number' as const]});
    const pages: PageClaims[] = ['a', 'b', 'c', 'd'].flatMap((id) =>
      (['zh', 'en'] as const).map((locale) => ({page: `docs/${id}`, locale, file: `${locale}/${id}.md`, body: '', claims: [1, 2, 3, 4, 5, 6, 7, 8, 9].map(claim)})),
    );
    const first = draw(pages, '00000000', 2, 0, 8, new Set());
    assert.deepEqual(first.filter((r) => r.page === 'docs/a').map((r) => r.line), [2, 5, 8]);
    // The file form of a claim (its | escaped) is what a later draw compares with.
    const judged = new Set(first.map((r) => claimKey(r.page, r.locale, r.text.replace(/\|/g, '\\|'))));
    const again = draw(pages, '00000000', 2, 0, 8, judged);
    assert.ok(again.every((r) => !judged.has(claimKey(r.page, r.locale, r.text))), 'a judged claim drawn again');
    assert.deepEqual(again.filter((r) => r.page === 'docs/a').map((r) => r.line), [3, 6, 9]); // 1/6, 3/6, 5/6 of lines 1, 3, 4, 6, 7, 9
    const done = complete(again, pages, '00000000', 2, 0, 8, 9, judged);
    assert.equal(done.added, 3, 'completion takes the next offset, also without judged claims');
  });
  it('by rule 9, takes three distinct claims of a page at random, the same for the same seed', () => {
    for (const n of [3, 4, 9, 40, 500]) {
      const a = siteChoice(n, `c|docs/p|zh|${n}`);
      assert.equal(a.length, 3);
      assert.equal(new Set(a).size, 3, 'distinct');
      assert.ok(a.every((i) => Number.isInteger(i) && i >= 0 && i < n), `in range for ${n}`);
      assert.deepEqual([...a].sort((x, y) => x - y), a, 'sorted');
      assert.deepEqual(siteChoice(n, `c|docs/p|zh|${n}`), a, 'deterministic');
    }
    assert.deepEqual(siteChoice(2, 'x'), [0, 1], 'a page of two claims gives both');
    assert.deepEqual(siteChoice(0, 'x'), []);
    // Different seeds spread over the whole page: over 300 seeds every one of 40 claims is taken,
    // and the first claim is not favoured (a spread() draw would take the same three every time).
    const counts = new Array(40).fill(0);
    for (let s = 0; s < 300; s++) for (const i of siteChoice(40, `seed ${s}`)) counts[i]++;
    assert.ok(counts.every((c) => c > 0), 'every claim reachable');
    assert.ok(Math.max(...counts) < 60, `no claim dominates: ${Math.max(...counts)} of 300`);
  });
  it('by rule 9, draws judged claims too, and starts at the 104th sample', () => {
    const claim = (line: number) => ({line, text: `claim ${line}`, kinds: ['number' as const]});
    const pages: PageClaims[] = ['a', 'b', 'c', 'd'].flatMap((id) =>
      (['zh', 'en'] as const).map((locale) => ({page: `docs/${id}`, locale, file: `${locale}/${id}.md`, body: '', claims: [1, 2, 3, 4, 5, 6, 7, 8, 9].map(claim)})),
    );
    const all = new Set(pages.flatMap((p) => p.claims.map((c) => claimKey(p.page, p.locale, c.text))));
    const rows = draw(pages, 'abcdef12', 2, 0, 21, undefined, 'abcdef12');
    assert.equal(rows.length, 6, 'three claims from each of two pages, although every claim was judged');
    assert.ok(rows.every((r) => all.has(claimKey(r.page, r.locale, r.text))));
    const other = draw(pages, '12abcdef', 2, 0, 21, undefined, '12abcdef');
    assert.notDeepEqual(other.map((r) => r.line), rows.map((r) => r.line), 'another commit, other claims');
    assert.equal(SITE_FROM, 104);
    assert.ok(drawnSamples('docs-facts/sample').length >= 103, 'the samples kept so far');
  });
  it('reads every claim the sample files hold, so the next draw can leave them out', () => {
    const judged = judgedClaims('docs-facts/sample');
    const rows = folderFiles('docs-facts/sample').flatMap((f) => tableRows(f));
    assert.ok(judged.size >= 1000 && judged.size <= rows.length, `${judged.size} of ${rows.length} rows`);
    const row = rows.find((r) => r.cells[3]!.includes('\\|'));
    assert.ok(row, 'a claim with an escaped bar');
    assert.ok(judged.has(claimKey(row.cells[0]!, row.cells[1]!, row.cells[3]!)));
  });
  it('takes every k-th page, alternating the locale from Chinese', () => {
    const claim = (line: number) => ({line, text: `claim ${line}`, kinds: ['number' as const]});
    const pages: PageClaims[] = ['a', 'b', 'c', 'd', 'e', 'f'].flatMap((id) =>
      (['zh', 'en'] as const).map((locale) => ({page: `docs/${id}`, locale, file: `${locale}/${id}.md`, body: '', claims: [1, 2, 3, 4, 5, 6].map(claim)})),
    );
    const rows = draw(pages, '00000001', 2); // offset 1: b, d, f
    assert.deepEqual([...new Set(rows.map((r) => `${r.page}:${r.locale}`))], ['docs/b:zh', 'docs/d:en', 'docs/f:zh']);
    assert.deepEqual(rows.filter((r) => r.page === 'docs/b').map((r) => r.line), [2, 4, 6]);
    // Round 2: the same pages, each in its other locale, with the other claims.
    const again = draw(pages, '00000001', 2, 1, 2);
    assert.deepEqual([...new Set(again.map((r) => `${r.page}:${r.locale}`))], ['docs/b:en', 'docs/d:zh', 'docs/f:en']);
    assert.deepEqual(again.filter((r) => r.page === 'docs/b').map((r) => r.line), [3, 5, 6]);
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
