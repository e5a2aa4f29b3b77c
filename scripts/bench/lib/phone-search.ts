/**
 * Search as a reader on a phone meets it: a 390 px touch screen, a slow 4G connection (150 ms,
 * 1.6 Mbit/s down, Lighthouse's mobile profile) and a CPU slowed 4x, on a cold page opened at a
 * start page (the home page, the blog, pricing or a docs page). The reader taps the search box and
 * types a word; the figure is the time from the tap's focus to the first result in the dropdown.
 * The search index files are counted where they cross the network: at the server, which sees a
 * request only when the browser's HTTP cache could not answer it.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Browser} from 'playwright-core';
import {createSiteServer} from '../../serve/server.ts';
import {median} from './stats.ts';

/** The phone: network as Lighthouse's mobile preset throttles it, CPU 4x slower than this machine. */
export const PHONE = {
  viewport: {width: 390, height: 844},
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

export type PhoneStart = {name: string; path: string; query: string};

export type PhoneRun = {firstResultMs: number; transfers: Record<string, number>; bytes: number};

export type PhoneFigures = {
  start: PhoneStart;
  runs: number;
  /** Median time from the box's focus to its first result. */
  firstResultMs: number;
  /** The most times any one index file crossed the network in a run. */
  maxTransfersPerFile: number;
  /** Index files fetched (the hash left out), with the median number of transfers per run. */
  files: Record<string, number>;
  /** Median bytes of index files sent per run, as the server sent them. */
  bytes: number;
};

const INDEX = /\/search-index[^/]*\.json$/;
const HIT = '[class*="dropdownMenu_"] [class*="suggestion_"]';

declare global {
  interface Window {
    __phone?: {focusAt: number; firstHit: number};
  }
}

/** A file's name without its content hash: `search-index-docs-ai-7d3fdc0a.json` -> `search-index-docs-ai.json`. */
export function indexName(pathname: string): string {
  const base = pathname.slice(pathname.lastIndexOf('/') + 1);
  return base.replace(/-[0-9a-f]{8}\.json$/, '.json');
}

/** A site server for `root` that counts the index files it sends and their bytes. */
export async function countingServer(root: string): Promise<{url: string; take: () => {transfers: Record<string, number>; bytes: number}; close: () => Promise<void>}> {
  let transfers: Record<string, number> = {};
  let bytes = 0;
  const server: http.Server = createSiteServer(root);
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (!INDEX.test(pathname)) return;
    const name = indexName(pathname);
    transfers[name] = (transfers[name] ?? 0) + 1;
    res.on('finish', () => {
      bytes += Number(res.getHeader('content-length') ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    take: () => {
      const taken = {transfers, bytes};
      transfers = {};
      bytes = 0;
      return taken;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One cold run: open `start.path` on the phone, tap the box, type the query, wait for a result. */
export async function phoneSearchRun(browser: Browser, server: Awaited<ReturnType<typeof countingServer>>, start: PhoneStart): Promise<PhoneRun> {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    isMobile: true,
    hasTouch: true,
    // The site is served over HTTPS in production, where browsers ask for Brotli; over plain
    // HTTP Chromium does not, so ask for it here to get the bytes a reader gets.
    extraHTTPHeaders: {'Accept-Encoding': 'br, gzip'},
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerSecond,
      uploadThroughput: PHONE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: PHONE.cpuSlowdown});
    await page.goto(server.url + start.path, {waitUntil: 'load', timeout: 180_000});
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 180_000});
    // Nothing before intent: whatever the page load fetched is not the reader's search.
    server.take();
    await page.evaluate((hit) => {
      const state = {focusAt: 0, firstHit: 0};
      window.__phone = state;
      document.addEventListener('focusin', (event) => {
        if (!state.focusAt && event.target instanceof HTMLInputElement && event.target.matches('input.navbar__search-input')) state.focusAt = performance.now();
      });
      new MutationObserver(() => {
        if (!state.firstHit && document.querySelector(hit)) state.firstHit = performance.now();
      }).observe(document.body, {subtree: true, childList: true});
    }, HIT);
    await page.tap('input.navbar__search-input');
    await page.keyboard.type(start.query);
    await page.waitForSelector(HIT, {timeout: 180_000});
    const {focusAt, firstHit} = await page.evaluate(() => window.__phone!);
    // A second fetch racing the first arrives a little later: give it time to reach the server.
    await page.waitForTimeout(2000);
    const {transfers, bytes} = server.take();
    return {firstResultMs: firstHit - focusAt, transfers, bytes};
  } finally {
    await context.close();
  }
}

/** `runs` cold runs of each start, medians. */
export async function phoneSearchFigures(browser: Browser, root: string, starts: PhoneStart[], runs: number, log: (line: string) => void = () => undefined): Promise<PhoneFigures[]> {
  const server = await countingServer(root);
  try {
    const out: PhoneFigures[] = [];
    for (const start of starts) {
      const results: PhoneRun[] = [];
      for (let i = 0; i < runs; i += 1) {
        const run = await phoneSearchRun(browser, server, start);
        log(`  ${start.name} run ${i + 1}: ${Math.round(run.firstResultMs)} ms, ${JSON.stringify(run.transfers)}, ${Math.round(run.bytes / 1024)} KB`);
        results.push(run);
      }
      const names = [...new Set(results.flatMap((r) => Object.keys(r.transfers)))].sort();
      out.push({
        start,
        runs,
        firstResultMs: median(results.map((r) => r.firstResultMs)),
        maxTransfersPerFile: Math.max(0, ...results.flatMap((r) => Object.values(r.transfers))),
        files: Object.fromEntries(names.map((n) => [n, median(results.map((r) => r.transfers[n] ?? 0))])),
        bytes: median(results.map((r) => r.bytes)),
      });
    }
    return out;
  } finally {
    await server.close();
  }
}
