/**
 * Bytes as readers get them: the Brotli size of the JavaScript and CSS that the first load of a
 * page fetches (read from the build's `.br` twins, or compressed here for files too small to have
 * one), whether the search index is among them, and the size of each locale's search index (its
 * twins too, at the level the server sends, or compressed here at Brotli 11 without them).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Browser} from 'playwright-core';

export type FirstLoad = {jsBr: number; cssBr: number; jsFiles: number; cssFiles: number; searchIndexOnLoad: boolean};
export type IndexSize = {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  /** Brotli size of the index that holds everything (`search-index-<hash>.json`): the search page's, and the box's outside the docs for a phrase. */
  everythingBrotli: number;
  /** Brotli size of the quick index (`search-index-quick-<hash>.json`): what a search from a page outside the docs downloads first. */
  quickBrotli: number;
  /** Brotli size of the largest section index (`search-index-docs-ai-<hash>.json`, ...), 0 without search contexts. */
  largestSectionBrotli: number;
};

const brotli = (buffer: Buffer) =>
  zlib.brotliCompressSync(buffer, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length;
const gzip = (buffer: Buffer) => zlib.gzipSync(buffer, {level: 9}).length;

/** Brotli size of the file behind a URL path of the site in `root`. */
export function brotliSize(root: string, urlPath: string): number {
  const file = path.join(root, decodeURIComponent(urlPath));
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size;
  return brotli(fs.readFileSync(file));
}

export async function firstLoad(browser: Browser, baseUrl: string, root: string, urlPath: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  const origin = new URL(baseUrl).origin;
  await context.route('**/*', (route) => (route.request().url().startsWith(origin) ? route.continue() : route.abort()));
  const page = await context.newPage();
  const seen: Array<{type: string; path: string}> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin) seen.push({type: request.resourceType(), path: url.pathname});
  });
  await page.goto(baseUrl + urlPath, {waitUntil: 'networkidle'});
  // Anything fetched while idle after load (prefetches on idle) counts as first load too.
  await page.waitForTimeout(1500);
  await context.close();
  const unique = (type: string) => [...new Set(seen.filter((s) => s.type === type).map((s) => s.path))];
  const js = unique('script');
  const css = unique('stylesheet');
  return {
    jsBr: js.reduce((sum, p) => sum + brotliSize(root, p), 0),
    cssBr: css.reduce((sum, p) => sum + brotliSize(root, p), 0),
    jsFiles: js.length,
    cssFiles: css.length,
    searchIndexOnLoad: seen.some((s) => /search-index/.test(s.path)),
  };
}

/** `search-index-<hash>.json` holds every page; a search context's file has its path in the name. */
export function isEverythingIndex(file: string): boolean {
  return /^search-index-[0-9a-f]{8}\.json$/.test(file);
}

/** Every search index file of one locale's folder (`root` or `root/en`), raw, gzip and Brotli. */
export function searchIndexSize(localeRoot: string): IndexSize {
  const files = fs.readdirSync(localeRoot).filter((f) => /^search-index.*\.json$/.test(f));
  const size: IndexSize = {files: files.length, raw: 0, gzip: 0, brotli: 0, everythingBrotli: 0, quickBrotli: 0, largestSectionBrotli: 0};
  for (const f of files) {
    const file = path.join(localeRoot, f);
    const buffer = fs.readFileSync(file);
    // The twins the server sends when the build has them (scripts/build/postbuild.ts), else compressed here.
    const br = fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : brotli(buffer);
    size.raw += buffer.length;
    size.gzip += fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : gzip(buffer);
    size.brotli += br;
    if (isEverythingIndex(f)) size.everythingBrotli = br;
    else if (/^search-index-quick-[0-9a-f]{8}\.json$/.test(f)) size.quickBrotli = br;
    else size.largestSectionBrotli = Math.max(size.largestSectionBrotli, br);
  }
  return size;
}
