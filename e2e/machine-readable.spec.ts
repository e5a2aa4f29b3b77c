/**
 * What machines read, on the built site: llms.txt and llms-full.txt, the Markdown twins of docs
 * pages and posts, the "Copy page" button, the social cards, the JSON-LD and the sitemaps with
 * their hreflang alternates. Static checks read the build folder; links are fetched from the
 * local server; the copy button runs in Chromium with the clipboard allowed and denied.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {BUILD, useHarness, visit} from './support/harness.ts';
import {decodeEntities as decode} from '../plugins/machine-readable/html.ts';
import {request} from './support/http.ts';

const SITE = 'https://mtda.cloud';
const LOCALES = [
  {name: 'zh-Hans', prefix: '', hreflang: 'zh-Hans', ogLocale: 'zh_CN', copy: '复制页面', copied: '已复制'},
  {name: 'en', prefix: '/en', hreflang: 'en', ogLocale: 'en_GB', copy: 'Copy page', copied: 'Copied'},
] as const;
type Locale = (typeof LOCALES)[number];

const h = useHarness();

// ---- reading the build ----

function sitemap(locale: Locale): {xml: string; urls: string[]} {
  const xml = fs.readFileSync(path.join(BUILD, locale.prefix, 'sitemap.xml'), 'utf8');
  return {xml, urls: [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)};
}

/** The build file of a URL path: `/a/` -> a/index.html, `/a/b` -> a/b/index.html, `/a.md` -> a.md. */
function buildFile(urlPath: string): string {
  const decoded = decodeURIComponent(urlPath);
  if (decoded.endsWith('/')) return path.join(BUILD, decoded, 'index.html');
  if (/\.[a-z]+$/.test(decoded)) return path.join(BUILD, decoded);
  return path.join(BUILD, decoded, 'index.html');
}

const pathOf = (url: string) => new URL(url).pathname;
const html = (url: string) => fs.readFileSync(buildFile(pathOf(url)), 'utf8');

/** The expected twin of a page URL: `/docs/x/` -> `/docs/x/index.md`, `/docs/a/b` -> `/docs/a/b.md`. */
const twinOf = (url: string) => (url.endsWith('/') ? `${url}index.md` : `${url}.md`);

/** A start tag, whose quoted attribute values may hold `>` (`年 > 月`). */
const TAG = (name: string) => new RegExp(`<${name}\\b(?:[^>"']|"[^"]*"|'[^']*')*>`, 'g');

/** `<meta property|name=key content=...>` of a page (the build minifies attribute quotes away). */
function meta(page: string, key: string): string[] {
  const values: string[] = [];
  for (const m of page.matchAll(TAG('meta'))) {
    const tag = m[0];
    const name = /\b(?:property|name)=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/.exec(tag);
    if ((name?.[1] ?? name?.[2] ?? name?.[3]) !== key) continue;
    const content = /\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+?))(?:\s|\/?>)/.exec(tag);
    values.push(decode(content?.[1] ?? content?.[2] ?? content?.[3] ?? ''));
  }
  return values;
}

