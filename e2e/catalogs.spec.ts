/**
 * The three catalog pages: the full table in the server HTML (and without JavaScript), filtering
 * by typing and by ticking options after hydration, rows linking to their pages, and scrolling
 * tables that the keyboard can reach.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {useHarness, visit} from './support/harness.ts';
import {dataSources} from '../src/data/dataSources.ts';
import {modelProviders} from '../src/data/modelProviders.ts';
import {workflowNodes} from '../src/data/workflowNodes.ts';

const h = useHarness();

// Providers documented only on the overview itself (the catalog's own page) get no self-link.
const CATALOGS = [
  {path: '/docs/server/datasources/', label: ['数据源目录', 'Data source catalog'], rows: dataSources.length, links: dataSources.length},
  {
    path: '/docs/ai/models/',
    label: ['模型提供商目录', 'Model provider catalog'],
    rows: modelProviders.length,
    links: modelProviders.filter((p) => p.docs !== '/docs/ai/models/').length,
  },
  {path: '/docs/ai/workflow/nodes', label: ['工作流节点目录', 'Workflow node catalog'], rows: workflowNodes.length, links: workflowNodes.length},
] as const;

/** The rows of a catalog, found by the accessible name of its scroll region. */
const rows = (label: string) => `[role="region"][aria-label="${label}"] tbody tr`;

describe('catalog pages', () => {
  for (const {path, label, rows: count, links} of CATALOGS) {
    for (const [prefix, name] of [['', label[0]], ['/en', label[1]]] as const) {
      it(`${prefix}${path} shows all ${count} rows without JavaScript`, async () => {
        const page = await h.newPage({javaScriptEnabled: false});
        await page.goto(h.baseUrl + prefix + path);
        assert.equal(await page.locator(`${rows(name)}:not([hidden])`).count(), count);
        assert.equal(await page.locator(`${rows(name)} td:first-child a`).count(), links, 'rows link to their pages');
        await page.context().close();
      });
    }
  }

  it('filters the data sources by typing and by capability', async () => {
    const page = await h.newPage();
    await visit(page, h.baseUrl, '/en/docs/server/datasources/');
    const visible = page.locator(`${rows('Data source catalog')}:not([hidden])`);
    await page.getByLabel('Filter').fill('postgres');
    await page.waitForFunction(([label, n]) => document.querySelectorAll(`[role="region"][aria-label="${label}"] tbody tr:not([hidden])`).length < n, ['Data source catalog', dataSources.length] as const);
    assert.deepEqual(await visible.locator('td:first-child').allTextContents(), ['PostgreSQL']);
    await page.getByLabel('Filter').fill('');
    await page.getByRole('checkbox', {name: 'MDX / XMLA'}).check();
    const names = await visible.locator('td:first-child').allTextContents();
    assert.deepEqual(names.sort(), ['Kyligence', 'SAP BW', 'XMLA']);
    assert.equal(await page.getByRole('status').filter({hasText: 'Showing 3 of 19'}).count(), 1);
    await page.getByRole('checkbox', {name: 'Upload'}).check();
    assert.equal(await visible.count(), 0);
    await page.context().close();
  });

  it('filters the model providers by model type and the nodes by family (Chinese pages)', async () => {
    const page = await h.newPage();
    await visit(page, h.baseUrl, '/docs/ai/models/');
    await page.getByRole('checkbox', {name: '重排序'}).check();
    const rerank = modelProviders.filter((p) => p.capabilities.includes('rerank')).length;
    await page.waitForFunction(([label, n]) => document.querySelectorAll(`[role="region"][aria-label="${label}"] tbody tr:not([hidden])`).length === n, ['模型提供商目录', rerank] as const);
    await visit(page, h.baseUrl, '/docs/ai/workflow/nodes');
    await page.getByRole('checkbox', {name: '知识流水线'}).check();
    await page.getByLabel('筛选').fill('documents');
    const expected = workflowNodes.filter((n) => n.family === 'pipeline' && n.outputs.includes('documents')).length;
    await page.waitForFunction(([label, n]) => document.querySelectorAll(`[role="region"][aria-label="${label}"] tbody tr:not([hidden])`).length === n, ['工作流节点目录', expected] as const);
    await page.context().close();
  });
});

describe('the model providers page', () => {
  for (const pagePath of ['/docs/ai/models/', '/en/docs/ai/models/']) {
    it(`${pagePath}: lists its sections at the top, in the text column (the catalog keeps the page's full width)`, async () => {
      const page = await h.newPage({viewport: {width: 1280, height: 900}});
      await visit(page, h.baseUrl, pagePath);
      const found = await page.evaluate(() => {
        const toc = document.querySelector('article [class*="tableOfContentsInline"]');
        const h2 = Array.from(document.querySelectorAll('article h2[id]')).map((h) => `#${h.id}`);
        const links = toc ? Array.from(toc.querySelectorAll('a')).map((a) => a.getAttribute('href')) : [];
        const table = document.querySelector('article table');
        return {h2, links, beforeTable: Boolean(toc && table && toc.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING), sideToc: document.querySelector('.theme-doc-toc-desktop') !== null};
      });
      assert.ok(found.h2.length >= 5, `${found.h2.length} sections`);
      assert.deepEqual(found.links, found.h2, 'a link to every section, in order');
      assert.ok(found.beforeTable, 'the list comes before the catalog');
      assert.equal(found.sideToc, false, 'no table-of-contents column beside the catalog');
      await page.context().close();
    });
  }
});

describe('scrolling tables', () => {
  it('can be reached with Tab and scrolled with the arrow keys on a phone', async () => {
    const page = await h.newPage({viewport: {width: 375, height: 812}});
    await visit(page, h.baseUrl, '/en/docs/ai/workflow/http');
    const wide = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.scroll-region')).findIndex((r) => r.scrollWidth > r.clientWidth),
    );
    assert.ok(wide >= 0, 'a table on the page scrolls sideways');
    const region = page.locator('.scroll-region').nth(wide);
    assert.equal(await region.getAttribute('tabindex'), '0');
    assert.equal(await region.getAttribute('role'), 'region');
    assert.ok(((await region.getAttribute('aria-label')) ?? '').length > 0);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((i) => document.querySelectorAll('.scroll-region')[i]!.scrollLeft > 0, wide);
    await page.context().close();
  });
});
