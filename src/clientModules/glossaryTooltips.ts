/**
 * Escape hides an open glossary tooltip (plugins/glossary-tooltips, src/css/glossary.css), as a
 * tooltip must be dismissable without moving the pointer or the focus (WCAG 1.4.13). The tooltip
 * itself needs no script: this only adds `data-dismissed` to the open terms, until the pointer
 * leaves the term or the focus moves on, and moves an opening tooltip under its word (`placeTip`).
 * One listener per event on the document.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const OPEN = '.glossary-term:hover, .glossary-term:focus-within';

export function dismissOpenTerms(doc: Document): number {
  const open = doc.querySelectorAll(OPEN);
  open.forEach((term) => term.setAttribute('data-dismissed', ''));
  return open.length;
}

/**
 * Without script a tooltip starts at the left edge of its paragraph, which can be a column's width
 * from a term near the line's end. Opening, it moves under the start of its word, as far as it fits
 * inside the paragraph: its left offset is the word's, less what would reach past the right edge.
 */
export function placeTip(term: Element): void {
  const tip = term.querySelector<HTMLElement>(':scope > .glossary-term__tip');
  const rects = term.querySelector('.glossary-term__word')?.getClientRects();
  const box = tip?.offsetParent;
  if (!tip || !rects?.length || !(box instanceof HTMLElement) || tip.offsetWidth === 0) return;
  const word = rects[rects.length - 1]!;
  const left = word.left - box.getBoundingClientRect().left - box.clientLeft;
  tip.style.left = `${Math.max(0, Math.min(left, box.clientWidth - tip.offsetWidth))}px`;
}

function open(event: Event): void {
  const term = (event.target as Element | null)?.closest?.('.glossary-term');
  if (term) placeTip(term);
}

function restore(event: Event): void {
  const term = (event.target as Element | null)?.closest?.('.glossary-term[data-dismissed]');
  if (term && !term.contains((event as FocusEvent).relatedTarget as Node | null)) term.removeAttribute('data-dismissed');
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') dismissOpenTerms(document);
  });
  document.addEventListener('mouseover', open);
  document.addEventListener('focusin', open);
  document.addEventListener('focusout', restore);
  document.addEventListener('mouseout', restore);
}
