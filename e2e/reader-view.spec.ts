/**
 * What a reader sees (issue 31, "Every page renders as written"): the announcement bar follows dark
 * mode and stays legible, no light surface on a dark page, docs tags in the page's language, the
 * Chinese tag indexes as a plain list, the English hero buttons in one row on desktop and equal on a
 * phone, and a not-found page with a search form and ways on, in the reader's language.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Page} from 'playwright-core';
import {useHarness, visit} from './support/harness.ts';
import {contrast, luminance} from '../tests/support/contrast.ts';

const h = useHarness();
const AA = 4.5;

/** rgb()/rgba() as #rrggbb (the alpha is dropped: the colours read here are opaque). */
const hex = (rgb: string) =>
  '#' + (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((n) => Math.round(Number(n)).toString(16).padStart(2, '0')).join('');

type Scheme = 'light' | 'dark';

async function open(path: string, scheme: Scheme, width = 1280): Promise<Page> {
  const page = await h.newPage({colorScheme: scheme, viewport: {width, height: 900}});
  await visit(page, h.baseUrl, path);
  assert.equal(await page.getAttribute('html', 'data-theme'), scheme, `${path} is drawn in ${scheme} mode`);
  return page;
}

describe('announcement bar', () => {
  for (const path of ['/', '/en/']) {
    it(`${path}: its own colours in dark mode, text and link at least ${AA}:1 in both modes`, async () => {
      const seen: Record<Scheme, {bg: string; text: string; link: string}> = {} as never;
      for (const scheme of ['light', 'dark'] as const) {
        const page = await open(path, scheme);
        const colours = await page.$eval('.theme-announcement-bar', (bar) => ({
          bg: getComputedStyle(bar).backgroundColor,
          text: getComputedStyle(bar.querySelector('[class*="announcementBarContent"]') ?? bar).color,
          link: getComputedStyle(bar.querySelector('a')!).color,
        }));
        seen[scheme] = {bg: hex(colours.bg), text: hex(colours.text), link: hex(colours.link)};
        const {bg, text, link} = seen[scheme];
        assert.ok(contrast(text, bg) >= AA, `${scheme}: text ${text} on ${bg}: ${contrast(text, bg).toFixed(2)}:1`);
        assert.ok(contrast(link, bg) >= AA, `${scheme}: link ${link} on ${bg}: ${contrast(link, bg).toFixed(2)}:1`);
        await page.context().close();
      }
      assert.notEqual(seen.dark.bg, seen.light.bg, 'the background changes with the colour mode');
      assert.notEqual(seen.dark.text, seen.light.text, 'the text colour changes with the colour mode');
      // On a dark page the bar is a dark band with light text, not a white strip.
      assert.ok(luminance(seen.dark.bg) < 0.1, `dark-mode background ${seen.dark.bg} is dark`);
      assert.ok(luminance(seen.dark.text) > 0.6, `dark-mode text ${seen.dark.text} is light`);
    });
  }
});

describe('dark mode has no light surfaces', () => {
  // What the reader sees on arrival (the first screen), plus every tag's count pill on the tag pages.
  const pages = ['/', '/en/', '/pricing/', '/en/pricing/', '/docs/ai/', '/en/docs/ai/', '/blog/', '/en/blog/', '/docs/tags/', '/blog/tags/', '/en/blog/tags/'];
  for (const path of pages) {
    it(`${path}: nothing in the first screen keeps a light background`, async () => {
      const page = await open(path, 'dark');
      const surfaces = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('body *')).flatMap((el) => {
          const box = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          const onFirstScreen = box.top < innerHeight && box.bottom > 0;
          const pill = el.matches('a[rel="tag"] > span');
          if (!(onFirstScreen || pill) || box.width < 12 || box.height < 8 || style.visibility === 'hidden') return [];
          const [r, g, b, a = 1] = (style.backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
          if (a < 0.5) return [];
          return [{what: `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`, rgb: [r!, g!, b!]}];
        }),
      );
      const light = surfaces
        .map((s) => ({...s, hex: '#' + s.rgb.map((n) => n.toString(16).padStart(2, '0')).join('')}))
        .filter((s) => luminance(s.hex) > 0.6)
        .map((s) => `${s.what} ${s.hex}`);
      assert.deepEqual([...new Set(light)], []);
      await page.context().close();
    });
  }
});

describe('docs tags in the page language', () => {
  const cases = [
    {path: '/docs/widgets/analytical-grid/pivot-grid', zh: ['故事', '层级结构', '度量'], en: ['Story', 'Hierarchy', 'Measure']},
    {path: '/docs/ai/xpert/terminal', zh: ['数字专家', '智能体', '工作流'], en: ['Xpert', 'Agent', 'Workflow']},
  ];
  for (const {path, zh, en} of cases) {
    it(`${path}: Chinese labels at /, English ones under /en/`, async () => {
      const page = await open(path, 'light');
      const labels = () => page.$$eval('footer a[rel="tag"]', (links) => links.map((a) => a.textContent?.trim()));
      assert.deepEqual(await labels(), zh);
      await visit(page, h.baseUrl, `/en${path}`);
      assert.deepEqual(await labels(), en);
      await page.context().close();
    });
  }

  it('/docs/tags/ and a tag page describe themselves in Chinese', async () => {
    const page = await open('/docs/tags/', 'light');
    const labels = await page.$$eval('main a[rel="tag"]', (links) => links.map((a) => a.firstChild?.textContent?.trim() ?? ''));
    assert.equal(labels.length, 23, 'all 23 docs tags are listed');
    // Product and standard names keep their spelling; every other label is Chinese.
    const names = new Set(['AI', 'BW', 'ChatBI', 'Copilot', 'LangChain', 'MDX', 'SAP', 'SQL', 'WebSocket']);
    assert.deepEqual(labels.filter((l) => !/[\u3400-\u9fff]/.test(l) && !names.has(l)), []);
    const titles = await page.$$eval('main a[rel="tag"]', (links) => links.map((a) => a.getAttribute('title') ?? ''));
    assert.deepEqual(titles.filter((t) => !/[\u3400-\u9fff]/.test(t)), [], 'every tag description (the link title) is Chinese');
    assert.equal((await page.textContent('main h1'))?.trim(), '标签');

    await visit(page, h.baseUrl, '/docs/tags/story');
    assert.match((await page.textContent('main h1')) ?? '', /「故事」/);
    assert.equal(await page.getAttribute('meta[name="description"]', 'content'), '故事（仪表板）');
    await page.context().close();
  });
});

