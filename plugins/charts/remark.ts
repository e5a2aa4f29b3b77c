/**
 * Remark plugin: a ```chart fenced block whose content is a sample id (src/data/charts.ts)
 * becomes the sample chart, drawn at build time with ECharts' SVG renderer (render.ts), inline in
 * the page as `<figure class="chart">` with the SVG and a caption, in the page's language. No chart
 * library reaches the reader's browser. An unknown id, or a chart that does not render, fails the
 * build with the file and line. The Markdown twin prints the chart's title and description instead
 * (plugins/machine-readable/markdown.ts).
 */
import type {VFile} from 'vfile';
import {chartSample, type ChartLocale} from '../../src/data/charts';
import {renderChart} from './render';
import {htmlFigureNode} from '../shared/htmlFigure';

export const CHART_LANGUAGE = 'chart';

type Node = {type: string; lang?: string | null; value?: string; children?: Node[]; position?: {start: {line: number}}};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The figure's inner HTML: the SVG, then its caption. */
export function chartFigureHtml(svg: string, title: string): string {
  return `${svg}<figcaption>${escapeHtml(title)}</figcaption>`;
}

function figureNode(html: string, id: string): Node {
  // data-chart is not read at run time: it lets tests find a page's chart by its sample id.
  return htmlFigureNode({className: 'chart', 'data-chart': id}, html) as unknown as Node;
}

export const localeOfFile = (file: string): ChartLocale => (/[\\/]i18n[\\/]en[\\/]/.test(file) ? 'en' : 'zh');

export function transformCharts(tree: Node, file: string): string[] {
  const drawn: string[] = [];
  const walk = (node: Node) => {
    node.children?.forEach((child, index) => {
      if (child.type !== 'code' || child.lang !== CHART_LANGUAGE) return walk(child);
      const id = (child.value ?? '').trim();
      const sample = chartSample(id);
      if (!sample) throw new Error(`${file}:${child.position?.start.line ?? '?'}: no sample chart "${id}" in src/data/charts.ts`);
      const rendered = renderChart(sample, localeOfFile(file), `chart-${id}-${drawn.length + 1}`);
      node.children![index] = figureNode(chartFigureHtml(rendered.svg, rendered.title), id);
      drawn.push(id);
    });
  };
  walk(tree);
  return drawn;
}

export default function remarkCharts() {
  return (tree: Node, file: VFile): void => {
    transformCharts(tree, file.path ?? 'unknown file');
  };
}
