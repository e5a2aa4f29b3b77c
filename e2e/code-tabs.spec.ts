/**
 * Code samples in tabs (plugins/code-tabs): the language a reader picks on one API page is the one
 * shown on the next API page and after a reload, stored under `docusaurus.tab.api-language`; the
 * server HTML holds every variant (no script needed to read them), and so does the Markdown twin.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Page} from 'playwright-core';
import {useHarness, visit} from './support/harness.ts';

const h = useHarness();
const KEY = 'docusaurus.tab.api-language';
const FIRST = '/en/docs/api/assistants/get-assistant';
/** Linked from FIRST's list of related operations. */
const SECOND = '/en/docs/api/assistants/search-assistants';

const tabs = (page: Page) => page.locator('.theme-doc-markdown [role="tablist"]').first();
const selected = (page: Page) => tabs(page).locator('[role="tab"][aria-selected="true"]').innerText();
/** The code the reader sees: the one tab panel that is not hidden. */
const visibleCode = (page: Page) => page.locator('.theme-doc-markdown [role="tabpanel"]:not([hidden]) pre').first().innerText();

describe('API code samples in tabs', () => {
  it('shows curl first, keeps Python across API pages and a reload, under the key docusaurus.tab.api-language', async () => {
    const page = await h.newPage();
    await visit(page, h.baseUrl, FIRST);
    assert.deepEqual(await tabs(page).locator('[role="tab"]').allInnerTexts(), ['curl', 'JavaScript', 'Python']);
    assert.equal(await selected(page), 'curl');
    assert.match(await visibleCode(page), /^curl /);
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY), null);

    await tabs(page).locator('[role="tab"]', {hasText: 'Python'}).click();
    assert.equal(await selected(page), 'Python');
    assert.match(await visibleCode(page), /^import os/);
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY), 'python');

    // Another API page, reached through the site (client-side navigation) and then loaded afresh.
    await page.locator(`.theme-doc-markdown a[href="${SECOND}"]`).first().click();
    await page.waitForFunction((path) => location.pathname === path, SECOND);
    assert.equal(await selected(page), 'Python');
    assert.match(await visibleCode(page), /^import os/);

    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.equal(await selected(page), 'Python');
    assert.match(await visibleCode(page), /^import os/);

    // The zh-Hans pages share the origin, the storage and the tab values.
    await visit(page, h.baseUrl, '/docs/api/assistants/get-assistant');
    assert.equal(await selected(page), 'Python');
    await page.context().close();
  });

  it('puts every variant in the server HTML and in the Markdown twin', async () => {
    const html = await (await fetch(`${h.baseUrl}${FIRST}`)).text();
    assert.match(html, /role="?tablist/);
    // The code is highlighted into spans: compare the text.
    const text = html.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
    for (const marker of ['curl -X GET', 'client.assistants.get(', 'requests.get(']) assert.ok(text.includes(marker), `${marker} in the HTML`);
    const twin = await (await fetch(`${h.baseUrl}${FIRST}.md`)).text();
    assert.match(twin, /\*\*curl\*\*\n\n```bash\ncurl -X GET/);
    assert.match(twin, /\*\*JavaScript\*\*\n\n```typescript\nimport \{ Client \}/);
    assert.match(twin, /\*\*Python\*\*\n\n```python\nimport os/);
    const full = await (await fetch(`${h.baseUrl}/en/llms-full.txt`)).text();
    assert.ok(full.includes('**Python**\n\n```python\nimport os'), 'llms-full.txt keeps the Python sample');
  });
});
