/**
 * Link prefetching, Docusaurus' own (our idle-time replacement, plugins/idle-prefetch, was removed
 * in 2026-11: the ablation measured no gain beyond the noise): links in view get their route's
 * chunks prefetched, nothing with Save-Data, and a click on a prefetched link is a client-side
 * navigation.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Page} from 'playwright-core';
import {useHarness, visit} from './support/harness.ts';

const h = useHarness();

const PAGE = '/en/docs/ai/';

const prefetchLinks = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).map((link) => new URL(link.href).pathname));

describe('link prefetching', () => {
  it('prefetches the chunks of the links in view, and only script chunks of this locale', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    await visit(page, h.baseUrl, PAGE);
    await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 5, undefined, {timeout: 10_000});
    await page.waitForLoadState('networkidle');
    const links = await prefetchLinks(page);
    for (const link of links) assert.match(link, /^\/en\/assets\/js\/[\w~.-]+\.js$/);
    await page.context().close();
  });

  it('prefetches nothing when the reader asks to save data', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    await page.addInitScript(`Object.defineProperty(navigator, 'connection', {get: () => ({saveData: true, effectiveType: '4g'})});`);
    await visit(page, h.baseUrl, PAGE);
    // Control, loaded after it: the same page without Save-Data prefetches; by the time it has,
    // the Save-Data page has had longer to do the same.
    const control = await h.newPage({viewport: {width: 1280, height: 900}});
    await visit(control, h.baseUrl, PAGE);
    await control.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 5, undefined, {timeout: 10_000});
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await prefetchLinks(page), []);
    await control.context().close();
    await page.context().close();
  });

  it('a click on a prefetched link navigates in the page, with the target chunks from the cache', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    await visit(page, h.baseUrl, PAGE);
    await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 5, undefined, {timeout: 10_000});
    await page.evaluate(() => {
      (window as unknown as {__samePage: boolean}).__samePage = true;
    });
    const card = page.locator('main article a[href^="/en/docs/ai/"]').first();
    const href = await card.getAttribute('href');
    assert.ok(href && href !== PAGE, `a card link to a page of the section (${href})`);
    await card.click();
    await page.waitForURL(`**${href}`);
    await page.waitForSelector('main h1');
    assert.equal(await page.evaluate(() => (window as unknown as {__samePage?: boolean}).__samePage), true, 'not a full page load');
    await page.context().close();
  });
});
