/**
 * One walk over the docs pages, for every per-page browser check of the suite (e2e/page-walk.spec.ts):
 * each page is loaded once and checked in light mode at a phone's width (390 px) and a desktop's
 * (1280 px), then in dark mode, without reloading. The pages are shared out among a few browser
 * pages working side by side.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {BUILD} from './harness.ts';

export type Scheme = 'light' | 'dark';
export const WIDTHS = {phone: 390, desktop: 1280} as const;

/**
 * Routes of every built docs page, both locales, tag pages included; the redirect stubs of moved
 * pages (a meta refresh and nothing else) are left out. Found in the build, so a new page is walked
 * without listing it.
 */
export function docsPages(build = BUILD): string[] {
  const found: string[] = [];
  for (const root of ['docs', 'en/docs']) {
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.html')) {
          const html = fs.readFileSync(full, 'utf8');
          if (/<meta[^>]*http-equiv="?refresh/i.test(html)) continue;
          // The canonical link names the route exactly (leaf routes have no trailing slash).
          const canonical = /<link[^>]*\brel="?canonical"?[^>]*\bhref="?([^"\s>]+)/.exec(html);
          if (canonical) found.push(new URL(canonical[1]!, 'http://site.invalid').pathname);
        }
      }
    };
    const dir = path.join(build, root);
    if (fs.existsSync(dir)) walk(dir);
  }
  return [...new Set(found)].sort();
}

/** Visits made by the walk, one `scheme route` each; a page opened twice in one mode is a duplicate. */
export function duplicateVisits(visits: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const v of visits) (seen.has(v) ? twice : seen).add(v);
  return [...twice].sort();
}

/** Run `work` over `items` with at most `lanes` of them in flight; results in the order of `items`. */
export async function inLanes<T, R>(items: readonly T[], lanes: number, work: (item: T, lane: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({length: Math.max(1, Math.min(lanes, items.length))}, async (_, lane) => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, lane);
      }
    }),
  );
  return results;
}

/** A check run on a loaded page at one width; it returns one line per problem. */
export type PageCheck = (page: Page, context: {route: string; scheme: Scheme; width: number}) => Promise<string[]>;
