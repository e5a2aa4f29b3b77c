/**
 * Moved docs pages (src/data/redirects.ts): a reader who follows an old link, in either locale,
 * ends on the new page with its query and hash kept, and no CSP violation on the way.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {useHarness} from './support/harness.ts';

const h = useHarness();

describe('old docs URLs', () => {
  const cases: [string, string][] = [
    ['/en/docs/models/query-log', '/en/docs/models/logs'],
    ['/en/docs/models/management', '/en/docs/models/model-list'],
    ['/docs/models/query-log', '/docs/models/logs'],
    ['/docs/models/management', '/docs/models/model-list'],
  ];
  for (const [from, to] of cases) {
    it(`${from} leads to ${to}`, async () => {
      const page = await h.newPage();
      await page.goto(`${h.baseUrl}${from}?from=link#top`);
      await page.waitForURL((url) => url.pathname === to, {timeout: 15_000});
      const url = new URL(page.url());
      assert.equal(url.search, '?from=link');
      assert.equal(url.hash, '#top');
      await page.waitForSelector('html[data-has-hydrated="true"]');
      assert.ok((await page.locator('h1').count()) >= 1);
      await page.context().close();
    });
  }
});
