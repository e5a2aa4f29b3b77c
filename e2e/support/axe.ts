/**
 * Axe for the browser tests: `axe(page)` runs axe-core in the page itself and returns its
 * violations. The chain reads like @axe-core/playwright's builder (`include`, `withTags`,
 * `withRules`, `analyze`), which this replaced: in its legacy mode the builder evaluated axe's
 * 550 KB source twice on every `analyze()`, about 70 ms each on a docs page, and the page walk
 * analyses each page twice (light, then dark). Here the source is evaluated once per document:
 * a navigation clears `window.axe`, and the next `analyze()` evaluates it again.
 *
 * The site has no frames, and `axe()` fails on a page that has one, since axe here reads the top
 * document only.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import type {AxeResults, ElementContext, RunOptions} from 'axe-core';
import type {Page} from 'playwright-core';

const source = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeRun = {
  /** Limit the run to the elements matching `selector` (several calls add up). */
  include: (selector: string) => AxeRun;
  /** Run only the rules carrying one of these tags. */
  withTags: (tags: string[]) => AxeRun;
  /** Run only these rules. */
  withRules: (rules: string[]) => AxeRun;
  /** Run axe; only violations are reported in full. */
  analyze: () => Promise<Pick<AxeResults, 'violations'>>;
};

export function axe(page: Page): AxeRun {
  assert.equal(page.frames().length, 1, `${page.url()} has frames: axe here reads the top document only`);
  const include: string[] = [];
  let runOnly: RunOptions['runOnly'];
  const run: AxeRun = {
    include: (selector) => (include.push(selector), run),
    withTags: (tags) => ((runOnly = {type: 'tag', values: tags}), run),
    withRules: (rules) => ((runOnly = {type: 'rule', values: rules}), run),
    analyze: async () => {
      if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
      // Only violations are built in full: axe then skips building selectors for every node that
      // passes (a third of the time of a run on a docs page).
      const options: RunOptions = {resultTypes: ['violations'], ...(runOnly ? {runOnly} : {})};
      const context: ElementContext = include.length ? {include: include.map((s) => [s])} : document0;
      // The page hands back plain JSON; typed here, not through evaluate's generics (too deep for tsc).
      const violations = (await page.evaluate(
        ([context, options]) => (window as unknown as {axe: {run: (c: unknown, o: unknown) => Promise<{violations: unknown}>}}).axe.run(context, options).then((r) => r.violations),
        [context, options] as [unknown, unknown],
      )) as AxeResults['violations'];
      return {violations};
    },
  };
  return run;
}

/** The whole document, as axe's context when nothing is included. */
const document0: ElementContext = {exclude: []};
