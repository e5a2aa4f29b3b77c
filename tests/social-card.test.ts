/** Social cards: 1200x630 PNGs with real CJK glyphs, cached by content. */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {describe, it} from 'node:test';
import type {Worker} from 'node:worker_threads';
import {CardRenderer, cardSvg, loadFonts, renderCard, titleFontSize, type CardSpec} from '../plugins/machine-readable/card.ts';

const ROOT = path.resolve(import.meta.dirname ?? __dirname, '..');
const fonts = loadFonts(ROOT);
const spec = (title: string, extra: Partial<CardSpec> = {}): CardSpec => ({
  title,
  section: 'AI 智能体',
  host: 'mtda.cloud',
  language: '简体中文',
  lang: 'zh-Hans',
  ...extra,
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): {width: number; height: number} {
  assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

describe('social cards', () => {
  it('are 1200x630 PNGs', async () => {
    assert.deepEqual(pngSize(await renderCard(spec('工作流'), fonts)), {width: 1200, height: 630});
  });

  it('draw Chinese characters as real glyphs: different characters give different outlines', async () => {
    // A missing glyph would draw nothing (or the same box) for every character.
    const a = await cardSvg(spec('数'), fonts);
    const b = await cardSvg(spec('据'), fonts);
    const paths = (svg: string) => [...svg.matchAll(/<path[^>]* d="([^"]+)"/g)].map((m) => m[1]);
    assert.notDeepEqual(paths(a), paths(b));
    assert.ok(paths(a).some((d) => d!.length > 200), 'the title glyph is a real outline');
  });

  it('shrink long titles', () => {
    assert.ok(titleFontSize('工作流') > titleFontSize('智能体节点：调用大模型的节点，包括提示词、模型、记忆和结构化输出'));
    assert.ok(titleFontSize('Agent') > titleFontSize('Xpert 3.0: agents and workflows on one canvas, with an API and embedding'));
  });

  it('are cached by content: the same card is rendered once, a changed title again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'));
    try {
      const renderer = new CardRenderer({fromDir: ROOT, cacheDir: path.join(dir, 'cache')});
      await renderer.write(spec('知识库'), path.join(dir, 'out', 'a.png'));
      await renderer.write(spec('知识库'), path.join(dir, 'out', 'b.png'));
      await renderer.drain();
      const again = new CardRenderer({fromDir: ROOT, cacheDir: path.join(dir, 'cache')});
      await again.write(spec('知识库'), path.join(dir, 'out', 'c.png'));
      await again.write(spec('知识流水线'), path.join(dir, 'out', 'd.png'));
      await again.drain();
      assert.equal(renderer.rendered + again.rendered, 2, 'two distinct cards rendered');
      assert.equal(again.cached, 1);
      assert.deepEqual(fs.readFileSync(path.join(dir, 'out', 'a.png')), fs.readFileSync(path.join(dir, 'out', 'c.png')));
      assert.notDeepEqual(fs.readFileSync(path.join(dir, 'out', 'a.png')), fs.readFileSync(path.join(dir, 'out', 'd.png')));
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('social cards on worker threads', () => {
  it('a card rendered on a thread of the pool is byte for byte the one rendered here', async () => {
    const {CardPool} = await import('../plugins/machine-readable/cardPool.ts');
    const pool = new CardPool(2, ROOT);
    try {
      const cards = [spec('知识库与检索'), spec('Plugin development steps', {lang: 'en', language: 'English'})];
      const onThreads = await Promise.all(cards.map((card) => pool.render(card)));
      for (const [i, card] of cards.entries()) {
        assert.ok(onThreads[i]!.equals(await renderCard(card, fonts)), `card ${i} differs`);
      }
    } finally {
      await pool.close();
    }
  });

  it('a card that cannot be rendered rejects with the reason instead of hanging', async () => {
    const {CardPool} = await import('../plugins/machine-readable/cardPool.ts');
    const pool = new CardPool(1, ROOT);
    try {
      await assert.rejects(pool.render({...spec('x'), title: undefined as unknown as string}), /Social card rendering failed/);
    } finally {
      await pool.close();
    }
  });

  it('an idle pool does not keep the build process open, a busy one does until its cards are back', () => {
    // A child process renders one card and never closes its pool: it must still end on its own.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'card-pool-'));
    const file = path.join(dir, 'idle-pool.mjs');
    fs.writeFileSync(
      file,
      [
        `const cardPool = await import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'plugins/machine-readable/cardPool.ts')).href)});`,
        // From an ES module, tsx hands a CommonJS-compiled module over as its default export.
        'const {sharedCardPool} = cardPool.sharedCardPool ? cardPool : cardPool.default;',
        'const pool = sharedCardPool(2, process.cwd());',
        "if (sharedCardPool(1, '/elsewhere') !== pool) throw new Error('a second pool');",
        "const png = await pool.render({title: 'Idle', section: null, host: 'h', language: 'English', lang: 'en'});",
        "console.log('card', png.length > 1000, 'in flight', pool.inFlight);",
      ].join('\n'),
    );
    const started = Date.now();
    // The limit only catches a child that never ends; it is generous because a loaded machine took
    // over 30 s to start tsx and render one card (load 24 on two cores, session 48).
    const child = spawnSync(process.execPath, ['--import', 'tsx', file], {cwd: ROOT, encoding: 'utf8', timeout: 240_000});
    fs.rmSync(dir, {recursive: true, force: true});
    assert.equal(child.error, undefined, `the child did not end by itself within ${Date.now() - started} ms`);
    assert.equal(child.status, 0, child.stderr);
    assert.match(child.stdout, /card true in flight 0/);
  });

  it('a pool whose thread stopped rejects new cards instead of waiting for them', async () => {
    const {CardPool} = await import('../plugins/machine-readable/cardPool.ts');
    const pool = new CardPool(1, ROOT);
    try {
      await (pool as unknown as {workers: Worker[]}).workers[0]!.terminate();
      await assert.rejects(pool.render(spec('after the stop')), /A card rendering thread failed: it stopped/);
    } finally {
      await pool.close();
    }
  });

  it('uses the cores available, at most four, unless MACHINE_READABLE_CARD_THREADS says otherwise', async () => {
    const {cardThreadCount} = await import('../plugins/machine-readable/cardPool.ts');
    assert.equal(cardThreadCount(undefined, 2), 2);
    assert.equal(cardThreadCount(undefined, 16), 4);
    assert.equal(cardThreadCount(undefined, 1), 1);
    assert.equal(cardThreadCount('0', 8), 0);
    assert.equal(cardThreadCount('3', 8), 3);
    assert.throws(() => cardThreadCount('two', 8), /whole number/);
  });
});
