/**
 * Search latency as a reader on a slow phone feels it: Chromium with 4x CPU throttling, a cold
 * page, focus the search box and type the start of a query; the time to the first result shown
 * (index download included), then the time each further keystroke takes to update the results.
 * Also the Brotli bytes of the index files that the query downloaded.
 */
import type {Browser} from 'playwright-core';
import {brotliSize} from './bytes.ts';
import {median} from './stats.ts';

export type SearchFigures = {firstResultMs: number; keystrokeMs: number; indexBrotli: number};

declare global {
  interface Window {
    __bench?: {firstHit: number; lastChange: number; keyAt: number; focusAt: number};
  }
}

const HIT = '[class*="dropdownMenu_"] [class*="suggestion_"]';

/** One query: `[typed first, typed key by key after]`. */
export type Query = [string, string];

export async function searchQuery(browser: Browser, baseUrl: string, root: string, pagePath: string, [start, rest]: Query) {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  const origin = new URL(baseUrl).origin;
  await context.route('**/*', (route) => (route.request().url().startsWith(origin) ? route.continue() : route.abort()));
  const page = await context.newPage();
  const indexFiles = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/search-index/.test(url.pathname)) indexFiles.add(url.pathname);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.goto(baseUrl + pagePath, {waitUntil: 'load'});
  // The entry scripts run after the first paint: measure from a hydrated page, as before.
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
  await page.evaluate((hitSelector) => {
    const state = {firstHit: 0, lastChange: 0, keyAt: 0, focusAt: 0};
    window.__bench = state;
    new MutationObserver((mutations) => {
      const inResults = mutations.some((m) => {
        const el = m.target instanceof Element ? m.target : m.target.parentElement;
        return Boolean(el?.closest('[class*="dropdownMenu_"]') || el?.querySelector?.('[class*="dropdownMenu_"]'));
      });
      if (!inResults) return;
      const now = performance.now();
      state.lastChange = now;
      if (!state.firstHit && document.querySelector(hitSelector)) state.firstHit = now;
    }).observe(document.body, {subtree: true, childList: true, characterData: true});
    // Listen on the document: the box in the navbar is replaced by the plugin's on first focus.
    // (No named helper functions in here: the TypeScript loader would wrap them in one the page lacks.)
    const box = 'input.navbar__search-input';
    // The plugin focuses the box again once its index has loaded: the first focus is the reader's.
    document.addEventListener('focusin', (event) => {
      if (event.target instanceof HTMLInputElement && event.target.matches(box) && !state.focusAt) state.focusAt = performance.now();
    });
    document.addEventListener(
      'input',
      (event) => {
        if (event.target instanceof HTMLInputElement && event.target.matches(box)) state.keyAt = performance.now();
      },
      {capture: true},
    );
  }, HIT);
  await page.locator('input.navbar__search-input').click();
  await page.keyboard.type(start);
  await page.waitForSelector(HIT, {timeout: 120_000});
  const firstResultMs = await page.evaluate(() => window.__bench!.firstHit - window.__bench!.focusAt);
  if (process.env.BENCH_DEBUG) console.log(start, await page.evaluate(() => ({...window.__bench, now: performance.now()})), [...indexFiles]);
  const settle = () =>
    page.waitForFunction(() => performance.now() - Math.max(window.__bench!.keyAt, window.__bench!.lastChange) > 400, undefined, {
      polling: 50,
    });
  await settle();
  const keystrokes: number[] = [];
  for (const char of rest) {
    await page.keyboard.type(char);
    await settle();
    const {keyAt, lastChange} = await page.evaluate(() => window.__bench!);
    if (lastChange > keyAt) keystrokes.push(lastChange - keyAt);
  }
  await context.close();
  return {
    firstResultMs,
    keystrokeMs: median(keystrokes),
    indexBrotli: [...indexFiles].reduce((sum, p) => sum + brotliSize(root, p), 0),
  };
}

/** Median figures over several queries. */
export async function searchFigures(browser: Browser, baseUrl: string, root: string, pagePath: string, queries: Query[]): Promise<SearchFigures> {
  const runs = [];
  for (const query of queries) runs.push(await searchQuery(browser, baseUrl, root, pagePath, query));
  return {
    firstResultMs: median(runs.map((r) => r.firstResultMs)),
    keystrokeMs: median(runs.map((r) => r.keystrokeMs)),
    indexBrotli: median(runs.map((r) => r.indexBrotli)),
  };
}
