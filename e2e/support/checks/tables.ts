/**
 * Tables a reader can read whole: a table wider than its column scrolls inside its region with a
 * visible cue (the scroll shadows of src/css/custom.css, painted as background gradients), and its
 * first column (the names a row is about) stays in view while the others scroll. The catalogs get
 * the full content width (no table of contents beside them); since issue 42 their names and keys
 * never break inside a word, so the widest of them scrolls even at a desktop width.
 */
import type {PageCheck} from '../walk.ts';

/** Catalog pages whose tables get the full content width (no table of contents beside them). */
export const FULL_WIDTH_TABLES = ['/docs/ai/models/', '/docs/server/sso/providers', '/docs/server/sso/', '/docs/server/datasources/'];

export const tableProblems: PageCheck = async (page, {route, width}) => {
  const regions = await page.$$eval('article .scroll-region', (els) =>
    els.map((el) => {
      const style = getComputedStyle(el);
      return {
        label: el.getAttribute('aria-label') ?? '',
        hidden: el.scrollWidth - el.clientWidth,
        cue: /gradient/.test(style.backgroundImage) && style.backgroundAttachment.includes('local'),
        firstSticky: Array.from(el.querySelectorAll('tr > :first-child')).every((c) => getComputedStyle(c).position === 'sticky'),
      };
    }),
  );
  const problems: string[] = [];
  const catalog = FULL_WIDTH_TABLES.includes(route.replace(/^\/en\//, '/'));
  for (const r of regions) {
    if (r.hidden <= 1) continue;
    if (!r.cue) problems.push(`table "${r.label}" hides ${r.hidden} px at ${width} px with no scroll cue`);
    if (!r.firstSticky) problems.push(`table "${r.label}" hides ${r.hidden} px at ${width} px and its first column scrolls away with the rest`);
    // At a desktop width a catalog may scroll, but most of it shows: more than 600 px hidden of the
    // 948 px column would leave the reader with the names and little else.
    if (catalog && width >= 1280 && r.hidden > 600) problems.push(`catalog table "${r.label}" hides ${r.hidden} px at ${width} px`);
  }
  return problems;
};
