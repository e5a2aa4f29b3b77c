/**
 * Axe for the browser tests: `axe(page)` is an AxeBuilder that runs axe-core in the page itself
 * (legacy mode). The default mode merges the results of each frame in a blank page it opens for
 * every run, which doubled the time of each run. The site has no frames, and `axe()` fails on a
 * page that has one, so that the shortcut cannot hide a frame from axe.
 */
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from 'playwright-core';

export function axe(page: Page): AxeBuilder {
  assert.equal(page.frames().length, 1, `${page.url()} has frames: axe's legacy mode would not read them`);
  // Only violations are reported in full: axe then skips building selectors for every node that
  // passes (a third of the time of a run on a docs page). Set first: `options()` replaces.
  return new AxeBuilder({page}).options({resultTypes: ['violations']}).setLegacyMode(true);
}
