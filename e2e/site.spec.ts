/** Navbar, footer, locales, not-found page and URL normalisation, in both locales. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {useHarness, visit} from './support/harness.ts';

const DOC = '/docs/getting-started/community/docker';
const h = useHarness();

const NAV = {
  en: [
    ['Docs', '/en/docs/ai/'],
    ['Plugins', '/en/docs/plugin/'],
    ['Blog', '/en/blog/'],
    ['Pricing', '/en/pricing/'],
    ['SAP', '/en/sap/'],
  ],
  'zh-Hans': [
    ['文档', '/docs/ai/'],
    ['插件', '/docs/plugin/'],
    ['博客', '/blog/'],
    ['价格', '/pricing/'],
    ['SAP', '/sap/'],
  ],
} as const;

for (const [locale, prefix] of [['en', '/en'], ['zh-Hans', '']] as const) {
  describe(`navbar and footer (${locale})`, () => {
    it('lists Docs, Plugin, Blog, Pricing, SAP in order with their targets', async () => {
      const page = await h.newPage();
      await visit(page, h.baseUrl, `${prefix}/`);
      const items = await page.$$eval('.navbar__items:not(.navbar__items--right) a.navbar__link', (links) =>
        links.map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
      );
      assert.deepEqual(items, NAV[locale].map(([label, href]) => [label, href]));
      await page.context().close();
    });

    it('has Sign in to the app, a locale dropdown, the colour toggle, search and GitHub on the right', async () => {
      const page = await h.newPage();
      await visit(page, h.baseUrl, `${prefix}/`);
      const right = page.locator('.navbar__items--right');
      const signIn = right.locator('a', {hasText: locale === 'en' ? 'Sign in' : '登录'});
      assert.equal(await signIn.getAttribute('href'), 'https://app.mtda.cloud');
      assert.equal(await signIn.getAttribute('target'), '_blank');
      assert.equal(await right.locator('a[aria-label="GitHub"]').getAttribute('href'), 'https://github.com/xpert-ai/xpert');
      assert.equal(await right.locator('.dropdown > .navbar__link').textContent(), locale === 'en' ? 'English' : '简体中文');
      assert.equal(await right.locator('button[class*="toggleButton_"]').count(), 1);
      assert.equal(await page.locator('input.navbar__search-input').count(), 1);
      await page.context().close();
    });

    it('shows the footer groups, the filing link and the 2024 copyright', async () => {
      const page = await h.newPage();
      await visit(page, h.baseUrl, `${prefix}/`);
      const titles = await page.$$eval('.footer__title', (els) => els.map((e) => e.textContent?.trim()));
      assert.deepEqual(titles, locale === 'en' ? ['Docs', 'Community', 'More'] : ['文档', '社区', '更多']);
      const docsLinks = await page.$$eval('.footer__links .footer__col:first-child a', (links) =>
        links.map((a) => a.getAttribute('href')),
      );
      assert.deepEqual(
        docsLinks,
        [
          '/docs/getting-started/community/',
          '/docs/chatbi/',
          '/docs/models/',
          '/docs/indicators/',
          '/docs/stories/',
          '/docs/widgets/',
          '/docs/tutorials/',
        ].map((p) => prefix + p),
      );
      assert.equal(await page.locator('.footer a[href="https://beian.miit.gov.cn/"]').count(), 1);
      assert.match((await page.locator('.footer__copyright').textContent()) ?? '', /Copyright © 2024/);
      await page.context().close();
    });

    it('shows the not-found page with its texts for an unmatched path, with status 404', async () => {
      const page = await h.newPage();
      const response = await page.goto(`${h.baseUrl}${prefix}/no/such/page`);
      assert.equal(response?.status(), 404);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const text = (await page.locator('main').textContent()) ?? '';
      if (locale === 'en') {
        assert.match(text, /Page Not Found/);
        assert.match(text, /We could not find what you were looking for\./);
        assert.match(text, /Please contact the owner of the site that linked you to the original URL/);
      } else {
        assert.match(text, /找不到页面/);
        assert.match(text, /我们找不到您要找的页面。/);
        assert.match(text, /请联系原始链接来源网站的所有者/);
      }
      await page.context().close();
    });

    it('normalises .html and /index paths to the clean path', async () => {
      const page = await h.newPage();
      await visit(page, h.baseUrl, `${prefix}/pricing/index.html`);
      assert.equal(new URL(page.url()).pathname, `${prefix}/pricing/`);
      await visit(page, h.baseUrl, `${prefix}${DOC}.html`);
      assert.equal(new URL(page.url()).pathname, `${prefix}${DOC}`);
      await visit(page, h.baseUrl, `${prefix}/pricing/index`);
      assert.equal(new URL(page.url()).pathname, `${prefix}/pricing/`);
      assert.equal(await page.locator('[data-edition]').count(), 5);
      await page.context().close();
    });
  });
}

describe('locale switch', () => {
  it('keeps the path when switching from Chinese to English and back', async () => {
    const page = await h.newPage();
    await visit(page, h.baseUrl, DOC);
    assert.equal(await page.getAttribute('html', 'lang'), 'zh-Hans');
    await page.locator('.navbar__items--right .dropdown').hover();
    await page.locator('.dropdown__menu a', {hasText: 'English'}).click();
    await page.waitForURL(`**/en${DOC}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.equal(await page.getAttribute('html', 'lang'), 'en-GB');
    await page.locator('.navbar__items--right .dropdown').hover();
    await page.locator('.dropdown__menu a', {hasText: '简体中文'}).click();
    await page.waitForURL((url) => url.pathname === DOC);
    await page.context().close();
  });
});
