/**
 * The suite's one walk over every docs page, tag pages included, both locales, in a few
 * browser pages side by side. Each page is loaded once, in light mode at 390 px: axe over the main
 * content (scrollable-region-focusable bites where wide tables scroll), the table and figure
 * checks and the word-wrap check (names, code and short labels whole; the title on its own row); at
 * 1280 px, without reloading, the table, wrap and figure checks again; then the system turns
 * dark, the page follows without a reload, and axe's colour rules run again. Console and page
 * errors on any of them fail the file (the harness).
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {useHarness, visit} from './support/harness.ts';
import {axe} from './support/axe.ts';
import type {Page} from 'playwright-core';
import {duplicateVisits, inLanes, docsPages, WIDTHS, type PageCheck} from './support/walk.ts';
import {tableProblems} from './support/checks/tables.ts';
import {figureProblems} from './support/checks/figures.ts';
import {wrapProblems} from './support/checks/wraps.ts';

const h = useHarness();
/** Browser pages working side by side (WALK_LANES), each in its own context. */
const LANES = Number(process.env.WALK_LANES ?? 2);
const CHECKS: PageCheck[] = [tableProblems, wrapProblems, (page, {width}) => figureProblems(page, width)];
const visits: string[] = [];
/** The axe rules whose result depends on the colours drawn (the others read the DOM, the same in both modes). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Axe over the page's main content (every rule, or only `rules`), one line per violation. */
async function axeProblems(page: Page, label: string, rules?: string[]): Promise<string[]> {
  const builder = axe(page).include('main');
  if (rules) builder.withRules(rules);
  const {violations} = await builder.analyze();
  return violations.map((v) => `${label} axe ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

describe('page walk: every docs page', () => {
  // WALK_LIMIT=<n> walks the first n pages only, for a quick look while working on a check;
  // WALK_ONLY=<regex> walks the pages whose path it matches (the pages a writer changed).
  const all = docsPages();
  const only = process.env.WALK_ONLY ? new RegExp(process.env.WALK_ONLY) : null;
  const pages = all.filter((p) => !only || only.test(p)).slice(0, Number(process.env.WALK_LIMIT) || undefined);

  it('finds the pages in the build, both locales', () => {
    assert.ok(all.length > 600, `found ${all.length} pages`);
    assert.ok(all.includes('/en/docs/ai/workflow/http') && all.includes('/docs/ai/workflow/http'));
    assert.ok(all.includes('/docs/server/datasources/') && all.includes('/en/docs/ai/workflow/nodes'));
    // A page with neither a table nor a figure, and a tag page.
    assert.ok(all.includes('/en/docs/ai/chat/') && all.includes('/docs/tags') && all.includes('/en/docs/tags/sql'));
    assert.ok(!all.includes('/docs/models/management'), 'a moved page\'s redirect stub is not walked');
  });

  // One test per locale, each with its own limit (a limit, not a wait): the whole walk of 1 444
  // views took 2 278 s in CI's run of 2026-12-01 on a quiet machine and 3 091 s on 2026-12-05 on a
  // busy one, and once ran past a single 60-minute limit on a loaded machine; a locale is half of
  // it, so each half has twice the headroom and the suite stays inside its 90 minutes.
  const locales: [string, string[]][] = [
    ['zh-Hans', pages.filter((p) => !p.startsWith('/en/'))],
    ['en', pages.filter((p) => p.startsWith('/en/'))],
  ];
  for (const [locale, localePages] of locales) it(`has no axe violation, hidden table column or unreadable figure, in light or dark mode (${locale})`, {timeout: 60 * 60_000}, async () => {
    const started = Date.now();
    // A context per lane: a second page in one context is a background tab, whose frames and
    // timers Chromium holds back, so its pages would wait for hydration.
    const contexts = await Promise.all(Array.from({length: LANES}, () => h.newContext({colorScheme: 'light', viewport: {width: WIDTHS.phone, height: 844}})));
    const lanes = await Promise.all(contexts.map((context) => context.newPage()));
    const found = await inLanes(localePages, LANES, async (route, lane) => {
      const page = lanes[lane]!;
      const out: string[] = [];
      await page.emulateMedia({colorScheme: 'light'});
      await page.setViewportSize({width: WIDTHS.phone, height: 844});
      visits.push(`light ${route}`);
      try {
        await visit(page, h.baseUrl, route);
      } catch (error) {
        // One page that does not load is a problem of its own; the walk goes on with the rest.
        return [`${route}: did not load and hydrate (${(error as Error).message.split('\n')[0]})`];
      }
      if ((await page.getAttribute('html', 'data-theme')) !== 'light') out.push(`light ${route}: rendered in the other mode`);
      // The page's content; the navbar, sidebar and footer are the same on every page and are
      // checked whole-page in e2e/marketing.spec.ts and e2e/diagrams.spec.ts. The DOM is the same
      // in both modes, so light mode runs every rule and dark mode the rules that read colours.
      out.push(...(await axeProblems(page, `light ${route}`)));
      // Sizes, overflow and label boxes do not depend on the colours: measured in light mode only.
      for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
        if (width !== WIDTHS.phone) await page.setViewportSize({width, height: 900});
        for (const check of CHECKS) out.push(...(await check(page, {route, scheme: 'light', width})).map((p) => `light ${route} @${width}: ${p}`));
      }
      // Dark mode as a reader gets it when the system turns dark with nothing stored: the site
      // follows the system preference and re-renders (code colours included) without a reload.
      visits.push(`dark ${route}`);
      await page.emulateMedia({colorScheme: 'dark'});
      try {
        // A generous limit, not a wait: the switch is one media-query event and a re-render, which
        // a loaded CI machine once took more than 5 s to deliver (session 43, /en/docs/server/organization/copilot/).
        await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark', undefined, {timeout: 30_000});
      } catch {
        return [...out, `dark ${route}: did not follow the system's dark mode`];
      }
      // Links and buttons fade to their dark colours (CSS transitions): axe reads the colours once
      // they have arrived, as a reader sees them, not half-way. Each transition is moved to its end
      // at once (the same final colours, without waiting about 0.2 s a page for them).
      await page.evaluate(() => {
        for (const animation of document.getAnimations()) {
          try {
            animation.finish();
          } catch {
            // An endless animation (a spinner) has no end to move to; it draws no text colour.
          }
        }
      });
      out.push(...(await axeProblems(page, `dark ${route}`, COLOUR_RULES)));
      return out;
    });
    await Promise.all(contexts.map((context) => context.close()));
    console.log(`page walk (${locale}): ${localePages.length} pages x 2 colour modes, ${LANES} lanes, in ${Math.round((Date.now() - started) / 1000)} s`);
    assert.deepEqual(found.flat(), []);
  });

  it('opens each page once per colour mode', () => {
    assert.equal(visits.length, pages.length * 2, 'every page visited in both modes');
    assert.deepEqual(duplicateVisits(visits), []);
  });
});
