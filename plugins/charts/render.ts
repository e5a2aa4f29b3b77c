/**
 * Draw a sample chart (src/data/charts.ts) to SVG at build time with ECharts' server-side
 * renderer (`ssr: true`, `renderToSVGString`), then make it a figure the page's theme colours:
 * ECharts is given placeholder colours (PALETTE, and one each for text, axes, grid lines and the
 * background), and every fill and stroke in its output is turned into a class whose colour is a
 * CSS variable (src/css/custom.css, `.chart`), so one drawing serves light and dark mode. A colour
 * that is not a placeholder fails the build. The SVG gets role="img", a <title> and a <desc>, a
 * fixed viewBox and no script, no hover styles and no ECharts bookkeeping attributes.
 */
import * as echarts from 'echarts';
import {CHART_FONT_SIZE, PALETTE, type ChartLocale, type ChartSample} from '../../src/data/charts';

/**
 * Placeholders for the furniture, by the class suffix they become. ECharts' own white (inside
 * line symbols and boxes) is the page background; its black only fills open paths (lines), which
 * draw no fill, and clip paths.
 */
const FURNITURE: Record<string, string> = {
  '#0a0a0a': 't', // text
  '#0b0b0b': 'a', // axis lines and ticks
  '#0c0c0c': 'g', // grid (split) lines
  '#fefefe': 'b', // page background (symbol fills, borders between shapes)
  '#ffffff': 'b',
  '#000000': 't',
};
const NAMED: Record<string, string> = {white: '#ffffff', black: '#000000'};

const SLOT: Map<string, string> = new Map([...PALETTE.map((c, i): [string, string] => [c, String(i + 1)]), ...Object.entries(FURNITURE)]);

export class ChartError extends Error {}

/** ECharts writes the family on every text; the renderer strips it and the page's font applies (CSS). */
const FONT = 'sans-serif';
/** Shapes separated by a line in the page's background colour. */
const BORDERED = new Set(['pie', 'sunburst', 'treemap', 'heatmap', 'funnel']);

function hex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

/** `#abc`, `#aabbcc`, `rgb(...)`, `rgba(...)` -> `#aabbcc` and an alpha, or null for none/transparent. */
function parseColour(value: string): {hex: string; alpha: number} | null {
  const v = NAMED[value.trim().toLowerCase()] ?? value.trim().toLowerCase();
  if (v === 'none' || v === 'transparent') return null;
  let m = /^#([0-9a-f]{6})$/.exec(v);
  if (m) return {hex: `#${m[1]}`, alpha: 1};
  m = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(v);
  if (m) return {hex: `#${m[1]}${m[1]}${m[2]}${m[2]}${m[3]}${m[3]}`, alpha: 1};
  m = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(v);
  if (m) return {hex: hex(Number(m[1]), Number(m[2]), Number(m[3])), alpha: m[4] === undefined ? 1 : Number(m[4])};
  throw new ChartError(`unexpected colour "${value}"`);
}

const round = (n: number) => String(Math.round(n * 1000) / 1000);

