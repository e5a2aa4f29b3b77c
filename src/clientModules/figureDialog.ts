/**
 * Opens a docs figure full-screen in a `<dialog>` on a click or tap on the figure, or on its
 * button (plugins/diagrams/remark.ts). One listener on the document, no layout work: the dialog
 * holds a copy of the figure's SVG, scaled up to fill the screen (at most twice its size) or
 * left at its size and scrolled on a small screen. Escape or the close button closes it, and the
 * focus goes back where it was (native `<dialog>` behaviour).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export function openFigure(figure: Element, doc: Document = document): HTMLDialogElement | null {
  const svg = figure.querySelector<SVGSVGElement>('.diagram__svg');
  if (!svg) return null;
  const english = doc.documentElement.lang.startsWith('en');
  const dialog = doc.createElement('dialog');
  dialog.className = 'diagram-dialog';
  dialog.setAttribute('aria-label', figure.getAttribute('data-diagram') ?? '');
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'diagram-dialog__close';
  close.textContent = '×';
  close.setAttribute('aria-label', english ? 'Close' : '关闭');
  close.addEventListener('click', () => dialog.close());
  const copy = svg.cloneNode(true) as SVGSVGElement;
  // The copy's ids would repeat the page's: rename them, and the references to them.
  copy.innerHTML = copy.innerHTML.replace(/(id="|url\(#)(diagram-)/g, '$1zoom-$2');
  for (const attribute of ['aria-labelledby', 'aria-describedby']) copy.setAttribute(attribute, `zoom-${copy.getAttribute(attribute) ?? ''}`);
  const width = Number(svg.getAttribute('width'));
  const height = Number(svg.getAttribute('height'));
  const scale = Math.max(1, Math.min(2, (innerWidth - 48) / width, (innerHeight - 96) / height));
  copy.style.width = `${Math.round(width * scale)}px`;
  copy.style.height = `${Math.round(height * scale)}px`;
  copy.style.maxWidth = 'none';
  dialog.append(close, copy);
  dialog.addEventListener('close', () => dialog.remove());
  // A click on the backdrop (the dialog box itself, outside its content) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  doc.body.append(dialog);
  dialog.showModal();
  return dialog;
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const trigger = target?.closest?.('.diagram__open, .diagram__scroll > .diagram__svg');
    const figure = trigger?.closest('figure.diagram');
    if (figure) openFigure(figure);
  });
}
