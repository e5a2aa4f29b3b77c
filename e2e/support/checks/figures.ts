/**
 * What a reader sees of the docs figures (plugins/diagrams) on a page that is already loaded.
 * Returns one sentence per problem, naming the figure by its title:
 * - at 1280 px, a figure with text under 11 px on screen: the text's font size times the SVG's
 *   scale (rendered width / viewBox width), one line per figure with its smallest text;
 * - a label wider than its box: the text's bounding box against the smallest shape of its own
 *   group (node, edge label, subgraph header) that holds the text's centre, both measured in the
 *   SVG's own units with the font the browser actually drew;
 * - two labels that overlap;
 * - at 390 px, a figure wider than the viewport that no horizontally scrollable box holds.
 *
 * Self-contained: the callback runs in the page, so it may not call helpers defined here (tsx
 * would wrap them in a `__name` call the page lacks).
 */
import type {Page} from 'playwright-core';

export const MIN_FIGURE_TEXT_PX = 11;

export async function figureProblems(page: Page, width: number): Promise<string[]> {
  return page.$$eval(
    'figure.diagram svg',
    (svgs, {width, minPx}) => {
      const problems: string[] = [];
      const viewport = document.documentElement.clientWidth;
      const shapes = 'rect, polygon, ellipse, circle, path';
      svgs.forEach((node, index) => {
        const svg = node as SVGSVGElement;
        const figure = svg.closest('figure');
        const name = `${location.pathname} figure ${index + 1} "${figure?.getAttribute('data-diagram') ?? ''}"`;
        const box = svg.getBoundingClientRect();
        const viewBox = svg.viewBox.baseVal;
        const scale = viewBox && viewBox.width > 0 ? box.width / viewBox.width : 1;
        const texts = Array.from(svg.querySelectorAll('text')).filter((t) => (t.textContent ?? '').trim() !== '');

        if (width >= 1280) {
          let smallest = Infinity;
          let smallestText = '';
          let count = 0;
          for (const t of texts) {
            const px = parseFloat(getComputedStyle(t).fontSize) * scale;
            if (px < minPx - 0.05) count += 1;
            if (px < smallest) {
              smallest = px;
              smallestText = t.textContent ?? '';
            }
          }
          if (count > 0) problems.push(`${name}: ${count} text(s) under ${minPx} px on screen, smallest ${smallest.toFixed(1)} px ("${smallestText}")`);
        }

        const boxes = texts.map((t) => ({t, b: t.getBBox()}));
        for (const {t, b} of boxes) {
          const cx = b.x + b.width / 2;
          const cy = b.y + b.height / 2;
          let home: DOMRect | undefined;
          for (const s of Array.from(t.parentElement?.children ?? [])) {
            if (s === t || !s.matches(shapes)) continue;
            const r = (s as SVGGraphicsElement).getBBox();
            if (cx < r.x || cx > r.x + r.width || cy < r.y || cy > r.y + r.height) continue;
            if (!home || r.width * r.height < home.width * home.height) home = r;
          }
          if (home && (b.x < home.x - 0.5 || b.x + b.width > home.x + home.width + 0.5)) {
            problems.push(`${name}: label "${t.textContent}" is ${b.width.toFixed(1)} wide, its box ${home.width.toFixed(1)}`);
          }
        }
        for (let i = 0; i < boxes.length; i += 1) {
          for (let j = i + 1; j < boxes.length; j += 1) {
            const a = boxes[i]!.b;
            const c = boxes[j]!.b;
            const w = Math.min(a.x + a.width, c.x + c.width) - Math.max(a.x, c.x);
            const h = Math.min(a.y + a.height, c.y + c.height) - Math.max(a.y, c.y);
            if (w > 1 && h > 1) problems.push(`${name}: labels "${boxes[i]!.t.textContent}" and "${boxes[j]!.t.textContent}" overlap`);
          }
        }

        if (width <= 390 && (box.right > viewport + 0.5 || box.left < -0.5)) {
          let scroller: Element | null = svg.parentElement;
          while (scroller && scroller !== document.body) {
            const style = getComputedStyle(scroller);
            const r = scroller.getBoundingClientRect();
            if (/(auto|scroll)/.test(style.overflowX) && scroller.scrollWidth > scroller.clientWidth && r.left >= -0.5 && r.right <= viewport + 0.5) break;
            scroller = scroller.parentElement;
          }
          if (!scroller || scroller === document.body) {
            problems.push(`${name}: ${Math.round(box.width)} px wide in a ${viewport} px viewport, and nothing scrolls it`);
          }
        }
      });
      return problems;
    },
    {width, minPx: MIN_FIGURE_TEXT_PX},
  );
}
