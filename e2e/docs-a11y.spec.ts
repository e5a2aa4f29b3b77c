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
          // The canonical link names the route exactly (leaf routes have no trailing slash).
          const canonical = /<link[^>]*\brel="?canonical"?[^>]*\bhref="?([^"\s>]+)/.exec(html);
          if (canonical) found.push(new URL(canonical[1]!).pathname);
        }
      }
    };
    const dir = path.join(build, root);
    if (fs.existsSync(dir)) walk(dir);
  }
  return [...new Set(found)].sort();
}

describe('accessibility of docs pages with tables or figures', () => {
  const pages = pagesWithTablesOrFigures();

  it('finds the pages in the build, both locales', () => {
    assert.ok(pages.length > 100, `found ${pages.length} pages`);
    assert.ok(pages.includes('/en/docs/ai/workflow/http') && pages.includes('/docs/ai/workflow/http'));
    assert.ok(pages.includes('/docs/server/datasources/') && pages.includes('/en/docs/ai/workflow/nodes'));
  });

  // The two colour modes run side by side, each in its own page of the one browser.
  it('reports no axe violations in light or dark mode', {timeout: 90 * 60_000}, async () => {
    const started = Date.now();
    const found = await Promise.all(
      (['light', 'dark'] as const).map(async (scheme) => {
        const page = await h.newPage({colorScheme: scheme, viewport: {width: 375, height: 812}});
        const problems: string[] = [];
        for (const route of pages) {
          await visit(page, h.baseUrl, route);
          assert.equal(await page.getAttribute('html', 'data-theme'), scheme);
          // The page's content (where the tables and figures are); the navbar, sidebar and footer are
          // the same on every page and are checked whole-page in e2e/marketing.spec.ts and e2e/diagrams.spec.ts.
          const {violations} = await new AxeBuilder({page}).include('main').analyze();
          for (const v of violations) {
            problems.push(`${scheme} ${route} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
          }
          // AXE_PROGRESS=<file>: one line per page checked, for following a long run.
          if (process.env.AXE_PROGRESS) {
            fs.appendFileSync(process.env.AXE_PROGRESS, `${scheme} ${route} ${violations.map((v) => v.id).join(',') || 'ok'}\n`);
          }
        }
        await page.context().close();
        return problems;
      }),
    );
    console.log(`axe: ${pages.length} pages x 2 colour modes in ${Math.round((Date.now() - started) / 1000)} s`);
    assert.deepEqual(found.flat(), []);
  });
});