function attr(tag: string, name: string): string | null {
  const m = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+?))(?:\\s|/?>)`).exec(tag);
  return m ? decode(m[1] ?? m[2] ?? m[3] ?? '') : null;
}

function links(page: string, rel: string): {href: string; hreflang: string | null; type: string | null}[] {
  return [...page.matchAll(TAG('link'))]
    .map((m) => m[0])
    .filter((tag) => attr(tag, 'rel') === rel)
    .map((tag) => ({href: attr(tag, 'href') ?? '', hreflang: attr(tag, 'hreflang'), type: attr(tag, 'type')}));
}

type Json = {[key: string]: unknown};

function jsonLd(page: string, where: string): Json[] {
  return [...page.matchAll(/<script\b[^>]*type=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/g)].map((m) => {
    try {
      return JSON.parse(m[1]!) as Json;
    } catch (error) {
      throw new Error(`JSON-LD on ${where} does not parse: ${(error as Error).message}`);
    }
  });
}

/** Every node of the JSON-LD, nested ones included (each `@graph` entry, each object value). */
function nodes(value: unknown, found: Json[] = []): Json[] {
  if (Array.isArray(value)) value.forEach((v) => nodes(v, found));
  else if (value && typeof value === 'object') {
    const node = value as Json;
    if (node['@type']) found.push(node);
    Object.entries(node).forEach(([key, v]) => key !== '@context' && nodes(v, found));
  }
  return found;
}

/** Pages of the docs (tags pages excluded) and blog posts (the blog's articles) per locale. */
function pagesOf(locale: Locale): {docs: string[]; posts: string[]; home: string} {
  const {urls} = sitemap(locale);
  const docs = urls.filter((u) => pathOf(u).startsWith(`${locale.prefix}/docs/`) && !pathOf(u).startsWith(`${locale.prefix}/docs/tags`));
  const posts = urls.filter((u) => pathOf(u).startsWith(`${locale.prefix}/blog/`) && meta(html(u), 'og:type')[0] === 'article');
  return {docs, posts, home: `${SITE}${locale.prefix}/`};
}

// ---- Markdown helpers ----

/** Lines outside fenced code blocks. */
function prose(markdown: string): string[] {
  const result: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const bare = line.replace(/^(?:>\s?)+/, '');
    const m = /^\s*(`{3,}|~{3,})/.exec(bare);
    if (m) {
      if (fence === null) fence = m[1]!;
      else if (m[1]!.startsWith(fence[0]!) && m[1]!.length >= fence.length && bare.trim() === m[1]) fence = null;
      continue;
    }
    if (fence === null) result.push(line);
  }
  return result;
}

