/**
 * The built search index: hashed file names, both languages, product terms kept whole, one
 * index per docs section (search contexts, src/data/searchContexts.ts) beside the one that holds
 * everything, and the quick index of titles and headings (src/utils/searchQuickIndex.ts).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {GLOSSARY} from '../src/data/glossary.ts';
import {SEARCH_CONTEXTS} from '../src/data/searchContexts.ts';
import {QUICK_CONTEXT, sectionQuickContext} from '../src/utils/searchQuickIndex.ts';

const BUILD = path.resolve(process.env.SITE_BUILD_DIR ?? 'build');
type Group = {documents: {u: string; t: string; i?: number}[]; index: {invertedIndex: [string, unknown][]}};

/** The index of one search context (`docs/ai`), or the one of everything (''). */
function loadIndex(dir: string, context = ''): Group[] {
  const infix = context ? `-${context.replace(/\//g, '-')}` : '';
  const pattern = new RegExp(`^search-index${infix}-[0-9a-f]{8}\\.json$`);
  const files = fs.readdirSync(dir).filter((f) => pattern.test(f));
  assert.equal(files.length, 1, `one index file for "${context}" in ${dir} (hash in the name), found ${files.join(', ')}`);
  return JSON.parse(fs.readFileSync(path.join(dir, files[0]!), 'utf8')) as Group[];
}

const urls = (groups: Group[]) => new Set(groups.flatMap((g) => g.documents.map((d) => d.u)));

const terms = (groups: Group[]) => new Set(groups.flatMap((g) => g.index.invertedIndex.map(([term]) => term)));

/** The kind of a route in the index: what a reader finds, never a list of other pages. */
function routeKind(url: string, prefix: string): string {
  const route = url.slice(prefix.length).replace(/\/$/, '');
  if (/^blog\/(page\/\d+|archive|authors(\/.*)?|tags(\/.*)?)$/.test(route) || route === 'blog') return 'blog list';
  if (/^docs\/tags(\/.*)?$/.test(route)) return 'docs tags';
  if (route.startsWith('blog/')) return 'blog post';
  if (route === 'docs' || route.startsWith('docs/')) return 'docs';
  return `page ${route}`;
}

