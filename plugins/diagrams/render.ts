/**
 * Mermaid source → finished, accessible SVG, at build time and in Node (no browser, no DOM).
 *
 * The layout and drawing come from `beautiful-mermaid` (ELK layout, synchronous). This module
 * adds what a docs figure needs and the library leaves out:
 * - a title and a one-sentence description for screen readers, taken from Mermaid's own
 *   `accTitle:` and `accDescr:` lines (a source without them is an error, not a silent figure);
 * - `role="img"`, `aria-labelledby`, `aria-describedby`, and ids unique per figure, so two figures
 *   on one page never share a marker or title id;
 * - no `<style>` and no inline style: colours are CSS custom properties that `src/css/custom.css`
 *   maps to the theme's variables under `.diagram`, so the dark-mode toggle restyles every figure
 *   (the library's own `<style>` also imports a web font from Google, which this site never loads);
 * - `width`/`height` attributes and a `viewBox`, so the browser reserves the space before paint.
 */
import {createHash} from 'node:crypto';
import {createRequire} from 'node:module';
import path from 'node:path';
import {FIGURE_FONT, padFlowchartLabels} from './measure';

// The package publishes only an `import` export; Node 20.19+ can require() its ES module file
// directly, which keeps this renderer synchronous inside Docusaurus' CommonJS config loader.
const requireHere = createRequire(__filename);
const {renderMermaidSVG, parseMermaid} = requireHere(
  path.join(path.dirname(requireHere.resolve('elkjs/package.json')), '..', 'beautiful-mermaid', 'dist', 'index.js'),
) as typeof import('beautiful-mermaid');

export type RenderedDiagram = {
  svg: string;
  title: string;
  description: string;
  width: number;
  height: number;
};

export class DiagramError extends Error {}

/**
 * Widest figure that is drawn at its own size in the docs column (703 px at a 1280 px window):
 * at that size the smallest text, edge labels at 11 px, stays 11 px on screen.
 */
export const MAX_FIGURE_WIDTH = 700;

/** Canvas padding around the drawing (the library's default of 40 px wastes the column). */
const PADDING = 12;

