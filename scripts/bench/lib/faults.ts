/**
 * The benchmark's fault figures (moved out of the functional suite, whose outcome must not depend
 * on the machine's load): first paint and hydration with the app host's scripts hanging for 30 s
 * against the same page without them, and a bounded load test of the shipped nginx configuration.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import type {Browser} from 'playwright-core';
import {startNginx} from '../../../e2e/support/nginx.ts';
import {median} from './stats.ts';

export const FAULT_PAGE = '/en/docs/getting-started/community/docker';

export type HangFigures = {lcpMs: number; hydratedMs: number};

async function loadOnce(browser: Browser, url: string, hang: boolean): Promise<HangFigures> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  if (hang) {
    // Registered last, so it runs first: hold the app host's requests for 30 s.
    await context.route('https://app.mtda.cloud/**', async (route) => {
      await new Promise((r) => setTimeout(r, 30_000));
      await route.abort().catch(() => {});
    });
  }
  const page = await context.newPage();
  const start = Date.now();
  await page.goto(url, {waitUntil: 'commit'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const hydratedMs = Date.now() - start;
  const lcpMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({type: 'largest-contentful-paint', buffered: true});
      }),
  );
  await context.close();
  return {lcpMs, hydratedMs};
}

/** Medians of `runs` loads each, without and with the app host hanging. */
export async function hangingAppHost(browser: Browser, baseUrl: string, runs: number): Promise<{base: HangFigures; hanging: HangFigures}> {
  const collect = async (hang: boolean) => {
    const list: HangFigures[] = [];
    for (let i = 0; i < runs; i += 1) list.push(await loadOnce(browser, baseUrl + FAULT_PAGE, hang));
    return {lcpMs: median(list.map((f) => f.lcpMs)), hydratedMs: median(list.map((f) => f.hydratedMs))};
  };
  return {base: await collect(false), hanging: await collect(true)};
}

export type LoadFigures = {target: string; requestsPerSecond: number; p99Ms: number; errors: number; timeouts: number; non2xx: number; total: number};

/** 20 connections for 4 s on a docs page and on main.js, through the shipped nginx rules. */
export async function nginxLoad(root: string): Promise<LoadFigures[]> {
  const nginx = await startNginx(root);
  try {
    const js = fs.readdirSync(path.join(root, 'assets/js')).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))!;
    const out: LoadFigures[] = [];
    for (const target of [FAULT_PAGE, `/assets/js/${js}`]) {
      const result = await autocannon({url: nginx.url + target, connections: 20, duration: 4, headers: {'accept-encoding': 'br, gzip'}});
      out.push({
        target,
        requestsPerSecond: result.requests.average,
        p99Ms: result.latency.p99,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        total: result.requests.total,
      });
    }
    return out;
  } finally {
    await nginx.close();
  }
}
