/**
 * Byte budgets (the benchmark's figures that must not grow): the Brotli JavaScript and CSS a
 * reader's first load of a docs page fetches, the Brotli size of each locale's search index, and
 * the index staying off the page load until the reader starts to search. Timings are measured by
 * `npm run bench`, never asserted here. The limits live in scripts/bench/lib/budgets.ts.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {Page} from 'playwright-core';
import {BUILD, useHarness, visit} from './support/harness.ts';
import {firstLoad, searchIndexSize} from '../scripts/bench/lib/bytes.ts';
import {BUDGETS} from '../scripts/bench/lib/budgets.ts';

const h = useHarness('unchecked');

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

describe('byte budgets', () => {
  for (const pagePath of BUDGETS.pages) {
    it(`first load of ${pagePath} stays within the JavaScript and CSS budgets and skips the search index`, async () => {
      const load = await firstLoad(h.browser, h.baseUrl, BUILD, pagePath);
      assert.ok(load.jsFiles > 0, 'the page loads its scripts');
      assert.ok(
        load.jsBr <= BUDGETS.firstLoadJsBrotli,
        `JavaScript ${kb(load.jsBr)} KB Brotli, budget ${kb(BUDGETS.firstLoadJsBrotli)} KB`,
      );
      assert.ok(load.cssBr <= BUDGETS.firstLoadCssBrotli, `CSS ${kb(load.cssBr)} KB Brotli, budget ${kb(BUDGETS.firstLoadCssBrotli)} KB`);
      assert.equal(load.searchIndexOnLoad, false, 'the search index is not fetched on page load');
    });
  }

  for (const [locale, folder] of [['zh-Hans', ''], ['en', 'en']] as const) {
    it(`keeps the ${locale} search indexes within their Brotli budgets`, () => {
      const size = searchIndexSize(path.join(BUILD, folder));
      assert.ok(size.everythingBrotli > 0, 'there is an index of everything');
      assert.ok(size.largestSectionBrotli > 0, 'there are section indexes');
      const budget = BUDGETS.searchIndexBrotli[locale];
      assert.ok(size.everythingBrotli <= budget, `everything: ${kb(size.everythingBrotli)} KB Brotli, budget ${kb(budget)} KB`);
      const quickBudget = BUDGETS.quickIndexBrotli[locale];
      assert.ok(size.quickBrotli > 0 && size.quickBrotli <= quickBudget, `quick: ${kb(size.quickBrotli)} KB Brotli, budget ${kb(quickBudget)} KB`);
      const sectionBudget = BUDGETS.sectionIndexBrotli[locale];
      assert.ok(
        size.largestSectionBrotli <= sectionBudget,
        `largest section: ${kb(size.largestSectionBrotli)} KB Brotli, budget ${kb(sectionBudget)} KB`,
      );
    });
  }

  /**
   * Focus the box on a hydrated `/en/docs/ai/` and wait for the AI section's full index; returns
   * every index file requested after `page` was handed in, in order.
   */
  async function focusAndWaitForSectionIndex(page: Page): Promise<string[]> {
    const indexPaths: string[] = [];
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (/search-index.*\.json$/.test(pathname)) indexPaths.push(pathname);
    });
    const full = page.waitForRequest(
      (request) => /^\/en\/search-index-docs-ai-[0-9a-f]{8}\.json$/.test(new URL(request.url()).pathname),
      {timeout: 120_000},
    );
    assert.deepEqual(indexPaths, [], 'no index before the reader reaches the box');
    await page.locator('input.navbar__search-input').click();
    await full;
    return indexPaths;
  }

  it('fetches the search index once the reader focuses the search box', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    await visit(page, h.baseUrl, '/en/docs/ai/');
    // On a connection the box judges slow (a loaded machine can look like one) the section's
    // quick index goes first and its full index after it; either way the section's full index
    // comes, and nothing from another section or the whole site is fetched.
    for (const indexPath of await focusAndWaitForSectionIndex(page)) {
      assert.match(indexPath, /^\/en\/search-index-(quick-)?docs-ai-[0-9a-f]{8}\.json$/);
    }
    await page.context().close();
  });

  it('on a slow connection fetches the section quick index first and its full index after it', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // 1.6 Mbit/s and 150 ms: the main script then takes far longer than the box's slow mark to arrive.
    await cdp.send('Network.emulateNetworkConditions', {offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8});
    await page.goto(h.baseUrl + '/en/docs/ai/', {waitUntil: 'commit', timeout: 120_000});
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 120_000});
    const indexPaths = await focusAndWaitForSectionIndex(page);
    assert.match(indexPaths[0] ?? '', /^\/en\/search-index-quick-docs-ai-[0-9a-f]{8}\.json$/, `first index fetched: ${indexPaths.join(', ')}`);
    await page.context().close();
  });
});
