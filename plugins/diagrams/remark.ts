/**
 * Remark plugin: a ```mermaid fenced block in a docs page becomes a finished inline SVG figure at
 * build time (plugins/diagrams/render.ts). The reader's browser gets markup only: no Mermaid, no
 * layout engine, no script. The source stays in the Markdown of each locale, so a figure diffs
 * like text and its labels are translated with the page.
 *
 * The figure is `<figure class="diagram">` with the SVG set as its inner HTML: one string in the
 * page's chunk rather than a tree of JSX calls per shape, and the same markup in both renders.
 * A source that does not render fails the build with the file and line.
 */
import type {Code, Root} from 'mdast';
import type {VFile} from 'vfile';
import {renderDiagram, DiagramError} from './render';
import {htmlFigureNode} from '../shared/htmlFigure';

export const DIAGRAM_LANGUAGE = 'mermaid';

type Node = {type: string; children?: Node[]};

/** Depth-first walk over parents and their code children (no ESM-only unist helpers in the config loader). */
function eachCode(node: Node, fn: (code: Code, index: number, parent: Node) => void): void {
  node.children?.forEach((child, index) => {
    if (child.type === 'code') fn(child as unknown as Code, index, node);
    else eachCode(child, fn);
  });
}

/** The button that opens a figure full-screen (src/clientModules/figureDialog.ts), per locale. */
const OPEN_LABEL = {en: 'Enlarge figure', zh: '放大查看'} as const;

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The figure's inner markup: the SVG in a box that scrolls sideways when the figure is wider than
 * the column (focusable and named, so the keyboard can scroll it), and a button that opens the
 * figure in a dialog once the page has hydrated.
 */
export function figureMarkup(svg: string, title: string, locale: 'en' | 'zh'): string {
  const name = escapeAttribute(title);
  return (
    `<div class="diagram__scroll" tabindex="0" role="region" aria-label="${name}">${svg}</div>` +
    `<button type="button" class="diagram__open" aria-label="${OPEN_LABEL[locale]}: ${name}">` +
    `<svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16"><path d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4" fill="none" stroke="currentColor" stroke-width="1.6"/></svg>` +
    `</button>`
  );
}

function figureNode(svg: string, title: string) {
  // data-diagram is not read at run time: it lets tests and the figure count find figures by name.
  return htmlFigureNode({className: 'diagram', 'data-diagram': title}, svg);
}

export default function remarkDiagrams() {
  return (tree: Root, file: VFile): void => {
    let n = 0;
    eachCode(tree as unknown as Node, (node, index, parent) => {
      if (node.lang !== DIAGRAM_LANGUAGE) return;
      // Ids unique within the page, stable across builds: page-order number, not a random id.
      n += 1;
      let rendered;
      try {
        rendered = renderDiagram(node.value, {idPrefix: `diagram-${n}`});
      } catch (error) {
        const where = `${file.path ?? 'unknown file'}:${node.position?.start.line ?? '?'}`;
        if (error instanceof DiagramError) throw new Error(`${where}: ${error.message}`);
        throw error;
      }
      const locale = /[\\/]i18n[\\/]en[\\/]/.test(file.path ?? '') ? 'en' : 'zh';
      parent.children![index] = figureNode(figureMarkup(rendered.svg, rendered.title, locale), rendered.title) as unknown as Node;
    });
  };
}
