/**
 * A table cell whose whole text is a short label (an edition, Yes/No, a status, a setting name of a
 * few characters) never wraps: squeezed, a Chinese label breaks one character a line (社|区|版).
 * Used by the Markdown tables (plugins/scroll-regions) and the catalog tables (src/components/Catalog).
 */
/**
 * Short: at most 8 Chinese characters, or at most 3 words and 24 characters of Latin text.
 * Self-contained (no outer names): the page walk runs its source in the browser (e2e/support/checks/wraps.ts).
 */
export function isShortLabel(text: string): boolean {
  const t = text.trim().replace(/\s+/g, ' ');
  if (!t) return false;
  const cjk = (t.match(/[\u3400-\u9fff\uf900-\ufaff]/gu) ?? []).length;
  if (cjk > 0) return [...t].length <= 10 && cjk <= 8;
  return t.length <= 24 && t.split(' ').length <= 3;
}

/** The class the site's CSS gives a short label's cell (src/css/custom.css). */
export const SHORT_CELL_CLASS = 'cell-nowrap';