/** Headings of the twin as the reader sees them: level and plain text. */
function twinHeadings(markdown: string): string[] {
  return prose(markdown)
    .map((line) => /^(?:>\s?)*(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => {
      const text = m[2]!
        .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/<[^>]+>/g, '')
        .replace(/(\*\*|__|\*|_|`)/g, '')
        .replace(/\\(.)/g, '$1')
        .replace(/\s+/g, ' ')
        .trim();
      return `h${m[1]!.length} ${text}`;
    });
}

/** Headings of the page's article, as rendered. */
function pageHeadings(page: string): string[] {
  const article = /<article\b[\s\S]*?<\/article>/.exec(page)?.[0] ?? '';
  return [...article.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map(
    (m) =>
      `h${m[1]} ${decode(m[2]!.replace(/<[^>]+>/g, ''))
        .replace(/[\u200b\u00a0]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()}`,
  );
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({length: Math.min(limit, items.length)}, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await fn(items[index]!);
      }
    }),
  );
  return results;
}

// ---- the tests ----

for (const locale of LOCALES) {
  describe(`llms.txt (${locale.name})`, () => {
    it('has the title, a one-paragraph summary, and lists every docs page once, in sections, with its description', async () => {
      const response = await request(h.baseUrl, `${locale.prefix}/llms.txt`);
      assert.equal(response.status, 200);
      assert.match(String(response.headers['content-type']), /^text\/plain/);
      const text = response.body.toString('utf8');
      const lines = text.split('\n');
      assert.equal(lines[0], '# Xpert AI');
      assert.match(lines[2]!, /^> \S.{80,}/, 'a blockquote summary under the title');
      const sections = text.split(/^## /m).slice(1);
      assert.ok(sections.length >= 5, 'the docs tree as several sections');
      const docLinks: string[] = [];
      for (const section of sections) {
        const title = section.split('\n')[0]!;
        for (const m of section.matchAll(/^- \[(.+?)\]\((\S+?)\)(?::\s*(.*))?$/gm)) {
          if (title === 'Optional') continue;
          assert.ok(m[3] && m[3].trim().length > 10, `${m[2]} has a description`);
          docLinks.push(m[2]!);
        }
      }
      const expected = pagesOf(locale).docs.map(twinOf);
      assert.ok(expected.length > 100, 'the sitemap lists the docs');
      assert.equal(new Set(docLinks).size, docLinks.length, 'no docs page is listed twice');
      assert.deepEqual([...docLinks].sort(), [...expected].sort(), 'exactly the docs pages of this locale');
    });

    it('links only to files that exist: every link of llms.txt answers 200', async () => {
      const text = fs.readFileSync(path.join(BUILD, locale.prefix, 'llms.txt'), 'utf8');
      const targets = [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)|(https:\/\/mtda\.cloud\/\S+?\.txt)/g)].map((m) => m[1] ?? m[2]!);
      assert.ok(targets.length > 100);
      assert.ok(targets.every((t) => t.startsWith(`${SITE}/`)), 'absolute links on the site');
      assert.ok(targets.includes(`${SITE}${locale.prefix}/llms-full.txt`), 'names llms-full.txt');
      const statuses = await mapLimit(targets, 16, async (url) => [url, (await request(h.baseUrl, pathOf(url))).status] as const);
      assert.deepEqual(statuses.filter(([, status]) => status !== 200), []);
    });

    it('llms-full.txt holds the full Markdown of every docs page', async () => {
      const response = await request(h.baseUrl, `${locale.prefix}/llms-full.txt`);
      assert.equal(response.status, 200);
      const text = response.body.toString('utf8');
      const urls = [...text.matchAll(/^# .+\n\nURL: (\S+)$/gm)].map((m) => m[1]!);
      assert.deepEqual([...urls].sort(), [...pagesOf(locale).docs].sort());
      const sample = pagesOf(locale).docs[7]!;
      const twin = fs.readFileSync(buildFile(pathOf(twinOf(sample))), 'utf8');
      assert.ok(text.includes(twin.trim()), 'a page appears in full, as in its twin');
    });
  });

  describe(`Markdown twins (${locale.name})`, () => {
    it('exist for every docs page and post, with no JSX, import or directive lines, and the headings of the page', () => {
      const {docs, posts} = pagesOf(locale);
      assert.ok(posts.length >= 10, 'the blog posts are found');
      const problems: string[] = [];
      for (const url of [...docs, ...posts]) {
        const page = html(url);
        const twinUrl = twinOf(url);
        const file = buildFile(pathOf(twinUrl));
        if (!fs.existsSync(file)) {
          problems.push(`${url}: no twin at ${twinUrl}`);
          continue;
        }
        const twin = fs.readFileSync(file, 'utf8');
        const bad = prose(twin).filter(
          (line) =>
            /^\s*(import|export)\s+[\w{*]/.test(line) ||
            /<\/?[A-Z][\w.]*[\s/>]/.test(line.replace(/`[^`]*`/g, '')) ||
            /^\s*:::/.test(line) ||
            /\{#[\w-]+\}\s*$/.test(line) ||
            /<!--/.test(line),
        );
        if (bad.length > 0) problems.push(`${url}: left in the twin: ${bad.slice(0, 2).join(' | ')}`);
        const expected = pageHeadings(page);
        const actual = twinHeadings(twin);
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          problems.push(`${url}: headings differ\n  page: ${expected.join(' / ')}\n  twin: ${actual.join(' / ')}`);
        }
        const alternate = links(page, 'alternate').find((l) => l.type === 'text/markdown');
        if (alternate?.href !== twinUrl) problems.push(`${url}: <link rel=alternate type=text/markdown> is ${alternate?.href}`);
      }
      assert.deepEqual(problems, []);
    });

    it('are served as text/markdown', async () => {
      const response = await request(h.baseUrl, pathOf(twinOf(pagesOf(locale).docs[0]!)));
      assert.equal(response.status, 200);
      assert.match(String(response.headers['content-type']), /^text\/markdown/);
    });
  });

  describe(`social cards (${locale.name})`, () => {
    it('every page of the sitemap has its og:image, a 1200x630 PNG that exists, and title, description and locales', () => {
      const problems: string[] = [];
      const cards = new Set<string>();
      for (const url of sitemap(locale).urls) {
        const page = html(url);
        const [image] = meta(page, 'og:image');
        if (!image) {
          problems.push(`${url}: no og:image`);
          continue;
        }
        cards.add(image);
        if (meta(page, 'twitter:image')[0] !== image) problems.push(`${url}: twitter:image differs from og:image`);
        if (!image.startsWith(`${SITE}${locale.prefix}/`) || !image.endsWith('.png')) problems.push(`${url}: og:image ${image}`);
        const file = buildFile(pathOf(image));
        if (!fs.existsSync(file)) {
          problems.push(`${url}: ${image} is not in the build`);
          continue;
        }
        const png = fs.readFileSync(file);
        const size = png.subarray(1, 4).toString('latin1') === 'PNG' ? [png.readUInt32BE(16), png.readUInt32BE(20)] : null;
        if (size?.[0] !== 1200 || size[1] !== 630) problems.push(`${url}: ${image} is ${size?.join('x') ?? 'not a PNG'}`);
        if (meta(page, 'og:image:width')[0] !== '1200' || meta(page, 'og:image:height')[0] !== '630') problems.push(`${url}: og:image size meta`);
        if (!meta(page, 'og:title')[0]) problems.push(`${url}: no og:title`);
        if (!meta(page, 'og:description')[0]) problems.push(`${url}: no og:description`);
        if (meta(page, 'og:locale')[0] !== locale.ogLocale) problems.push(`${url}: og:locale ${meta(page, 'og:locale').join()}`);
        const other = LOCALES.find((l) => l !== locale)!;
        if (meta(page, 'og:locale:alternate').join() !== other.ogLocale) problems.push(`${url}: og:locale:alternate`);
      }
      assert.deepEqual(problems, []);
      assert.equal(cards.size, sitemap(locale).urls.length, 'each page has a card of its own');
    });

    it('the card follows client-side navigation', async () => {
      const page = await h.newPage();
      const {docs} = pagesOf(locale);
      await visit(page, h.baseUrl, pathOf(docs[1]!));
      const before = await page.getAttribute('meta[property="og:image"]', 'content');
      assert.equal(before, meta(html(docs[1]!), 'og:image')[0], 'hydration keeps the card of the page');
      await page.locator('.pagination-nav__link--next').click();
      await page.waitForURL((u) => u.pathname !== pathOf(docs[1]!));
      const next = new URL(page.url());
      await page.waitForFunction(
        (expected) => document.querySelector('meta[property="og:image"]')?.getAttribute('content') === expected,
        meta(html(`${SITE}${next.pathname}`), 'og:image')[0],
      );
      await page.context().close();
    });
  });

  describe(`structured data (${locale.name})`, () => {
    it('the home page has Organization and WebSite with a SearchAction on the search page', () => {
      const {home} = pagesOf(locale);
      const all = jsonLd(html(home), home).flatMap((j) => nodes(j));
      const organization = all.find((n) => n['@type'] === 'Organization' && n.logo);
      const website = all.find((n) => n['@type'] === 'WebSite');
      assert.ok(organization, 'Organization');
      assert.equal(organization.name, 'Xpert AI');
      assert.equal(organization.url, `${SITE}/`);
      const logo = organization.logo as Json;
      assert.ok(fs.existsSync(buildFile(pathOf(String(logo.url)))), 'the logo exists');
      assert.ok(website, 'WebSite');
      assert.equal(website.url, `${SITE}${locale.prefix}/`);
      const action = website.potentialAction as Json;
      assert.equal(action['@type'], 'SearchAction');
      assert.equal((action.target as Json).urlTemplate, `${SITE}${locale.prefix}/search?q={search_term_string}`);
      assert.equal(action['query-input'], 'required name=search_term_string');
      assert.ok(fs.existsSync(path.join(BUILD, locale.prefix, 'search', 'index.html')), 'the search page exists');
    });

    it('docs pages have TechArticle and BreadcrumbList, posts BlogPosting, all with the required schema.org properties', () => {
      const {docs, posts} = pagesOf(locale);
      const problems: string[] = [];
      const check = (url: string, needed: string[]) => {
        const scripts = jsonLd(html(url), url);
        // The entities of the page: each script, or each member of its @graph.
        const main = scripts.flatMap((j) => (Array.isArray(j['@graph']) ? (j['@graph'] as Json[]) : [j]));
        for (const type of needed) if (!main.some((n) => n['@type'] === type)) problems.push(`${url}: no ${type}`);
        for (const node of main) problems.push(...required(node).map((p) => `${url}: ${p}`));
        for (const node of scripts.flatMap((j) => nodes(j))) problems.push(...validate(node).map((p) => `${url}: ${p}`));
      };
      for (const url of docs) check(url, ['TechArticle', 'BreadcrumbList']);
      for (const url of posts) check(url, ['BlogPosting']);
      check(pagesOf(locale).home, ['Organization', 'WebSite']);
      assert.deepEqual(problems, []);
    });
  });

  describe(`sitemap (${locale.name})`, () => {
    it('links every page to its twin in the other locale and x-default, each a page of the other sitemap', () => {
      const {xml, urls} = sitemap(locale);
      const sets = Object.fromEntries(LOCALES.map((l) => [l.hreflang, new Set(sitemap(l).urls)]));
      const problems: string[] = [];
      const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
      assert.equal(entries.length, urls.length);
      for (const entry of entries) {
        const loc = /<loc>([^<]+)<\/loc>/.exec(entry)![1]!;
        const alternates = Object.fromEntries(
          [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!]),
        );
        if (Object.keys(alternates).sort().join() !== 'en,x-default,zh-Hans') problems.push(`${loc}: alternates ${Object.keys(alternates).join()}`);
        if (alternates[locale.hreflang] !== loc) problems.push(`${loc}: its own alternate is ${alternates[locale.hreflang]}`);
        if (alternates['x-default'] !== alternates['zh-Hans']) problems.push(`${loc}: x-default is not the Chinese page`);
        for (const l of LOCALES) if (!sets[l.hreflang]!.has(alternates[l.hreflang]!)) problems.push(`${loc}: ${l.hreflang} twin ${alternates[l.hreflang]} is not in its sitemap`);
      }
      assert.deepEqual(problems, []);
      // The page heads say the same.
      const docPage = html(pagesOf(locale).docs[3]!);
      const heads = links(docPage, 'alternate').filter((l) => l.hreflang);
      assert.deepEqual(heads.map((l) => l.hreflang).sort(), ['en', 'x-default', 'zh-Hans']);
    });
  });
}

