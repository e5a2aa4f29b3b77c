/**
 * The sample charts of the chart-type pages (plugins/charts) as a reader sees them: drawn in the
 * server HTML as an accessible SVG, in the theme's colours in light and in dark mode, inside the
 * docs column at 390 px and at 1280 px with text of 11 px or more, no layout shift, and no chart
 * library loaded.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Page} from 'playwright-core';
import {useHarness, visit} from './support/harness.ts';

const h = useHarness();

const PAGES = [
  {path: '/en/docs/widgets/analytical-card/bar/', id: 'bar', label: 'Q4'},
  {path: '/docs/widgets/analytical-card/sankey/', id: 'sankey', label: '华东'},
  {path: '/en/docs/widgets/analytical-card/pie/', id: 'pie', label: 'Online'},
  {path: '/docs/widgets/analytical-card/treemap/', id: 'treemap', label: '饮料'},
];

type Seen = {
  name: string | null;
  title: string;
  desc: string;
  fill1: string;
  text: string;
  background: string;
  box: {left: number; right: number; width: number};
  column: {left: number; right: number};
  smallestTextPx: number;
  labels: string[];
};

/** Self-contained callback: it runs in the page (no named helpers, which tsx would wrap in `__name`). */
async function look(page: Page, id: string): Promise<Seen> {
  return page.$eval(`figure.chart[data-chart="${id}"] svg`, (node) => {
    const svg = node as SVGSVGElement;
    const box = svg.getBoundingClientRect();
    const column = svg.closest('.theme-doc-markdown')!.getBoundingClientRect();
    const scale = box.width / svg.viewBox.baseVal.width;
    const texts = Array.from(svg.querySelectorAll('text')).filter((t) => (t.textContent ?? '').trim() !== '');
    const firstFill = svg.querySelector('.f1')!;
    const firstText = svg.querySelector('text')!;
    return {
      name: svg.getAttribute('role'),
      title: svg.querySelector('title')?.textContent ?? '',
      desc: svg.querySelector('desc')?.textContent ?? '',
      fill1: getComputedStyle(firstFill).fill,
      text: getComputedStyle(firstText).fill,
      background: getComputedStyle(document.body).backgroundColor,
      box: {left: box.left, right: box.right, width: box.width},
      column: {left: column.left, right: column.right},
      smallestTextPx: Math.min(...texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * scale)),
      labels: texts.map((t) => t.textContent ?? ''),
    };
  });
}

describe('sample charts', () => {
  for (const {path, id, label} of PAGES) {
    it(`${path}: the ${id} chart in light and dark, inside the column at 1280 and 390 px`, async () => {
      const seen: Record<string, Seen> = {};
      for (const [mode, width] of [
        ['light', 1280],
        ['dark', 1280],
        ['light', 390],
        ['dark', 390],
      ] as const) {
        const page = await h.newPage({colorScheme: mode, viewport: {width, height: 900}});
        const scripts: string[] = [];
        page.on('request', (r) => {
          if (r.resourceType() === 'script') scripts.push(r.url());
        });
        await visit(page, h.baseUrl, path);
        assert.equal(await page.getAttribute('html', 'data-theme'), mode);
        const s = await look(page, id);
        assert.equal(s.name, 'img');
        assert.ok(s.title.length > 5 && s.desc.length > 30, 'title and description');
        assert.ok(s.labels.includes(label), `label "${label}" in ${s.labels.join(', ')}`);
        assert.ok(s.box.width > 300, `drawn ${s.box.width} px wide`);
        assert.ok(s.box.left >= s.column.left - 0.5 && s.box.right <= s.column.right + 0.5, `inside the column at ${width} px`);
        assert.ok(s.smallestTextPx >= 11 - 0.05, `smallest text ${s.smallestTextPx.toFixed(1)} px at ${width} px`);
        assert.notEqual(s.fill1, s.background);
        // The figure's size is in the HTML: the page does not move when it renders.
        const cls = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let total = 0;
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) if (!entry.hadRecentInput) total += entry.value;
              }).observe({type: 'layout-shift', buffered: true});
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
            }),
        );
        assert.ok(cls < 0.01, `layout shift ${cls}`);
        assert.deepEqual(scripts.filter((u) => /echarts|zrender/i.test(u)), []);
        seen[`${mode}-${width}`] = s;
        await page.context().close();
      }
      // The colours follow the mode: the first series and the text change between light and dark.
      assert.notEqual(seen['light-1280']!.fill1, seen['dark-1280']!.fill1);
      assert.notEqual(seen['light-1280']!.text, seen['dark-1280']!.text);
    });
  }

  it('draws the chart in the server HTML and loads no chart library', async () => {
    const html = await (await fetch(`${h.baseUrl}/en/docs/widgets/analytical-card/funnel/`)).text();
    assert.match(html, /<figure class="?chart"? data-chart="?funnel/);
    // The entry scripts, as the page preloads and loads them (the page's own chunks come through them).
    const scripts = [...new Set([...html.matchAll(/(?:src|href)="?([^"\s>]+\.js)\b/g)].map((m) => m[1]!))];
    assert.ok(scripts.length > 0);
    for (const src of scripts) {
      const code = await (await fetch(new URL(src, h.baseUrl))).text();
      // zrender is ECharts' drawing engine: its name is in every build of the library.
      assert.doesNotMatch(code, /zrender|echarts/i, src);
    }
  });
});