describe('search index', () => {
  it('has every weight of every index file rounded to three significant digits (scripts/build/postbuild.ts)', () => {
    let weights = 0;
    const unrounded: string[] = [];
    for (const dir of [BUILD, path.join(BUILD, 'en')]) {
      for (const file of fs.readdirSync(dir).filter((f) => /^search-index.*\.json$/.test(f))) {
        const groups = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {index: {fieldVectors: [string, number[]][]}}[];
        for (const {index} of groups) {
          for (const [ref, values] of index.fieldVectors) {
            for (let i = 1; i < values.length; i += 2) {
              weights += 1;
              // Significant digits of the number as written: leading zeros and the point do not count.
              const digits = String(values[i]).replace(/^[0.]+/, '').replace('.', '').length;
              if (digits > 3 && unrounded.length < 5) unrounded.push(`${file} ${ref}: ${values[i]}`);
            }
          }
        }
      }
    }
    assert.ok(weights > 100_000, `${weights} weights`);
    assert.deepEqual(unrounded, []);
  });

  for (const [locale, dir] of [['zh-Hans', BUILD], ['en', path.join(BUILD, 'en')]] as const) {
    it(`has a quick twin of each ${locale} docs section: its pages' titles, headings and descriptions, no body text, a fifth of the bytes or less`, () => {
      for (const {path: contextPath} of SEARCH_CONTEXTS) {
        const full = loadIndex(dir, contextPath);
        const quick = loadIndex(dir, sectionQuickContext(contextPath)!);
        assert.equal(quick.length, 5, `${contextPath}: five entries, one per document type`);
        for (const type of [0, 1, 2]) assert.deepEqual(quick[type]!.documents, full[type]!.documents, `${contextPath}: entry ${type} as in the section's index`);
        assert.equal(quick[4]!.documents.length, 0, `${contextPath}: no body text`);
        assert.ok(full[4]!.documents.length > 0, `${contextPath}: the section's index holds the body text`);
        const size = (context: string) => {
          const name = fs.readdirSync(dir).find((f) => new RegExp(`^search-index-${context.replace(/\//g, '-')}-[0-9a-f]{8}\\.json$`).test(f))!;
          return fs.statSync(path.join(dir, `${name}.br`)).size;
        };
        assert.ok(size(sectionQuickContext(contextPath)!) * 5 <= size(contextPath), `${contextPath}: quick ${size(sectionQuickContext(contextPath)!)} B, section ${size(contextPath)} B (Brotli)`);
      }
    });
  }

  for (const [locale, dir, prefix] of [['zh-Hans', BUILD, '/'], ['en', path.join(BUILD, 'en'), '/en/']] as const) {
    it(`holds docs, blog posts and the marketing pages of ${locale}, and no list pages`, () => {
      const kinds = new Map<string, number>();
      for (const u of urls(loadIndex(dir))) kinds.set(routeKind(u, prefix), (kinds.get(routeKind(u, prefix)) ?? 0) + 1);
      assert.deepEqual([...kinds.keys()].sort(), ['blog post', 'docs', 'page enterprise', 'page pricing', 'page sap'], JSON.stringify([...kinds]));
      assert.ok(kinds.get('docs')! > 250, `${kinds.get('docs')} docs pages`);
      assert.ok(kinds.get('blog post')! > 30, `${kinds.get('blog post')} posts`);
      // Titles: a list page had none; every indexed page has one.
      const untitled = loadIndex(dir)[0]!.documents.filter((d) => !d.t.trim()).map((d) => d.u);
      assert.deepEqual(untitled, [], 'every indexed page has a title');
    });
  }

  it('indexes Chinese product terms as whole words', () => {
    const zh = terms(loadIndex(BUILD));
    for (const word of ['知识流水线', '数字专家', '工作流', '知识库']) {
      assert.ok(zh.has(word), `"${word}" is one token in the zh-Hans index`);
    }
  });

  it('holds English pages under /en/ only in the English index', () => {
    const en = loadIndex(path.join(BUILD, 'en'));
    const urls = en.flatMap((g) => g.documents.map((d) => d.u));
    assert.ok(urls.length > 0);
    assert.ok(urls.every((u) => u.startsWith('/en/')), 'every English document lives under /en/');
    const zh = loadIndex(BUILD).flatMap((g) => g.documents.map((d) => d.u));
    assert.ok(zh.every((u) => !u.startsWith('/en/')), 'no English document in the Chinese index');
  });

  for (const [locale, dir, lang, prefix] of [['zh-Hans', BUILD, 'zh', ''], ['en', path.join(BUILD, 'en'), 'en', '/en']] as const) {
    it(`has a quick index of ${locale}: every page's title, headings and description, the glossary's keywords only, no body text, a tenth of the bytes or less`, () => {
      const full = loadIndex(dir);
      const quick = loadIndex(dir, QUICK_CONTEXT);
      assert.equal(quick.length, 5, 'five entries, one per document type');
      // Keywords: a docs page keeps the names and aliases of the glossary terms it explains, in its
      // language; the words readers type (front matter keywords) stay in the full index only.
      const names = new Map<string, Set<string>>();
      for (const term of GLOSSARY) {
        const set = names.get(prefix + term.page) ?? new Set<string>();
        for (const name of [term[lang], ...term.aliases[lang]]) set.add(name.trim());
        names.set(prefix + term.page, set);
      }
      const fullKeywords = new Map(full[3]!.documents.map((d) => [d.u, d]));
      const quickKeywords = quick[3]!.documents;
      assert.ok(quickKeywords.length >= names.size * 0.9, `${quickKeywords.length} pages with glossary keywords, ${names.size} pages explain a term`);
      for (const doc of quickKeywords) {
        assert.equal(fullKeywords.get(doc.u)?.i, doc.i, `${doc.u}: the full index's keywords document, by its id`);
        const words = String(doc.t).split(', ');
        assert.ok(words.every((w) => names.get(doc.u)?.has(w)), `${doc.u}: only glossary names (${String(doc.t)})`);
      }
      for (const [url, set] of names) {
        const doc = quickKeywords.find((d) => d.u === url);
        if (doc) assert.deepEqual(new Set(String(doc.t).split(', ')), set, `${url}: every name and alias of its terms`);
      }
      const readers = full[3]!.documents.filter((d) => String(d.t).split(', ').some((w) => !names.get(d.u)?.has(w)));
      assert.ok(readers.length > 100, `pages with readers' keywords in the full index: ${readers.length}`);
      for (const type of [0, 1, 2]) {
        assert.deepEqual(quick[type]!.documents, full[type]!.documents, `entry ${type} as in the full index`);
        assert.deepEqual(terms([quick[type]!]), terms([full[type]!]), `entry ${type} searches the same words`);
      }
      assert.ok(full[4]!.documents.length > 1000, 'the full index holds the body text');
      assert.equal(quick[4]!.documents.length, 0, 'the quick index holds none');
      const size = (context: string) => {
        const infix = context ? `-${context}` : '';
        const name = fs.readdirSync(dir).find((f) => new RegExp(`^search-index${infix}-[0-9a-f]{8}\\.json$`).test(f))!;
        return fs.statSync(path.join(dir, `${name}.br`)).size;
      };
      assert.ok(size(QUICK_CONTEXT) * 10 <= size(''), `quick ${size(QUICK_CONTEXT)} B, full ${size('')} B (Brotli)`);
    });
  }

  for (const [locale, dir, prefix] of [['zh-Hans', BUILD, '/'], ['en', path.join(BUILD, 'en'), '/en/']] as const) {
    it(`splits the ${locale} docs into one index per section, and keeps everything in the main index`, () => {
      const everything = urls(loadIndex(dir));
      const files = fs.readdirSync(dir).filter((f) => /^search-index.*\.json$/.test(f));
      assert.equal(files.length, 2 * SEARCH_CONTEXTS.length + 2, `one file per section and its quick twin, the quick index and the full one: ${files.join(', ')}`);
      let sectionDocs = 0;
      for (const {path: contextPath} of SEARCH_CONTEXTS) {
        const section = urls(loadIndex(dir, contextPath));
        const base = `${prefix}${contextPath}`;
        assert.ok(section.size > 0, `${contextPath} has pages`);
        for (const u of section) {
          assert.ok(u === base || u.startsWith(`${base}/`), `${u} belongs to ${contextPath}`);
          assert.ok(everything.has(u), `${u} is also in the index of everything`);
        }
        sectionDocs += section.size;
      }
      assert.ok(everything.size > sectionDocs, 'the index of everything also holds the blog and the docs root');
      assert.ok([...everything].some((u) => u.startsWith(`${prefix}blog/`)), 'blog posts are searchable');
    });
  }
});
