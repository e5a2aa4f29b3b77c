/**
 * Sample charts of the chart-type pages (src/data/charts.ts, plugins/charts): every page draws a
 * chart or says why not, in both locales; the renderer gives an accessible SVG with a fixed size,
 * text in the page's language and no colour of its own; the theme palette keeps its contrast;
 * the Markdown twin describes the chart.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {CHART_FONT_SIZE, CHART_SAMPLES, CHART_WIDTH, UNDRAWN_CHARTS} from '../src/data/charts.ts';
import {ChartError, renderChart, themeSvg} from '../plugins/charts/render.ts';
import {transformCharts} from '../plugins/charts/remark.ts';
import {localeText} from '../plugins/machine-readable/locale-text.ts';
import {toPlainMarkdown} from '../plugins/machine-readable/markdown.ts';

const ROOTS = {zh: 'docs/widgets/analytical-card', en: 'i18n/en/docusaurus-plugin-content-docs/current/widgets/analytical-card'} as const;

/** Chart-type pages of one locale: id -> file (the category page is not a chart type). */
function chartPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of fs.readdirSync(root, {withFileTypes: true})) {
    if (entry.isDirectory()) pages.set(entry.name, path.join(root, entry.name, 'index.md'));
    else if (entry.name.endsWith('.md') && entry.name !== 'index.md') pages.set(entry.name.replace(/\.md$/, ''), path.join(root, entry.name));
  }
  return pages;
}

const chartBlocks = (source: string) => [...source.matchAll(/^```chart\n([^\n]*)\n```$/gm)].map((m) => m[1]!.trim());

describe('chart pages', () => {
  for (const [locale, root] of Object.entries(ROOTS)) {
    const pages = chartPages(root);
    it(`${locale}: 15 chart-type pages, each drawing its own sample or saying why it has none`, () => {
      assert.equal(pages.size, 15);
      for (const [id, file] of pages) {
        const source = fs.readFileSync(file, 'utf8');
        if (id in UNDRAWN_CHARTS) {
          assert.deepEqual(chartBlocks(source), [], file);
          assert.match(source, /^:::info\[(No sample chart|没有示例图)\]$/m, `${file} says why it has no chart`);
        } else {
          assert.deepEqual(chartBlocks(source), [id], `${file} draws the sample "${id}"`);
          assert.ok(CHART_SAMPLES.some((s) => s.id === id), `a sample "${id}" in src/data/charts.ts`);
        }
      }
    });
  }

  it('has no sample that no page uses', () => {
    const used = new Set([...chartPages(ROOTS.en).keys()]);
    for (const sample of CHART_SAMPLES) assert.ok(used.has(sample.id), sample.id);
  });
});

