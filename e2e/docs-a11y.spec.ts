/**
 * axe on every docs page that holds a table or a figure, in both locales and both colour modes.
 * The pages are found in the build (a `<table` or `<figure` inside the article), so a new page
 * with a table is covered without listing it. At a phone's width wide tables scroll sideways,
 * which is where `scrollable-region-focusable` bites; one browser, one page per colour mode, the
 * pages in sequence.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import {BUILD, useHarness, visit} from './support/harness.ts';

const h = useHarness();

/** Routes of built docs pages whose article has a table or a figure. */
export function pagesWithTablesOrFigures(build = BUILD): string[] {
  const found: string[] = [];
  for (const root of ['docs', 'en/docs']) {
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.html')) {
          const html = fs.readFileSync(full, 'utf8');
          const article = html.slice(html.indexOf('<article'), html.lastIndexOf('</article>'));
          if (!/<(table|figure)[\s>]/.test(article)) continue;
          const rel = path.relative(build, full).split(path.sep).join('/');
          found.push('/' + rel.replace(/index\.html$/, '').replace(/\.html$/, ''));
        }
      }
    };
    const dir = path.join(build, root);
    if (fs.existsSync(dir)) walk(dir);
  }
  return found.sort();
}

describe('accessibility of docs pages with tables or figures', () => {
  const pages = pagesWithTablesOrFigures();

  it('finds the pages in the build, both locales', () => {
    assert.ok(pages.length > 100, `found ${pages.length} pages`);
    assert.ok(pages.includes('/en/docs/ai/workflow/http') && pages.includes('/docs/ai/workflow/http'));
    assert.ok(pages.includes('/docs/server/datasources/') && pages.includes('/en/docs/ai/workflow/nodes'));
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`reports no axe violations in ${scheme} mode`, {timeout: 30 * 60_000}, async () => {
      const page = await h.newPage({colorScheme: scheme, viewport: {width: 375, height: 812}});
      const found: string[] = [];
      for (const route of pages) {
        await visit(page, h.baseUrl, route);
        assert.equal(await page.getAttribute('html', 'data-theme'), scheme);
        const {violations} = await new AxeBuilder({page}).analyze();
        for (const v of violations) {
          found.push(`${route} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
        }
      }
      console.log(`axe (${scheme}): ${pages.length} pages`);
      assert.deepEqual(found, []);
      await page.context().close();
    });
  }
});
