/**
 * How the search page and the site's form controls look (src/css/custom.css): the section picker
 * keeps off the screen's edge on a phone, form controls use the site's font, result snippets are
 * upright and their highlights are readable in both colour modes.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Page} from 'playwright-core';
import {contrast} from '../tests/support/contrast.ts';
import {useHarness, visit} from './support/harness.ts';

const h = useHarness();

const PHONE = {width: 390, height: 844};
const SEARCHES = [
  ['en', '/en/search?q=workflow'],
  ['zh-Hans', '/search?q=%E5%B7%A5%E4%BD%9C%E6%B5%81'],
] as const;

/** `rgb(r, g, b)` as `#rrggbb`; fails on a colour with transparency, which contrast cannot judge alone. */
function hex(rgb: string): string {
  const m = /^rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)$/.exec(rgb);
  assert.ok(m, `a colour: ${rgb}`);
  assert.ok(m[4] === undefined || Number(m[4]) === 1, `opaque: ${rgb}`);
  return '#' + [m[1], m[2], m[3]].map((c) => Number(c).toString(16).padStart(2, '0')).join('');
}

/** Opens a search and waits for its results with a snippet holding a highlight. */
async function openResults(page: Page, path: string): Promise<void> {
  await visit(page, h.baseUrl, path);
  await page.locator('article p[class*="searchResultItemSummary_"] mark').first().waitFor();
}

const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

describe('search page style', () => {
  for (const [locale, path] of SEARCHES) {
    it(`${locale}: at 390 px the section picker keeps 12 px from both screen edges`, async () => {
      const page = await h.newPage({viewport: PHONE});
      await visit(page, h.baseUrl, path);
      const box = await page.locator('#context-selector').boundingBox();
      assert.ok(box, 'the section picker is shown');
      assert.ok(box.x >= 12, `left gap ${box.x} px`);
      assert.ok(PHONE.width - (box.x + box.width) >= 12, `right gap ${PHONE.width - box.x - box.width} px`);
      await page.context().close();
    });
  }

  it('the section picker and the contact form button use the body font', async () => {
    const page = await h.newPage({viewport: PHONE});
    await visit(page, h.baseUrl, '/en/search?q=workflow');
    const body = await bodyFont(page);
    assert.match(body, /system-ui/, 'the site font is set on the body');
    assert.equal(await page.locator('#context-selector').evaluate((el) => getComputedStyle(el).fontFamily), body);
    await visit(page, h.baseUrl, '/en/pricing/');
    const button = page.locator('form[aria-labelledby="contact-title"] button[type="submit"]');
    assert.equal(await button.evaluate((el) => getComputedStyle(el).fontFamily), await bodyFont(page));
    await page.context().close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [locale, path] of SEARCHES) {
      it(`${locale}, ${colorScheme}: snippets are upright and highlights are readable, not pure yellow`, async () => {
        const page = await h.newPage({viewport: PHONE, colorScheme});
        await openResults(page, path);
        assert.equal(await page.getAttribute('html', 'data-theme'), colorScheme);
        // Queried and measured in one task: the full answer may replace the quick one's rows at any
        // moment, and a row measured after it was detached has no computed style at all ('').
        const styles = await page.evaluate(() =>
          Array.from(document.querySelectorAll('article p[class*="searchResultItemSummary_"]')).map((el) => getComputedStyle(el).fontStyle),
        );
        assert.ok(styles.length > 0);
        assert.deepEqual([...new Set(styles)], ['normal']);
        // Every highlight on the page: in snippets (body text) and in result titles (links).
        const marks = await page.evaluate(() =>
          Array.from(document.querySelectorAll('article mark')).map((el) => ({color: getComputedStyle(el).color, background: getComputedStyle(el).backgroundColor})),
        );
        assert.ok(marks.length > 1);
        const pairs = [...new Set(marks.map((m) => JSON.stringify(m)))].map((m) => JSON.parse(m) as (typeof marks)[number]);
        for (const {color, background} of pairs) {
          assert.notEqual(background, 'rgb(255, 255, 0)');
          const ratio = contrast(hex(color), hex(background));
          assert.ok(ratio >= 4.5, `${color} on ${background}: ${ratio.toFixed(2)}:1`);
        }
        await page.context().close();
      });
    }
  }
});
