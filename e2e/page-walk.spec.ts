/**
 * The suite's one walk over every docs page with a table or a figure, both locales: each page
 * opened once per colour mode, in a few browser pages side by side. On each page, at 390 px:
 * axe over the main content (scrollable-region-focusable bites where wide tables scroll), the
 * table and figure checks; then at 1280 px, without reloading, the table and figure checks again.
 * Console and page errors on any of them fail the file (the harness).
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import {useHarness, visit} from './support/harness.ts';
import {duplicateVisits, inLanes, pagesWithTablesOrFigures, WIDTHS, type PageCheck, type Scheme} from './support/walk.ts';
import {tableProblems} from './support/checks/tables.ts';
import {figureProblems} from './support/checks/figures.ts';

const h = useHarness();
/** Browser pages per colour mode (WALK_LANES), each in its own context; both modes run at once. */
const LANES = Number(process.env.WALK_LANES ?? 2);
const CHECKS: PageCheck[] = [tableProblems, (page, {width}) => figureProblems(page, width)];
const visits: string[] = [];
/** The axe rules whose result depends on the colours drawn (the others read the DOM, the same in both modes). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

describe('page walk: docs pages with tables or figures', () => {
  // WALK_LIMIT=<n> walks the first n pages only, for a quick look while working on a check.
  const pages = pagesWithTablesOrFigures().slice(0, Number(process.env.WALK_LIMIT) || undefined);

  it('finds the pages in the build, both locales', () => {
    assert.ok(pages.length > 100 || Boolean(process.env.WALK_LIMIT), `found ${pages.length} pages`);
    assert.ok(pages.includes('/en/docs/ai/workflow/http') && pages.includes('/docs/ai/workflow/http'));
    assert.ok(pages.includes('/docs/server/datasources/') && pages.includes('/en/docs/ai/workflow/nodes'));
  });

  it('has no axe violation, hidden table column or unreadable figure, in light or dark mode', {timeout: 80 * 60_000}, async () => {
    const started = Date.now();
    const found = await Promise.all(
      (['light', 'dark'] as const).map(async (scheme: Scheme) => {
        // A context per lane: a second page in one context is a background tab, whose frames and
        // timers Chromium holds back, so its pages would wait for hydration.
        const contexts = await Promise.all(Array.from({length: LANES}, () => h.newContext({colorScheme: scheme, viewport: {width: WIDTHS.phone, height: 844}})));
        const lanes = await Promise.all(contexts.map((context) => context.newPage()));
        const problems = await inLanes(pages, LANES, async (route, lane) => {
          const page = lanes[lane]!;
          const out: string[] = [];
          await page.setViewportSize({width: WIDTHS.phone, height: 844});
          visits.push(`${scheme} ${route}`);
          try {
            await visit(page, h.baseUrl, route);
          } catch (error) {
            // One page that does not load is a problem of its own; the walk goes on with the rest.
            return [`${scheme} ${route}: did not load and hydrate (${(error as Error).message.split('\n')[0]})`];
          }
          if ((await page.getAttribute('html', 'data-theme')) !== scheme) out.push(`${scheme} ${route}: rendered in the other mode`);
          // The page's content; the navbar, sidebar and footer are the same on every page and are
          // checked whole-page in e2e/marketing.spec.ts and e2e/diagrams.spec.ts. The DOM is the same
          // in both modes, so light mode runs every rule and dark mode the rules that read colours.
          const axe = new AxeBuilder({page}).include('main');
          if (scheme === 'dark') axe.withRules([...COLOUR_RULES]);
          const {violations} = await axe.analyze();
          for (const v of violations) out.push(`${scheme} ${route} axe ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
          // Sizes, overflow and label boxes do not depend on the colours: measured in light mode only.
          if (scheme === 'dark') return out;
          for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
            if (width !== WIDTHS.phone) await page.setViewportSize({width, height: 900});
            for (const check of CHECKS) out.push(...(await check(page, {route, scheme, width})).map((p) => `${scheme} ${route} @${width}: ${p}`));
          }
          return out;
        });
        await Promise.all(contexts.map((context) => context.close()));
        return problems.flat();
      }),
    );
    console.log(`page walk: ${pages.length} pages x 2 colour modes, ${LANES} lanes each, in ${Math.round((Date.now() - started) / 1000)} s`);
    assert.deepEqual(found.flat(), []);
  });

  it('opens each page once per colour mode', () => {
    assert.equal(visits.length, pages.length * 2, 'every page visited in both modes');
    assert.deepEqual(duplicateVisits(visits), []);
  });
});