describe('robots.txt', () => {
  it('names both sitemaps with the full site URL', async () => {
    const response = await request(h.baseUrl, '/robots.txt');
    assert.equal(response.status, 200);
    const text = response.body.toString('utf8');
    const sitemaps = [...text.matchAll(/^Sitemap:\s*(\S+)\s*$/gim)].map((m) => m[1]);
    assert.deepEqual(sitemaps, [`${SITE}/sitemap.xml`, `${SITE}/en/sitemap.xml`]);
    for (const url of sitemaps) assert.equal((await request(h.baseUrl, pathOf(url!))).status, 200);
    assert.match(text, /^User-agent: \*$/m);
    assert.doesNotMatch(text, /^Disallow: \/\s*$/m, 'the site is not closed to crawlers');
  });
});

// ---- the copy button ----

describe('Copy page', () => {
  const docPath = (locale: Locale) => `${locale.prefix}/docs/ai/workflow/`;

  for (const locale of LOCALES) {
    it(`copies the page's Markdown twin to the clipboard, from the keyboard (${locale.name})`, async () => {
      const context = await h.newContext();
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: h.baseUrl});
      const page = await context.newPage();
      await visit(page, h.baseUrl, docPath(locale));
      const button = page.getByRole('button', {name: locale.copy});
      assert.equal(await button.count(), 1);
      await button.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', {name: locale.copied}).waitFor();
      // The live region announces the copy.
      await page.getByRole('status').filter({hasText: locale.name === 'en' ? /clipboard/ : /剪贴板/}).waitFor();
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      const twin = (await request(h.baseUrl, `${docPath(locale)}index.md`)).body.toString('utf8');
      assert.equal(clipboard, twin);
      assert.match(clipboard, /^# /);
      await page.getByRole('button', {name: locale.copy}).waitFor({timeout: 5000});
      await context.close();
    });
  }

  for (const locale of LOCALES) {
    it(`keeps its icon and its size when the label arrives after the icon, as on a half-parsed page (${locale.name})`, async () => {
      // A slow phone can paint the button with its icon but before the parser reaches the label.
      // Taking the label out and putting it back stands for that paint: nothing may move or grow.
      for (const width of [1280, 390]) {
        const page = await h.newPage({viewport: {width, height: 800}});
        await visit(page, h.baseUrl, docPath(locale));
        const boxes = await page.getByRole('button', {name: locale.copy}).evaluate((button) => {
          const icon = button.querySelector('svg')!;
          const label = button.querySelector('span')!;
          // No named functions in here: tsx would wrap them in a helper the page does not have.
          const rects = [] as Array<{button: number[]; icon: number[]}>;
          for (const withLabel of [true, false]) {
            if (!withLabel) label.remove();
            const b = button.getBoundingClientRect();
            const i = icon.getBoundingClientRect();
            rects.push({button: [b.left, b.top, b.width, b.height], icon: [i.left, i.top]});
          }
          button.append(label);
          return {full: rects[0], half: rects[1]};
        });
        assert.deepEqual(boxes.half, boxes.full, `at ${width}px`);
        await page.context().close();
      }
    });
  }

  it('says so and shows the text for a manual copy when the clipboard is refused', async () => {
    const context = await h.newContext();
    const page = await context.newPage();
    // Deny the clipboard in this browser context, as a reader who refused the permission.
    const pageSession = await context.newCDPSession(page);
    const {targetInfo} = await pageSession.send('Target.getTargetInfo');
    const browserSession = await h.browser.newBrowserCDPSession();
    await browserSession.send('Browser.setPermission', {
      permission: {name: 'clipboard-write'},
      setting: 'denied',
      origin: h.baseUrl,
      browserContextId: targetInfo.browserContextId,
    });
    await visit(page, h.baseUrl, docPath(LOCALES[1]));
    const refused = await page.evaluate(() => navigator.clipboard.writeText('probe').then(() => false, () => true));
    assert.ok(refused, 'the browser refuses the clipboard in this context');
    await page.getByRole('button', {name: 'Copy page'}).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? '', /did not allow/);
    const textarea = page.getByRole('textbox', {name: 'Markdown of this page'});
    const twin = (await request(h.baseUrl, `${docPath(LOCALES[1])}index.md`)).body.toString('utf8');
    assert.equal(await textarea.inputValue(), twin);
    const selected = await textarea.evaluate((el: HTMLTextAreaElement) => document.activeElement === el && el.selectionEnd - el.selectionStart === el.value.length);
    assert.ok(selected, 'the text is focused and selected, ready for Ctrl+C');
    await page.getByRole('button', {name: 'Close this message'}).click();
    assert.equal(await page.getByRole('alert').count(), 0);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Copy page', 'focus returns to the button');
    await browserSession.detach();
    await context.close();
  });
});

