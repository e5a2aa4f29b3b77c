/**
 * Edition and "since" badges under a docs page's title (src/theme/DocItem/Content/DocBadges.tsx):
 * in the server HTML, after hydration, in both locales and both colour modes; the edition badge
 * links to the pricing comparison; a page without the front matter keys shows none.
 *
 * The pages are picked from the docs' front matter: preferably one with `edition: enterprise` and
 * a `since`, else one with any edition and a `since`.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {Page} from 'playwright-core';
import {docRoute, splitFrontMatter} from '../scripts/checks/lib/content.ts';
import {useHarness, visit} from './support/harness.ts';
import {contrast} from '../tests/support/contrast.ts';

const h = useHarness();

const DOCS = path.resolve('docs');
function docs(dir = DOCS): {route: string; data: Record<string, unknown>}[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return docs(full);
    if (!/\.mdx?$/.test(e.name)) return [];
    return [{route: docRoute(path.relative(DOCS, full)), data: splitFrontMatter(fs.readFileSync(full, 'utf8')).data}];
  }).sort((a, b) => a.route.localeCompare(b.route));
}
const all = docs();
const withBoth =
  all.find((d) => d.data.edition === 'enterprise' && typeof d.data.since === 'string') ??
  all.find((d) => typeof d.data.edition === 'string' && typeof d.data.since === 'string');
// Every docs page but the docs home names its edition (scripts/checks/content-check.ts): the home is the page without.
const without = all.find((d) => d.data.edition === undefined && d.data.since === undefined);

const EDITION_LABELS: Record<string, {zh: string; en: string}> = {
  community: {zh: '社区版', en: 'Community edition'},
  enterprise: {zh: '企业版', en: 'Enterprise'},
  'enterprise-pro': {zh: '企业专业版', en: 'Enterprise Pro'},
};
const sinceLabel = (locale: 'zh' | 'en', version: string) => (locale === 'zh' ? `${version} 起` : `Since ${version}`);

/** The badges under the title, as the reader sees them. */
const badges = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('article [data-doc-badge]')).map((el) => ({
      kind: el.dataset.docBadge,
      text: el.textContent?.trim(),
      href: el.getAttribute('href'),
      afterTitle: Boolean(el.closest('header')?.querySelector('h1')),
      fg: getComputedStyle(el).color,
      bg: getComputedStyle(el).backgroundColor,
    })),
  );

const hex = (rgb: string) =>
  '#' + (rgb.match(/\d+/g) ?? []).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('');

describe('docs badges', () => {
  it('has pages to check (one with edition and since, one without either)', () => {
    assert.ok(withBoth, 'some docs page has both `edition` and `since` in its front matter');
    assert.ok(without, 'some docs page has neither');
  });

  for (const locale of ['zh', 'en'] as const) {
    const prefix = locale === 'en' ? '/en' : '';

    it(`${locale}: the server HTML already holds the badges under the title`, async () => {
      assert.ok(withBoth);
      const html = await (await fetch(h.baseUrl + prefix + withBoth.route)).text();
      const header = /<header[^>]*>\s*<h1[^>]*>[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
      assert.match(header, /data-doc-badge="?edition/);
      assert.match(header, /data-doc-badge="?since/);
      assert.ok(header.includes(EDITION_LABELS[String(withBoth.data.edition)]![locale]), 'translated edition label');
      assert.ok(header.includes(sinceLabel(locale, String(withBoth.data.since))), 'translated since label');
    });

    for (const colorScheme of ['light', 'dark'] as const) {
      it(`${locale}, ${colorScheme}: shows the edition and since badges, legible, the edition linking to pricing`, async () => {
        assert.ok(withBoth);
        const page = await h.newPage({colorScheme, viewport: {width: 1280, height: 900}});
        await visit(page, h.baseUrl, prefix + withBoth.route);
        assert.equal(await page.getAttribute('html', 'data-theme'), colorScheme);
        const found = await badges(page);
        assert.deepEqual(
          found.map(({kind, text}) => ({kind, text})),
          [
            {kind: 'edition', text: EDITION_LABELS[String(withBoth.data.edition)]![locale]},
            {kind: 'since', text: sinceLabel(locale, String(withBoth.data.since))},
          ],
          withBoth.route,
        );
        assert.ok(found.every((b) => b.afterTitle), 'in the title header');
        assert.equal(found[0]!.href, `${prefix}/pricing/#compare`);
        // The linked edition badge looks like the since badge beside it: neither is underlined.
        const lines = await page.$$eval('[data-doc-badge]', (els) => els.map((el) => getComputedStyle(el).textDecorationLine));
        assert.deepEqual(lines, ['none', 'none']);
        for (const b of found) {
          const ratio = contrast(hex(b.fg), hex(b.bg));
          assert.ok(ratio >= 4.5, `${b.kind} badge ${b.fg} on ${b.bg}: ${ratio.toFixed(2)}:1`);
        }
        await page.context().close();
      });
    }

    it(`${locale}: a page without edition or since shows no badge and keeps the theme's title`, async () => {
      assert.ok(without);
      const page = await h.newPage({viewport: {width: 1280, height: 900}});
      await visit(page, h.baseUrl, prefix + without.route);
      assert.deepEqual(await badges(page), [], without.route);
      assert.equal(await page.locator('article .theme-doc-markdown header h1').count(), 1);
      await page.context().close();
    });
  }
});
