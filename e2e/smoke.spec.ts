/**
 * A sample of pages from each locale's sitemap, in Chromium: each hydrates, has a heading and
 * content, and logs no console error, page error or CSP violation.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {BUILD, useHarness, visit} from './support/harness.ts';

const PER_LOCALE = Number(process.env.SMOKE_PAGES ?? 40);

function sample(locale: '' | 'en'): string[] {
  const xml = fs.readFileSync(path.join(BUILD, locale, 'sitemap.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  assert.ok(paths.length > 0, 'the sitemap lists pages');
  const must = ['/', '/pricing/', '/enterprise/', '/sap/', '/blog/', '/docs/', '/docs/api/', '/docs/api/runs/stream-run'].map((p) => (locale ? `/en${p}` : p));
  const step = Math.max(1, Math.floor(paths.length / PER_LOCALE));
  return [...new Set([...must, ...paths.filter((_, i) => i % step === 0)])];
}

const h = useHarness('unchecked');

for (const locale of ['', 'en'] as const) {
  describe(`sampled pages (${locale || 'zh-Hans'})`, () => {
    it('hydrate with a heading, content and no console errors or CSP violations', async () => {
      const page = await h.newPage({viewport: {width: 1280, height: 900}});
      const pages = sample(locale);
      for (const urlPath of pages) {
        await visit(page, h.baseUrl, urlPath);
        assert.ok((await page.locator('h1').count()) >= 1, `${urlPath} has an h1`);
        const text = (await page.locator('main').first().textContent()) ?? '';
        assert.ok(text.trim().length > 100, `${urlPath} has content`);
      }
      await page.context().close();
      assert.deepEqual(h.errors, [], `no errors on ${pages.length} pages`);
    });
  });
}
