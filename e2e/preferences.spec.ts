/** Colour mode, announcement bar and what happens when localStorage is unusable. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Page} from 'playwright-core';
import {useHarness, visit} from './support/harness.ts';

const ANNOUNCEMENT_ID = 'release-3-6-knowledge-pipeline';
const h = useHarness();

const theme = (page: Page) => page.getAttribute('html', 'data-theme');
const toggle = (page: Page) => page.locator('button[aria-label^="Switch between dark and light mode"]');

describe('colour mode', () => {
  it('defaults to light and follows the system preference while nothing is stored', async () => {
    const light = await h.newPage({colorScheme: 'light'});
    await visit(light, h.baseUrl, '/en/');
    assert.equal(await theme(light), 'light');
    assert.equal(await light.evaluate(() => localStorage.getItem('theme')), null);
    await light.context().close();

    const dark = await h.newPage({colorScheme: 'dark'});
    await visit(dark, h.baseUrl, '/en/');
    assert.equal(await theme(dark), 'dark');
    await dark.emulateMedia({colorScheme: 'light'});
    await dark.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await dark.context().close();
  });

  it('stores the chosen mode under the key "theme" and keeps it across reloads', async () => {
    const page = await h.newPage({colorScheme: 'light'});
    await visit(page, h.baseUrl, '/en/');
    await toggle(page).click(); // system -> light
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'light');
    await toggle(page).click(); // light -> dark
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    assert.equal(await theme(page), 'dark');
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.equal(await theme(page), 'dark');
    await toggle(page).click(); // dark -> system: the stored choice is removed
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), null);
    await page.context().close();
  });

  it('syncs the mode across two tabs', async () => {
    const context = await h.newContext({colorScheme: 'light'});
    const first = await context.newPage();
    const second = await context.newPage();
    await visit(first, h.baseUrl, '/en/');
    await visit(second, h.baseUrl, '/en/pricing/');
    await toggle(first).click();
    await toggle(first).click();
    assert.equal(await theme(first), 'dark');
    await second.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await context.close();
  });
});

describe('announcement bar', () => {
  it('links to the 3.6 release post, closes, and stays closed across reloads', async () => {
    const page = await h.newPage();
    await visit(page, h.baseUrl, '/en/');
    const bar = page.locator('[role="banner"]').filter({hasText: '3.6'});
    assert.equal(await bar.locator('a').getAttribute('href'), '/en/blog/releases-3-6-knowledge-pipeline');
    await bar.locator('button[aria-label="Close"]').click();
    assert.equal(await bar.count(), 0);
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')), 'true');
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id')), ANNOUNCEMENT_ID);
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.equal(await page.locator('[role="banner"]').filter({hasText: '3.6'}).count(), 0);
    await page.context().close();
  });

  it('shows again when the stored id belongs to an older announcement', async () => {
    const page = await h.newPage();
    await page.addInitScript(`
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'release-3-5');`);
    await visit(page, h.baseUrl, '/');
    assert.equal(await page.locator('[role="banner"]').filter({hasText: '3.6'}).count(), 1);
    await page.context().close();
  });
});

describe('when localStorage throws', () => {
  it('still toggles the colour mode and closes the announcement bar', async () => {
    const page = await h.newPage({colorScheme: 'light'});
    // A string, not a function: the test transpiler would add helpers the page does not have.
    await page.addInitScript(`
      for (const method of ['getItem', 'setItem', 'removeItem']) {
        Storage.prototype[method] = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      }`);
    await visit(page, h.baseUrl, '/en/docs/getting-started/community/docker');
    await toggle(page).click();
    await toggle(page).click();
    assert.equal(await theme(page), 'dark');
    const bar = page.locator('[role="banner"]').filter({hasText: '3.6'});
    await bar.locator('button[aria-label="Close"]').click();
    assert.equal(await bar.count(), 0);
    assert.match((await page.locator('article').textContent()) ?? '', /Docker Compose/);
    await page.context().close();
    // The spec: a storage failure is logged and ignored. Those logs are expected here, nothing else.
    const isStorageLog = (e: string) => e.includes('Docusaurus storage error');
    assert.ok(h.errors.some(isStorageLog), 'the storage failure is logged');
    h.errors.splice(0, h.errors.length, ...h.errors.filter((e) => !isStorageLog(e)));
  });
});