// ---- schema.org ----

/** Properties each type may carry (schema.org, inherited ones included) and the ones it must have here. */
const THING = ['@context', '@type', '@id', 'name', 'description', 'url', 'image', 'sameAs', 'mainEntityOfPage', 'identifier', 'alternateName'];
const CREATIVE_WORK = [
  ...THING,
  'headline', 'author', 'publisher', 'datePublished', 'dateModified', 'inLanguage', 'keywords', 'isPartOf', 'about', 'creator',
  'copyrightHolder', 'copyrightYear', 'license', 'thumbnailUrl', 'timeRequired', 'wordCount', 'abstract', 'text', 'genre',
];
const ARTICLE = [...CREATIVE_WORK, 'articleSection', 'articleBody', 'backstory', 'pageStart', 'pageEnd', 'pagination', 'speakable'];
const SCHEMA: Record<string, {allowed: string[]; required: string[]}> = {
  Organization: {allowed: [...THING, 'logo', 'email', 'address', 'founder', 'foundingDate', 'brand', 'contactPoint'], required: ['name', 'url']},
  WebSite: {allowed: [...CREATIVE_WORK, 'potentialAction', 'issn'], required: ['name', 'url', 'potentialAction']},
  SearchAction: {allowed: [...THING, 'target', 'query-input', 'query', 'agent', 'object', 'result'], required: ['target', 'query-input']},
  EntryPoint: {allowed: [...THING, 'urlTemplate', 'actionPlatform', 'contentType', 'encodingType', 'httpMethod'], required: ['urlTemplate']},
  TechArticle: {
    allowed: [...ARTICLE, 'dependencies', 'proficiencyLevel'],
    required: ['headline', 'url', 'image', 'inLanguage', 'publisher', 'description', 'mainEntityOfPage'],
  },
  BlogPosting: {allowed: [...ARTICLE, 'sharedContent'], required: ['headline', 'url', 'image', 'datePublished', 'author', 'publisher', 'inLanguage']},
  Blog: {allowed: [...CREATIVE_WORK, 'blogPost', 'issn'], required: ['name']},
  BreadcrumbList: {allowed: [...THING, 'itemListElement', 'itemListOrder', 'numberOfItems'], required: ['itemListElement']},
  ListItem: {allowed: [...THING, 'item', 'position', 'nextItem', 'previousItem'], required: ['position', 'name', 'item']},
  ImageObject: {allowed: [...CREATIVE_WORK, 'contentUrl', 'width', 'height', 'caption', 'encodingFormat'], required: ['url']},
  Person: {allowed: [...THING, 'jobTitle', 'affiliation', 'email', 'worksFor'], required: ['name']},
  WebPage: {allowed: [...CREATIVE_WORK, 'breadcrumb', 'primaryImageOfPage', 'lastReviewed'], required: []},
  // The glossary page (plugins/machine-readable/structured-data.ts, definedTermSet).
  DefinedTermSet: {allowed: [...CREATIVE_WORK, 'hasDefinedTerm'], required: ['name', 'url', 'hasDefinedTerm']},
  DefinedTerm: {allowed: [...THING, 'termCode', 'inDefinedTermSet'], required: ['name', 'description', 'url', 'inDefinedTermSet']},
};

/** The properties an entity of the page must have (nested references need not repeat them). */
function required(node: Json): string[] {
  const type = String(node['@type']);
  return (SCHEMA[type]?.required ?? []).filter((key) => {
    const value = node[key];
    return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  }).map((key) => `${type} lacks ${key}`);
}

/** Every node: a known schema.org type with only that type's properties, absolute URLs, ordered breadcrumbs. */
function validate(node: Json): string[] {
  const type = String(node['@type']);
  const schema = SCHEMA[type];
  if (!schema) return [`unknown type ${type}`];
  const problems: string[] = [];
  for (const key of Object.keys(node)) if (!schema.allowed.includes(key)) problems.push(`${type} has no property ${key}`);
  if (type === 'ListItem') problems.push(...required(node));
  if (type === 'BreadcrumbList') {
    const positions = (node.itemListElement as Json[]).map((item) => item.position);
    if (positions.join() !== positions.map((_, i) => i + 1).join()) problems.push(`BreadcrumbList positions ${positions.join()}`);
  }
  for (const key of ['url', 'image', 'item']) {
    const value = node[key];
    if (typeof value === 'string' && !/^https:\/\//.test(value)) problems.push(`${type}.${key} is not an absolute URL: ${value}`);
  }
  return problems;
}
