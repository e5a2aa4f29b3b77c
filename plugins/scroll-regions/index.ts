/**
 * Rehype plugin: every Markdown table becomes keyboard-reachable when it scrolls sideways.
 *
 * A wide table on a narrow screen scrolls inside its own box. A box that scrolls but holds no
 * focusable element cannot be reached with the keyboard (axe rule `scrollable-region-focusable`),
 * so each table is wrapped in `<div class="scroll-region" tabindex="0" role="region" aria-label>`:
 * the wrapper scrolls (src/css/custom.css), takes focus so the arrow keys scroll it, and is
 * announced by name. The name is the text of the nearest heading above the table (the page title
 * before the first heading), numbered when one section holds several tables so that every region
 * on a page has its own name (axe rule `landmark-unique`). Tables that React components render
 * (catalogs, provider table) use the same class and attributes themselves.
 */
import type {Element, ElementContent, Root, RootContent, Text} from 'hast';
import {isShortLabel, SHORT_CELL_CLASS} from '../../src/utils/shortLabel';

export type ScrollRegionOptions = {
  /** Used when a table has neither a heading above it nor a page title: "Table" / "表格". */
  fallbackLabel: string;
};

type Parent = {children: unknown[]};

const HEADING = /^h[1-6]$/;

function textOf(node: RootContent | ElementContent): string {
  if (node.type === 'text') return (node as Text).value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** Cells whose whole text is a short label get a class that keeps them on one line. */
function markShortCells(node: Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    // Body cells only: a header may wrap between its words (th: keep-all in src/css/custom.css).
    if (child.tagName === 'td' && isShortLabel(textOf(child))) {
      const existing = child.properties.className;
      const list = Array.isArray(existing) ? existing.map(String) : typeof existing === 'string' ? [existing] : [];
      child.properties.className = [...list, SHORT_CELL_CLASS];
    } else markShortCells(child);
  }
}

export default function rehypeScrollRegions(options: ScrollRegionOptions) {
  return (tree: Root, file: {data?: {frontMatter?: {title?: unknown}}}) => {
    const title = file.data?.frontMatter?.title;
    let label = typeof title === 'string' && title.trim() ? title.trim() : options.fallbackLabel;
    const used = new Map<string, number>();

    const walk = (parent: Parent) => {
      parent.children.forEach((node, index) => {
        const child = node as RootContent;
        if (child.type !== 'element') {
          // MDX JSX elements (<Tabs>, <details>) hold Markdown tables too.
          if ('children' in child && Array.isArray(child.children)) walk(child as Parent);
          return;
        }
        if (HEADING.test(child.tagName)) {
          const text = textOf(child).trim();
          if (text) label = text;
          return;
        }
        if (child.tagName === 'table') {
          markShortCells(child);
          const count = (used.get(label) ?? 0) + 1;
          used.set(label, count);
          const wrapper: Element = {
            type: 'element',
            tagName: 'div',
            properties: {
              className: ['scroll-region'],
              tabIndex: 0,
              role: 'region',
              ariaLabel: count === 1 ? label : `${label} (${count})`,
            },
            children: [child],
          };
          parent.children[index] = wrapper;
          return;
        }
        walk(child);
      });
    };
    walk(tree as Parent);
  };
}