describe('tag indexes', () => {
  for (const path of ['/blog/tags/', '/docs/tags/']) {
    it(`${path} (Chinese): one plain list, no heading per character`, async () => {
      const page = await open(path, 'light');
      const shape = await page.evaluate(() => ({
        headings: Array.from(document.querySelectorAll('main h2')).map((h2) => h2.textContent?.trim()),
        tags: document.querySelectorAll('main a[rel="tag"]').length,
      }));
      assert.deepEqual(shape.headings, []);
      assert.ok(shape.tags >= 20, `${shape.tags} tags listed`);
      await page.context().close();
    });
  }

  it('/en/blog/tags/ keeps its letter groups', async () => {
    const page = await open('/en/blog/tags/', 'light');
    const headings = await page.$$eval('main h2', (hs) => hs.map((h2) => h2.textContent?.replace(/\u200b/g, '').trim()));
    assert.ok(headings.length > 5, `${headings.length} letter headings`);
    assert.ok(headings.every((t) => /^[A-Z]$/.test(t ?? '')), headings.join(' '));
    await page.context().close();
  });
});

describe('home hero buttons', () => {
  const boxes = (page: Page) =>
    page.$$eval('main > div:first-child a.button', (links) =>
      links.map((a) => {
        const box = a.getBoundingClientRect();
        return {label: a.textContent?.trim(), top: Math.round(box.top), width: Math.round(box.width), height: Math.round(box.height)};
      }),
    );

  for (const path of ['/en/', '/']) {
    it(`${path}: one row at 1280 px, each label on one line`, async () => {
      const page = await open(path, 'light', 1280);
      const buttons = await boxes(page);
      assert.equal(buttons.length, 3);
      assert.equal(new Set(buttons.map((b) => b.top)).size, 1, JSON.stringify(buttons));
      // A one-line button is about 40-50 px tall; a wrapped label makes it taller than the others.
      assert.equal(new Set(buttons.map((b) => b.height)).size, 1, JSON.stringify(buttons));
      await page.context().close();
    });

    it(`${path}: stacked at 390 px, all the same width`, async () => {
      const page = await open(path, 'light', 390);
      const buttons = await boxes(page);
      assert.equal(buttons.length, 3);
      assert.equal(new Set(buttons.map((b) => b.top)).size, 3, 'one button per row');
      assert.equal(new Set(buttons.map((b) => b.width)).size, 1, JSON.stringify(buttons));
      assert.ok(buttons[0]!.width >= 300, `wide enough to tap (${buttons[0]!.width} px)`);
      await page.context().close();
    });
  }
});

describe('not-found page', () => {
  const cases = [
    {
      prefix: '',
      title: '找不到页面',
      links: [
        ['/docs/', '文档首页'],
        ['/docs/getting-started/community/', '快速开始：社区版'],
        ['/blog/', '博客'],
      ],
      label: '在本站搜索',
      submit: '搜索',
    },
    {
      prefix: '/en',
      title: 'Page Not Found',
      links: [
        ['/en/docs/', 'Documentation home'],
        ['/en/docs/getting-started/community/', 'Get started: community edition'],
        ['/en/blog/', 'Blog'],
      ],
      label: 'Search this site',
      submit: 'Search',
    },
  ];
  for (const c of cases) {
    it(`${c.prefix}/docs/no-such-page: ways on and a search form in the reader's language`, async () => {
      const page = await h.newPage({viewport: {width: 1280, height: 900}});
      const response = await page.goto(`${h.baseUrl}${c.prefix}/docs/no-such-page`);
      assert.equal(response?.status(), 404);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      assert.equal((await page.textContent('main h1'))?.trim(), c.title);
      const links = await page.$$eval('main li a', (as) => as.map((a) => [a.getAttribute('href'), a.textContent?.trim()]));
      assert.deepEqual(links, c.links);
      const form = page.locator('main form[role="search"]');
      assert.equal(await form.getAttribute('action'), `${c.prefix}/search`);
      assert.equal(await form.getAttribute('method'), 'get');
      assert.equal((await page.textContent('main form label'))?.trim(), c.label);
      assert.equal((await form.locator('button[type="submit"]').textContent())?.trim(), c.submit);

      await form.locator('input[name="q"]').fill('MDX');
      await Promise.all([page.waitForURL(/\/search\?q=MDX$/), form.locator('button[type="submit"]').click()]);
      assert.equal(new URL(page.url()).pathname, `${c.prefix}/search`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      assert.equal(await page.inputValue('input[type="search"][name="q"]'), 'MDX', 'the search page took the query');
      await page.context().close();
    });
  }
});
