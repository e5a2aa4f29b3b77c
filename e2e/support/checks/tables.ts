/**
 * Tables a reader can read whole: a table wider than its column scrolls inside its region with a
 * visible cue (the scroll shadows of src/css/custom.css, painted as background gradients), and on
 * the catalog pages, whose hidden columns are the ones a reader came for, every column shows at a
 * desktop width.
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
      };
    }),
  );
  const problems: string[] = [];
  const catalog = FULL_WIDTH_TABLES.includes(route.replace(/^\/en\//, '/'));
  for (const r of regions) {
    if (r.hidden <= 1) continue;
    if (!r.cue) problems.push(`table "${r.label}" hides ${r.hidden} px at ${width} px with no scroll cue`);
    if (catalog && width >= 1280) problems.push(`catalog table "${r.label}" hides ${r.hidden} px at ${width} px`);
  }
  return problems;
};
