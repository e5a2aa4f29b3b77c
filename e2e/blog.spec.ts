/**
 * The blog as readers get it, in both locales: list pages of 10, tag pages that list exactly
 * the posts carrying the tag, the archive, valid feeds with one entry per post.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import type {Page} from 'playwright-core';
import {XMLParser, XMLValidator} from 'fast-xml-parser';
import {splitFrontMatter} from '../scripts/checks/lib/content.ts';
import {BUILD, useHarness, visit} from './support/harness.ts';

type Post = {route: string; title: string; tags: string[]};
const PAGE_SIZE = 10;

function posts(dir: string): Post[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(f))
    .map((file) => {
      const {data} = splitFrontMatter(fs.readFileSync(path.join(dir, file), 'utf8'));
      const [, y, m, d, name] = /^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/.exec(file)!;
      const route = data.slug ? `/blog/${String(data.slug)}` : `/blog/${y}/${m}/${d}/${name}`;
      return {route, title: String(data.title), tags: (data.tags as string[]) ?? []};
    });
}

const LOCALES = {
  'zh-Hans': {prefix: '', posts: posts('blog')},
  en: {prefix: '/en', posts: posts('i18n/en/docusaurus-plugin-content-blog')},
} as const;

const h = useHarness();

describe('both locales', () => {
  it('hold the same posts at the same routes', () => {
    const zh = LOCALES['zh-Hans'].posts.map((p) => p.route).sort();
    const en = LOCALES.en.posts.map((p) => p.route).sort();
    assert.deepEqual(en, zh);
    assert.ok(zh.length >= 2);
  });
});

for (const [locale, {prefix, posts: all}] of Object.entries(LOCALES)) {
  describe(`blog (${locale})`, () => {
    // One browser page per locale goes from list to list, as a reader does: a fresh context for
    // each of the 70 lists cost about 1.6 core-seconds a list (a new renderer and an empty cache),
    // a navigation about 0.35.
    let reader: Page | undefined;
    after(() => reader?.context().close());
    const titlesOn = async (urlPath: string) => {
      reader ??= await h.newPage();
      await visit(reader, h.baseUrl, urlPath);
      return reader.$$eval('article header h2 a, article header h2', (els) =>
        [...new Set(els.map((e) => e.textContent?.trim() ?? ''))].filter(Boolean),
      );
    };

    it(`shows ${PAGE_SIZE} posts per list page and the rest on the last, then not-found`, async () => {
      const pages = Math.ceil(all.length / PAGE_SIZE);
      const seen: string[] = [];
      for (let i = 1; i <= pages; i += 1) {
        const titles = await titlesOn(i === 1 ? `${prefix}/blog/` : `${prefix}/blog/page/${i}`);
        assert.equal(titles.length, i < pages ? PAGE_SIZE : all.length - PAGE_SIZE * (pages - 1), `page ${i}`);
        seen.push(...titles);
      }
      assert.deepEqual(seen.sort(), all.map((p) => p.title).sort());
      const page = await h.newPage();
      const response = await page.goto(`${h.baseUrl}${prefix}/blog/page/${pages + 1}`);
      assert.equal(response?.status(), 404);
      await page.context().close();
    });

    it('lists exactly the posts carrying each tag on its tag page', async () => {
      const tags = [...new Set(all.flatMap((p) => p.tags))];
      assert.ok(tags.length > 0);
      for (const tag of tags) {
        const expected = all.filter((p) => p.tags.includes(tag)).map((p) => p.title).sort();
        const seen: string[] = [];
        for (let i = 1; i <= Math.ceil(expected.length / PAGE_SIZE); i += 1) {
          seen.push(...(await titlesOn(i === 1 ? `${prefix}/blog/tags/${tag}` : `${prefix}/blog/tags/${tag}/page/${i}`)));
        }
        assert.deepEqual(seen.sort(), expected, `tag ${tag}`);
      }
    });

    it('lists every post in the archive', async () => {
      const page = await h.newPage();
      await visit(page, h.baseUrl, `${prefix}/blog/archive`);
      const links = await page.$$eval('main a[href]', (as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      for (const post of all) assert.ok(links.includes(`${prefix}${post.route}`), `${post.route} in the archive`);
      await page.context().close();
    });

    it('publishes valid RSS and Atom feeds with one entry per post', () => {
      const parser = new XMLParser({ignoreAttributes: false, isArray: (name) => ['item', 'entry'].includes(name)});
      type Feed = {rss?: {channel: {item: unknown[]}}; feed?: {entry: unknown[]}};
      for (const [file, pick] of [
        ['rss.xml', (x: Feed) => x.rss?.channel.item ?? []],
        ['atom.xml', (x: Feed) => x.feed?.entry ?? []],
      ] as const) {
        const xml = fs.readFileSync(path.join(BUILD, prefix, 'blog', file), 'utf8');
        assert.equal(XMLValidator.validate(xml), true, `${file} is well-formed`);
        assert.equal(pick(parser.parse(xml) as Feed).length, all.length, `${file} has one entry per post`);
      }
    });
  });
}
