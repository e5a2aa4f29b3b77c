/**
 * The server's drawings of the code blocks on the page, kept while their islands are mounted, so
 * that a block mounted again right after hydration can show the same drawing instead of plain text.
 *
 * The theme's Tabs mount their content a second time once the browser has taken over (to apply
 * the reader's stored tab choice). A code block in tabs would then start over without the server's
 * HTML: plain text until the Prism chunk arrives, and that chunk fetched and run on every page with
 * code tabs (every API operation page) while the page loads. With these drawings, the block mounted
 * again copies the drawing of the block it replaces before the browser paints, and stays an island
 * under the same rules as any other (./island.ts).
 */
import type {ReactNode} from 'react';

const drawn = new Map<string, Set<Element>>();

/** What identifies a block's drawing: its language, title, metastring and code. `null` for a block whose code is not plain text. */
export function drawingKey(props: {className?: string; metastring?: string; title?: ReactNode; children?: ReactNode}, code: string): string | null {
  if (!code) return null;
  const title = typeof props.title === 'string' ? props.title : '';
  return JSON.stringify([props.className ?? '', props.metastring ?? '', title, code]);
}

/** Records an island's element as the drawing of `key`; returns the function that forgets it. */
export function keepDrawing(key: string, element: Element): () => void {
  let set = drawn.get(key);
  if (!set) drawn.set(key, (set = new Set()));
  set.add(element);
  return () => {
    set.delete(element);
    if (set.size === 0 && drawn.get(key) === set) drawn.delete(key);
  };
}

export function hasDrawing(key: string | null): boolean {
  return key !== null && drawn.has(key);
}

/**
 * Makes `element` (empty, just mounted) a copy of the drawing of `key`: the same attributes and
 * the same lines. Blocks with the same key are drawn alike, so any of them will do. Returns false
 * when there is none.
 */
export function copyDrawing(key: string, element: Element): boolean {
  const [source] = drawn.get(key) ?? [];
  if (!source) return false;
  for (const {name, value} of Array.from(source.attributes)) {
    if (name !== 'data-code-island') element.setAttribute(name, value);
  }
  element.replaceChildren(...Array.from(source.childNodes, (node) => node.cloneNode(true)));
  return true;
}
