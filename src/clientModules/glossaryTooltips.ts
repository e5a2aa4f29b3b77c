/**
 * Escape hides an open glossary tooltip (plugins/glossary-tooltips, src/css/glossary.css), as a
 * tooltip must be dismissable without moving the pointer or the focus (WCAG 1.4.13). The tooltip
 * itself needs no script: this only adds `data-dismissed` to the open terms, until the pointer
 * leaves the term or the focus moves on. One listener per event on the document.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const OPEN = '.glossary-term:hover, .glossary-term:focus-within';

export function dismissOpenTerms(doc: Document): number {
  const open = doc.querySelectorAll(OPEN);
  open.forEach((term) => term.setAttribute('data-dismissed', ''));
  return open.length;
}

function restore(event: Event): void {
  const term = (event.target as Element | null)?.closest?.('.glossary-term[data-dismissed]');
  if (term && !term.contains((event as FocusEvent).relatedTarget as Node | null)) term.removeAttribute('data-dismissed');
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') dismissOpenTerms(document);
  });
  document.addEventListener('focusout', restore);
  document.addEventListener('mouseout', restore);
}
