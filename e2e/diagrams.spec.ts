/**
 * Docs figures in the built site: inline SVG drawn at build time (plugins/diagrams), with a title
 * and description, a reserved size, labels in the page's language, legible in light and dark mode
 * (axe), no layout shift, and no diagram library in what the browser downloads.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {BUILD, settled, useHarness, visit} from './support/harness.ts';
import {axe} from './support/axe.ts';

const h = useHarness();

/** Figure-heavy pages: two figures on the workflow overview, one each on the others. */
const PAGES = ['/docs/ai/workflow/', '/docs/getting-started/community/docker', '/docs/stories/story-details/', '/docs/ai/chatkit/quick-start'];
const LOCALES = {'zh-Hans': {prefix: '', label: /[\u4e00-\u9fff]/}, en: {prefix: '/en', label: /^[\x20-\x7e·…]+$/}} as const;

describe('figures', () => {
  for (const [locale, {prefix, label}] of Object.entries(LOCALES)) {
    it(`are inline SVG with a title, description, size and ${locale} labels`, async () => {
      const page = await h.newPage({viewport: {width: 1280, height: 900}});
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      for (const p of PAGES) {
        await visit(page, h.baseUrl, prefix + p);
        const figures = await page.$$eval('figure.diagram .diagram__scroll > svg', (svgs) =>
          // No helper functions in here: tsx would wrap them in a `__name` call the page lacks.
          svgs.map((svg) => {
            return {
              role: svg.getAttribute('role'),
              title: document.getElementById(svg.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
              desc: document.getElementById(svg.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
              width: Number(svg.getAttribute('width')),
              height: Number(svg.getAttribute('height')),
              viewBox: svg.getAttribute('viewBox'),
              rendered: svg.getBoundingClientRect().height,
              labels: Array.from(svg.querySelectorAll('text'), (t) => t.textContent ?? ''),
            };
          }),
        );
        assert.ok(figures.length >= 1, `${p} has a figure`);
        for (const f of figures) {
          assert.equal(f.role, 'img');
          assert.ok(f.title.length > 2 && f.desc.length > 10, `${p}: title and description`);
          assert.equal(f.viewBox, `0 0 ${f.width} ${f.height}`);
          assert.ok(f.rendered > 40, `${p}: the figure is drawn`);
          assert.ok(f.labels.some((t) => label.test(t)) || locale === 'en', `${p}: labels in ${locale}`);
          if (locale === 'en') assert.deepEqual(f.labels.filter((t) => /[\u4e00-\u9fff]/.test(t)), [], `${p}: no Chinese label on the English page`);
        }
      }
      assert.deepEqual(requests.filter((u) => /mermaid|elkjs|\/d2[.-]/i.test(new URL(u).pathname)), [], 'no diagram library requested');
      assert.equal(await page.evaluate(() => 'mermaid' in window), false);
      await page.context().close();
    });
  }

  it('ship no diagram library or layout engine in any script of the build', () => {
    const js = path.join(BUILD, 'assets', 'js');
    const hits = fs
      .readdirSync(js)
      .filter((f) => f.endsWith('.js'))
      .filter((f) => /beautiful-mermaid|elkjs|ELK is not a constructor|renderMermaidSVG|layered\.spacing/.test(fs.readFileSync(path.join(js, f), 'utf8')));
    assert.deepEqual(hits, []);
  });

  it('do not shift the layout while the page loads (CLS 0)', async () => {
    for (const width of [1280, 375]) {
      const page = await h.newPage({viewport: {width, height: 800}});
      await page.addInitScript(() => {
        const w = window as unknown as {shifts: string[]};
        w.shifts = [];
        type Source = {node?: Element; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly};
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as Array<{value: number; hadRecentInput: boolean; sources?: Source[]}>) {
            // Each moved element with its class and its box before and after, to find it in the source.
            const moved = (e.sources ?? []).map(
              (x) => `${x.node?.nodeName ?? '?'}.${x.node?.getAttribute?.('class') ?? ''} ${Math.round(x.previousRect.height)}->${Math.round(x.currentRect.height)}px high`,
            );
            if (!e.hadRecentInput) w.shifts.push(`${e.value.toFixed(4)} ${moved.join(', ')}`);
          }
        }).observe({type: 'layout-shift', buffered: true});
      });
      await visit(page, h.baseUrl, '/docs/ai/workflow/');
      await page.locator('figure.diagram').last().scrollIntoViewIfNeeded();
      await settled(page);
      assert.deepEqual(await page.evaluate(() => (window as unknown as {shifts: string[]}).shifts), [], `layout shifts at ${width}px`);
      await page.context().close();
    }
  });

  it('follow the colour mode: shapes and text change colour with the theme', async () => {
    const colours: Record<string, {text: string; fill: string}> = {};
    for (const scheme of ['light', 'dark'] as const) {
      const page = await h.newPage({colorScheme: scheme, viewport: {width: 1280, height: 900}});
      await visit(page, h.baseUrl, '/en/docs/ai/workflow/');
      colours[scheme] = await page.$eval('figure.diagram g.node', (g) => ({
        text: getComputedStyle(g.querySelector('text')!).fill,
        fill: getComputedStyle(g.querySelector('rect, polygon, circle')!).fill,
      }));
      await page.context().close();
    }
    assert.notEqual(colours.light!.text, colours.dark!.text);
    assert.notEqual(colours.light!.fill, colours.dark!.fill);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`pass axe in ${scheme} mode`, async () => {
      const page = await h.newPage({colorScheme: scheme, viewport: {width: 1280, height: 900}});
      const found: string[] = [];
      for (const [, {prefix}] of Object.entries(LOCALES)) {
        for (const p of PAGES) {
          await visit(page, h.baseUrl, prefix + p);
          assert.equal(await page.getAttribute('html', 'data-theme'), scheme);
          const {violations} = await axe(page).analyze();
          for (const v of violations) found.push(`${prefix + p} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
        }
      }
      assert.deepEqual(found, []);
      await page.context().close();
    });
  }
});
