/**
 * What every page no longer downloads, and that readers still see everything:
 * - docs pages: the version metadata without the other docs' descriptions (plugins/lean-docs-metadata);
 * - every page: main.js without the marketing pages' strings (plugins/page-strings), which those
 *   pages load themselves, on a first load and after a client-side navigation, in both locales;
 * - every page: main.js without the whole of tslib (plugins/tslib-helpers) and without the route
 *   registry's module paths (plugins/lean-registry).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import type {Page} from 'playwright-core';
import {useHarness, visit} from './support/harness.ts';

const h = useHarness();

const EN_DOCS = 'i18n/en/docusaurus-plugin-content-docs/current';
const descriptionOf = (file: string) => {
  const match = /^description: (.+)$/m.exec(readFileSync(`${EN_DOCS}/${file}`, 'utf8'));
  assert.ok(match, `${file} has a description`);
  return match[1];
};
const en = JSON.parse(readFileSync('i18n/en/code.json', 'utf8')) as Record<string, {message: string}>;
const message = (id: string) => en[id].message;

/** Opens a page and returns the text of every script it loaded, by path. */
async function loadScripts(page: Page, urlPath: string): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js') && response.request().resourceType() === 'script') {
      pending.push(response.text().then((text) => void scripts.set(url.pathname, text)));
    }
  });
  await visit(page, h.baseUrl, urlPath);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return scripts;
}

describe('main bundle diet', () => {
  it("a docs page's first load carries the sidebar but not the other docs' descriptions", async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    const scripts = await loadScripts(page, '/en/docs/ai/');
    const all = [...scripts.values()].join('\n');
    for (const file of ['ai/chat/conversation.md', 'server/index.md', 'plugin/index.md']) {
      assert.equal(all.includes(descriptionOf(file)), false, `the description of ${file} is not downloaded`);
    }
    // The sidebar (from the same version metadata) is all there: every section, links and all.
    const sidebarLinks = await page.locator('nav[aria-label="Docs sidebar"] a').count();
    assert.ok(sidebarLinks >= 10, `${sidebarLinks} sidebar links`);
    assert.ok(all.includes('"/en/docs/plugin/develop"') || all.includes('/en/docs/plugin/develop'), 'the sidebar data names other sections’ pages');
    await page.context().close();
  });

  it('main.js holds no marketing string and no unused tslib helper; the English pricing page still reads English after hydration', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    const scripts = await loadScripts(page, '/en/pricing/');
    const [mainPath, main] = [...scripts].find(([path]) => /\/main\.[\w]+\.js$/.test(path)) ?? [];
    assert.ok(mainPath && main, 'main.js was loaded');
    // Not `enterprise.meta.title`: its English text, "Enterprise", is also the docs edition badge
    // (`docs.badge.edition.enterprise`), which main.js carries for every docs page.
    for (const id of ['pricing.title', 'home.bi.title', 'sap.meta.title', 'enterprise.feature.deployment.title']) {
      assert.equal(main.includes(JSON.stringify(message(id))), false, `main.js does not carry ${id}`);
    }
    assert.equal(main.includes('__addDisposableResource'), false, 'main.js does not carry all of tslib');
    const registryPaths = main.match(/\)\),"@(site|theme|docusaurus)\/[^"]*"/g) ?? [];
    assert.deepEqual(registryPaths.slice(0, 3), [], 'the route registry carries no module paths (plugins/lean-registry)');
    assert.equal((await page.locator('main h1').textContent())?.trim(), message('pricing.title'));
    assert.ok(await page.getByText(message('pricing.edition.smallBusiness.name'), {exact: true}).first().isVisible());
    await page.context().close();
  });

  it('a client-side navigation to an English marketing page shows its English strings', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    await visit(page, h.baseUrl, '/en/docs/ai/');
    await page.evaluate(() => {
      (window as unknown as {__samePage: boolean}).__samePage = true;
    });
    await page.locator('nav.navbar a[href="/en/pricing/"]').first().click();
    await page.waitForURL('**/en/pricing/');
    await page.waitForFunction((title) => document.querySelector('main h1')?.textContent?.trim() === title, message('pricing.title'));
    assert.ok(await page.getByText(message('pricing.edition.smallBusiness.name'), {exact: true}).first().isVisible());
    assert.equal(await page.evaluate(() => (window as unknown as {__samePage?: boolean}).__samePage), true, 'not a full page load');
    await page.locator('nav.navbar a[href="/en/sap/"]').first().click();
    await page.waitForURL('**/en/sap/');
    await page.waitForFunction((title) => document.title.startsWith(title), message('sap.meta.title'));
    await page.context().close();
  });

  it('the Chinese marketing pages keep their Chinese strings', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    await visit(page, h.baseUrl, '/pricing/');
    assert.equal((await page.locator('main h1').textContent())?.trim(), '选择适合你的版本');
    await page.context().close();
  });
});