/** Rewrite one element's attributes: fill/stroke placeholders -> classes (+ opacity attributes). */
function themeTag(tag: string, attrs: string): string {
  const classes: string[] = [];
  let rest = attrs;
  const opacity: Record<string, number> = {};
  for (const m of attrs.matchAll(/\s(fill|stroke)-opacity="([\d.]+)"/g)) opacity[m[1]!] = Number(m[2]);
  // A text's outline (ECharts' textBorder) only blurs it on a themed background.
  if (tag === 'text') rest = rest.replace(/\s(stroke|stroke-width|paint-order|stroke-miterlimit)="[^"]*"/g, '');
  for (const prop of ['fill', 'stroke'] as const) {
    const m = new RegExp(`\\s${prop}="([^"]*)"`).exec(rest);
    if (!m) continue;
    const colour = parseColour(m[1]!);
    let replacement = '';
    const invisible = prop === 'stroke' && /\sstroke-width="0"/.test(attrs);
    if (colour === null || colour.alpha === 0 || (opacity[prop] ?? 1) === 0 || invisible) {
      replacement = ` ${prop}="none"`;
    } else {
      const slot = SLOT.get(colour.hex);
      if (slot === undefined) throw new ChartError(`colour ${m[1]} on <${tag}> is not a theme placeholder`);
      classes.push(`${prop === 'fill' ? 'f' : 's'}${slot}`);
      const alpha = colour.alpha * (opacity[prop] ?? 1);
      rest = rest.replace(new RegExp(`\\s${prop}-opacity="[\\d.]+"`), '');
      if (alpha < 1) replacement = ` ${prop}-opacity="${round(alpha)}"`;
    }
    rest = rest.replace(m[0], replacement);
  }
  rest = rest.replace(/\sclass="[^"]*"/, '');
  return `<${tag}${classes.length ? ` class="${classes.join(' ')}"` : ''}${rest}>`;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** ECharts' SVG -> our SVG: themed colours, accessible name, no ECharts leftovers. */
export function themeSvg(raw: string, opts: {title: string; description: string; idPrefix: string; width: number; height: number}): string {
  let body = raw
    .replace(/^[\s\S]*?<svg\b[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    // Hover rules for the interactive chart: nothing here is interactive.
    .replace(/<style\s*>[\s\S]*?<\/style>/g, '')
    .replace(/\secmeta_[a-z_]+="[^"]*"/g, '')
    // The full-size background rectangle, drawn with fill none.
    .replace(/<rect width="\d+" height="\d+" x="0" y="0" fill="none"><\/rect>/, '')
    .replace(/<defs\s*>/g, '<defs>')
    .replace(/font-family:sans-serif;/g, '')
    .replace(/\sstyle=""/g, '')
    .replace(/zr\d+-/g, `${opts.idPrefix}-`);
  body = body.replace(/<([a-zA-Z]+)(\s[^<>]*?)?(\/?)>/g, (all, tag: string, attrs: string | undefined, slash: string) => {
    if (!attrs || (!/\s(fill|stroke)="/.test(attrs) && !/\sclass="/.test(attrs))) return all;
    const themed = themeTag(tag, attrs);
    return slash ? themed.replace(/>$/, '/>') : themed;
  });
  body = body.replace(/\n/g, '');
  const titleId = `${opts.idPrefix}-title`;
  const descId = `${opts.idPrefix}-desc`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart__svg" role="img" aria-labelledby="${titleId} ${descId}" ` +
    `width="${opts.width}" height="${opts.height}" viewBox="0 0 ${opts.width} ${opts.height}">` +
    `<title id="${titleId}">${escapeText(opts.title)}</title><desc id="${descId}">${escapeText(opts.description)}</desc>` +
    body +
    `</svg>`
  );
}

/** The axis and text placeholders on every axis the option has (ECharts' own greys otherwise). */
function axisStyle() {
  return {
    axisLine: {lineStyle: {color: '#0b0b0b'}},
    axisTick: {lineStyle: {color: '#0b0b0b'}},
    axisLabel: {color: '#0a0a0a', fontSize: CHART_FONT_SIZE},
    splitLine: {lineStyle: {color: '#0c0c0c'}},
    nameTextStyle: {color: '#0a0a0a', fontSize: CHART_FONT_SIZE},
  };
}

function withFurniture(option: echarts.EChartsOption): echarts.EChartsOption {
  const merge = (axis: unknown) =>
    axis === undefined
      ? undefined
      : (Array.isArray(axis) ? axis : [axis]).map((a: Record<string, unknown>) => {
          const base = axisStyle() as Record<string, Record<string, unknown>>;
          const out: Record<string, unknown> = {...a};
          for (const key of Object.keys(base)) out[key] = {...base[key], ...(a[key] as object | undefined)};
          return out;
        });
  const o = option as Record<string, unknown>;
  const series = (Array.isArray(o.series) ? o.series : [o.series]) as Record<string, unknown>[];
  return {
    ...option,
    animation: false,
    backgroundColor: 'transparent',
    color: PALETTE,
    textStyle: {color: '#0a0a0a', fontFamily: FONT, fontSize: CHART_FONT_SIZE},
    ...(o.legend ? {legend: {textStyle: {color: '#0a0a0a', fontSize: CHART_FONT_SIZE}, itemGap: 14, ...(o.legend as object)}} : {}),
    ...(o.xAxis ? {xAxis: merge(o.xAxis)} : {}),
    ...(o.yAxis ? {yAxis: merge(o.yAxis)} : {}),
    ...(o.singleAxis ? {singleAxis: merge(o.singleAxis)} : {}),
    series: series.map((s) => ({
      ...s,
      label: {color: '#0a0a0a', fontSize: CHART_FONT_SIZE, textBorderWidth: 0, ...(s.label as object | undefined)},
      ...(s.upperLabel ? {upperLabel: {color: '#0a0a0a', fontSize: CHART_FONT_SIZE, ...(s.upperLabel as object)}} : {}),
      ...(BORDERED.has(String(s.type)) ? {itemStyle: {borderColor: '#fefefe', ...(s.itemStyle as object | undefined)}} : {}),
    })) as echarts.SeriesOption[],
  } as echarts.EChartsOption;
}

export type RenderedChart = {svg: string; title: string; description: string};

export function renderChart(sample: ChartSample, locale: ChartLocale, idPrefix = `chart-${sample.id}`): RenderedChart {
  const chart = echarts.init(null, null, {renderer: 'svg', ssr: true, width: sample.width, height: sample.height});
  try {
    chart.setOption(withFurniture(sample.option(locale)));
    const raw = chart.renderToSVGString();
    const title = sample.title[locale];
    const description = sample.description[locale];
    return {svg: themeSvg(raw, {title, description, idPrefix, width: sample.width, height: sample.height}), title, description};
  } catch (error) {
    throw new ChartError(`chart "${sample.id}" (${locale}): ${(error as Error).message}`);
  } finally {
    chart.dispose();
  }
}