const COLOUR_ATTRIBUTE = /\s(?:fill|stroke)="(?!none")[^"]*"/;

describe('chart renderer', () => {
  for (const sample of CHART_SAMPLES) {
    for (const locale of ['en', 'zh'] as const) {
      it(`${sample.id} (${locale}): an accessible SVG of fixed size, themed colours only, labels in the page's language`, () => {
        const {svg, title, description} = renderChart(sample, locale);
        assert.match(svg, /^<svg [^>]*role="img"/);
        assert.match(svg, new RegExp(`^<svg [^>]*width="${sample.width}" height="${sample.height}" viewBox="0 0 ${sample.width} ${sample.height}"`));
        const labelledBy = /aria-labelledby="([^"]+) ([^"]+)"/.exec(svg)!;
        assert.ok(labelledBy, 'aria-labelledby names the title and the description');
        assert.ok(svg.includes(`<title id="${labelledBy[1]}">${title.replace(/&/g, '&amp;')}</title>`));
        assert.ok(svg.includes(`<desc id="${labelledBy[2]}">${description.replace(/&/g, '&amp;')}</desc>`));
        assert.ok(title.length > 5 && description.length > 30);
        // No colour of its own: every fill and stroke is a class (or none).
        assert.doesNotMatch(svg, COLOUR_ATTRIBUTE);
        assert.doesNotMatch(svg, /#[0-9a-fA-F]{3,6}\b|rgba?\(/);
        assert.match(svg, /class="[^"]*\b[fs]1\b/);
        // Nothing interactive or ECharts-internal is left.
        assert.doesNotMatch(svg, /<script|<style|ecmeta_|zr\d+-|font-family/);
        // Text at the chart's size, in the page's language.
        const texts = [...svg.matchAll(/<text[^>]*>([^<]*)</g)].map((m) => m[1]!).filter((t) => t.trim() !== '');
        assert.ok(texts.length > 0, 'has text');
        for (const size of svg.matchAll(/font-size:(\d+(?:\.\d+)?)px/g)) assert.ok(Number(size[1]) >= CHART_FONT_SIZE, `font ${size[1]} px`);
        const han = texts.filter((t) => /\p{Script=Han}/u.test(t));
        if (locale === 'en') assert.deepEqual(han, [], 'no Chinese labels on the English chart');
        else if (sample.id !== 'scatter') assert.ok(han.length > 0, 'Chinese labels on the Chinese chart');
      });
    }
  }

  it('keeps text at 11 px or more when the chart shrinks to a 358 px column (a 390 px phone)', () => {
    assert.ok((CHART_FONT_SIZE * 358) / CHART_WIDTH >= 11);
  });

  it('fails on a colour that is not a theme placeholder', () => {
    const raw = '<svg width="10" height="10"><path d="M0 0L1 1" fill="#336699"></path></svg>';
    assert.throws(() => themeSvg(raw, {title: 't', description: 'd', idPrefix: 'x', width: 10, height: 10}), ChartError);
    const ok = themeSvg('<svg><path d="M0 0" fill="#010101" fill-opacity="0.5"></path><text fill="#0a0a0a">a</text></svg>', {title: 't', description: 'd', idPrefix: 'x', width: 10, height: 10});
    assert.match(ok, /<path class="f1" d="M0 0" fill-opacity="0.5">/);
    assert.match(ok, /<text class="ft">a<\/text>/);
  });

  it('turns a ```chart block into a figure and refuses an unknown id', () => {
    const tree = {type: 'root', children: [{type: 'code', lang: 'chart', value: 'pie'}]};
    assert.deepEqual(transformCharts(tree, '/x/i18n/en/docusaurus-plugin-content-docs/current/a.md'), ['pie']);
    const figure = tree.children[0] as unknown as {name: string; attributes: {name: string; value: unknown}[]};
    assert.equal(figure.name, 'figure');
    assert.ok(figure.attributes.some((a) => a.name === 'className' && a.value === 'chart'));
    assert.throws(() => transformCharts({type: 'root', children: [{type: 'code', lang: 'chart', value: 'nope'}]}, 'p.md'), /no sample chart "nope"/);
  });
});

/** WCAG relative luminance and contrast. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
};

describe('chart palette (src/css/custom.css)', () => {
  const css = fs.readFileSync('src/css/custom.css', 'utf8');
  const block = (selector: string) => {
    const start = css.indexOf(`${selector} {`);
    assert.ok(start >= 0, selector);
    const body = css.slice(start, css.indexOf('}', start));
    return Object.fromEntries([...body.matchAll(/--chart-(\d):\s*(#[0-9a-f]{6})/g)].map((m) => [m[1]!, m[2]!]));
  };
  for (const [mode, selector, background] of [
    ['light', '.chart__svg', '#ffffff'],
    ['dark', "[data-theme='dark'] .chart__svg", '#1b1b1d'],
  ] as const) {
    it(`${mode}: six colours, each 3:1 against the page and 4.5:1 under a label in the page's background colour`, () => {
      const palette = block(selector);
      assert.equal(Object.keys(palette).length, 6);
      for (const [slot, colour] of Object.entries(palette)) {
        assert.ok(contrast(colour, background) >= 3, `--chart-${slot} ${colour} on ${background}: ${contrast(colour, background).toFixed(2)}`);
        assert.ok(contrast(colour, background) >= 4.5, `label on --chart-${slot} ${colour}: ${contrast(colour, background).toFixed(2)}`);
      }
    });
  }
});

describe('chart in the Markdown twin', () => {
  it('prints the title and the description in place of the drawing', () => {
    const source = 'Intro.\n\n```chart\nfunnel\n```\n\n## Next {#next}\n';
    const en = toPlainMarkdown(source, {siteUrl: 'https://mtda.cloud', baseUrl: '/en/', admonitionLabels: localeText('en').admonitions});
    const sample = CHART_SAMPLES.find((s) => s.id === 'funnel')!;
    assert.ok(en.includes(`*${sample.title.en}* (chart): ${sample.description.en}`));
    assert.doesNotMatch(en, /```chart/);
    const zh = toPlainMarkdown(source, {siteUrl: 'https://mtda.cloud', baseUrl: '/', admonitionLabels: localeText('zh-Hans').admonitions});
    assert.ok(zh.includes(sample.description.zh));
  });
});
