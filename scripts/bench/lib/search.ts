/**
 * Search latency as a reader on a slow phone feels it: Chromium with 4x CPU throttling, a cold
 * page, focus the search box and type the start of a query; the time to the first result shown
 * (index download included), then the time each further keystroke takes to update the results.
 * Also the Brotli bytes of the index files that the query downloaded.
 */
import type {Browser} from 'playwright-core';
import {brotliSize} from './bytes.ts';
import {median} from './stats.ts';

/**
 * How the reader starts: `travel`, the mouse moves from where it rested in the middle of the
 * window to the box in about 450 ms (a typical aimed movement over that distance) and clicks;
 * `jump`, the pointer appears on the box and clicks at once (Playwright's own click: no reader
 * moves that fast); `shortcut`, Ctrl+K. The time is counted from the box's focus in every case.
 */
export type Start = 'travel' | 'jump' | 'shortcut';

export type SearchFigures = {
  firstResultMs: number;
  firstResultJumpMs: number;
  firstResultShortcutMs: number;
  keystrokeMs: number;
  keystrokeByStartMs: Record<Start, number>;
  indexBrotli: number;
};

/** The resting point, the steps and the pause between steps of the `travel` start. */
export const TRAVEL = {from: {x: 640, y: 450}, steps: 24, stepMs: 18} as const;

declare global {
  interface Window {
    __bench?: {firstHit: number; lastChange: number; keyAt: number; focusAt: number};
  }
}

const HIT = '[class*="dropdownMenu_"] [class*="suggestion_"]';

/** One query: `[typed first, typed key by key after]`. */
export type Query = [string, string];

export async function searchQuery(browser: Browser, baseUrl: string, root: string, pagePath: string, [start, rest]: Query, how: Start = 'travel') {
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
  // The pointer rests in the middle of the window while the reader reads.
  if (how === 'travel') {
    await page.mouse.move(TRAVEL.from.x, TRAVEL.from.y);
    await page.waitForTimeout(300);
  }
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
  if (how === 'jump') await page.locator('input.navbar__search-input').click();
  else if (how === 'shortcut') await page.keyboard.press('Control+K');
  else {
    const target = await page.locator('input.navbar__search-input').boundingBox();
    if (!target) throw new Error('no search box');
    const to = {x: target.x + target.width / 2, y: target.y + target.height / 2};
    for (let i = 1; i <= TRAVEL.steps; i += 1) {
      const f = i / TRAVEL.steps;
      // Eased: fast in the middle of the movement, slow at both ends, as an aimed movement is.
      const e = f * f * (3 - 2 * f);
      await page.mouse.move(TRAVEL.from.x + (to.x - TRAVEL.from.x) * e, TRAVEL.from.y + (to.y - TRAVEL.from.y) * e);
      await page.waitForTimeout(TRAVEL.stepMs);
    }
    await page.mouse.down();
    await page.mouse.up();
  }
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
  const jumps = [];
  const shortcuts = [];
  for (const query of queries) {
    runs.push(await searchQuery(browser, baseUrl, root, pagePath, query, 'travel'));
    jumps.push(await searchQuery(browser, baseUrl, root, pagePath, query, 'jump'));
    shortcuts.push(await searchQuery(browser, baseUrl, root, pagePath, query, 'shortcut'));
  }
  return {
    firstResultMs: median(runs.map((r) => r.firstResultMs)),
    firstResultJumpMs: median(jumps.map((r) => r.firstResultMs)),
    firstResultShortcutMs: median(shortcuts.map((r) => r.firstResultMs)),
    // Every further keystroke of every start: the box is the same once it has its first result.
    keystrokeMs: median([...runs, ...jumps, ...shortcuts].map((r) => r.keystrokeMs)),
    keystrokeByStartMs: {
      travel: median(runs.map((r) => r.keystrokeMs)),
      jump: median(jumps.map((r) => r.keystrokeMs)),
      shortcut: median(shortcuts.map((r) => r.keystrokeMs)),
    },
    indexBrotli: median(runs.map((r) => r.indexBrotli)),
  };
}