const viewBoxWidth = (svg: string) => Number(/viewBox="0 0 ([\d.]+)/.exec(svg)?.[1] ?? 0);

/**
 * Lays a flowchart out to fit the column: as written when it fits, else top-down when a
 * left-to-right flow is too wide, keeping whichever is narrower when neither fits (the docs
 * test then names the figure, whose source needs shorter labels or a split).
 */
export function layoutFlowchart(body: string, render: (source: string) => string): {svg: string; direction: string} {
  const header = /^\s*(flowchart|graph)\s+(LR|RL|TD|TB|BT)?/.exec(body);
  const direction = header?.[2] ?? 'TD';
  const asWritten = render(body);
  if (viewBoxWidth(asWritten) <= MAX_FIGURE_WIDTH || !/^(LR|RL)$/.test(direction)) return {svg: asWritten, direction};
  const topDown = render(body.replace(/^(\s*(?:flowchart|graph)\s+)(LR|RL)/, '$1TD'));
  return viewBoxWidth(topDown) < viewBoxWidth(asWritten) ? {svg: topDown, direction: 'TD'} : {svg: asWritten, direction};
}

const DIRECTIVE = /^\s*(accTitle|accDescr)\s*:\s*(.*)$/;

/** Splits the accessibility lines off the drawing source. */
export function splitSource(source: string): {title: string; description: string; body: string} {
  let title = '';
  let description = '';
  const body: string[] = [];
  for (const line of source.split('\n')) {
    const m = DIRECTIVE.exec(line);
    if (!m) {
      body.push(line);
    } else if (m[1] === 'accTitle') {
      title = m[2]!.trim();
    } else {
      description = m[2]!.trim();
    }
  }
  return {title, description, body: body.join('\n')};
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Rounds the long decimals ELK produces: a third of the bytes, no visible difference. */
function roundNumbers(svg: string): string {
  return svg.replace(/-?\d+\.\d{2,}/g, (n) => String(Math.round(Number(n) * 10) / 10));
}

const FLOW_KEYWORD = /^(subgraph\b|end$|classDef\s|class\s|style\s|linkStyle\s|direction\s|%%)/;
const ARROW = /(--|==|-\.)/;
const NODE_ID = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The flowchart parser skips what it cannot read; a typo would silently drop a box or an arrow.
 * Each statement line is parsed on its own and must yield well-formed node ids, and an edge when
 * it has an arrow.
 */
function checkFlowchart(body: string): void {
  const lines = body.split('\n').map((l) => l.trim()).filter(Boolean);
  const header = lines[0]!;
  for (const line of lines.slice(1)) {
    if (FLOW_KEYWORD.test(line)) continue;
    if (line.includes('~~~')) throw new DiagramError(`invisible links (~~~) are not drawn by the renderer: "${line}"`);
    const graph = parseMermaid(`${header}\n${line}`);
    // Every `Id[...]`, `Id(...)`, `Id{...}` written on the line must come out as a node.
    const outside = line.replace(/"[^"]*"/g, '""').replace(/\|[^|]*\|/g, '');
    for (const m of outside.matchAll(/(?:^|[\s>&-])([A-Za-z_][A-Za-z0-9_]*)(?=[[({>])/g)) {
      if (!graph.nodes.has(m[1]!)) throw new DiagramError(`the node ${m[1]} on the line "${line}" does not parse`);
    }
    const bad = [...graph.nodes.keys()].filter((id) => !NODE_ID.test(id));
    if (graph.nodes.size === 0 || bad.length > 0) {
      throw new DiagramError(`cannot read the line "${line}"${bad.length ? ` (node id ${bad.join(', ')})` : ''}`);
    }
    if (ARROW.test(line.replace(/"[^"]*"|\[[^\]]*\]|\{[^}]*\}|\([^)]*\)/g, '')) && graph.edges.length === 0) {
      throw new DiagramError(`the line "${line}" has an arrow that does not parse`);
    }
  }
  // The parser keeps a node's first form: `A --> C` before `C["Chunker"]` draws a box named "C".
  const whole = parseMermaid(body);
  for (const [id, node] of whole.nodes) {
    // beautiful-mermaid 1.1.3 ends a quoted label at its first `]`: `F["a [M].[N]"]` draws `"a [M`.
    if (node.label.startsWith('"')) {
      throw new DiagramError(`the label of node ${id} is cut short at a "]" inside its quotes ("${node.label}"): keep square brackets out of node labels`);
    }
    if (new RegExp(`^\\s*subgraph\\s+${id}\\b`, 'm').test(body)) continue;
    if (node.label === id && new RegExp(`(^|[\\s>&-])${id}[[({>]`, 'm').test(body)) {
      throw new DiagramError(`node ${id} is used before its label is given: write its label where it first appears`);
    }
  }
}

export function renderDiagram(source: string, options: {idPrefix?: string} = {}): RenderedDiagram {
  const {title, description, body} = splitSource(source);
  if (!title) throw new DiagramError('diagram has no `accTitle:` line (the title screen readers announce)');
  if (!description) throw new DiagramError('diagram has no `accDescr:` line (its one-sentence description)');
  const firstLine = body.trim().split('\n')[0]?.trim() ?? '';
  if (!/^(flowchart|graph|stateDiagram(-v2)?|sequenceDiagram|classDiagram|erDiagram)\b/.test(firstLine)) {
    throw new DiagramError(`unsupported or missing diagram type: "${firstLine}"`);
  }

  let raw: string;
  try {
    const render = (source: string) => renderMermaidSVG(source, {bg: 'var(--bg)', fg: 'var(--fg)', transparent: true, padding: PADDING});
    if (/^(flowchart|graph)\b/.test(firstLine)) {
      checkFlowchart(body);
      raw = layoutFlowchart(padFlowchartLabels(body), render).svg;
    } else {
      raw = render(body);
    }
  } catch (error) {
    if (error instanceof DiagramError) throw error;
    throw new DiagramError(`Mermaid source does not parse: ${(error as Error).message}`);
  }
  if (!/<g class="(node|subgraph|actor|class|entity)|<g class="[^"]*state/.test(raw) && !/<rect|<polygon|<ellipse/.test(raw.replace(/<defs>[\s\S]*?<\/defs>/, ''))) {
    throw new DiagramError('Mermaid source drew nothing');
  }

  const open = /^<svg[^>]*>/.exec(raw);
  const viewBox = open && /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(open[0]);
  if (!open || !viewBox) throw new DiagramError('renderer returned no sized <svg>');
  const width = Math.ceil(Number(viewBox[1]));
  const height = Math.ceil(Number(viewBox[2]));

  const id = options.idPrefix ?? `dg-${createHash('sha1').update(source).digest('hex').slice(0, 8)}`;
  let inner = raw
    .slice(open[0].length)
    .replace(/<\/svg>\s*$/, '')
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/\s(data-[\w-]+)="[^"]*"/g, '')
    .replace(/id="(arrowhead[\w-]*)"/g, `id="${id}-$1"`)
    .replace(/url\(#(arrowhead[\w-]*)\)/g, `url(#${id}-$1)`)
    .replace(/\n\s*/g, '')
    // The no-break spaces measure.ts added to widen boxes: the drawn label goes without them.
    .replace(/\u00a0|&#160;|&nbsp;|&#xA0;/gi, '');
  inner = roundNumbers(inner);
  // The background rect the library draws when not transparent would hide the page colour.
  inner = inner.replace(/^<rect[^>]*fill="var\(--bg\)"[^>]*\/>/, '');

  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" class="diagram__svg" role="img" ` +
    `width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FIGURE_FONT}" ` +
    `aria-labelledby="${id}-title" aria-describedby="${id}-desc">` +
    `<title id="${id}-title">${escapeXml(title)}</title>` +
    `<desc id="${id}-desc">${escapeXml(description)}</desc>` +
    inner +
    `</svg>`;
  return {svg, title, description, width, height};
}
