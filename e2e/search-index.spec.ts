/**
 * The built search index: hashed file names, both languages, product terms kept whole, and one
 * index per docs section (search contexts, src/data/searchContexts.ts) beside the one that holds
 * everything.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {SEARCH_CONTEXTS} from '../src/data/searchContexts.ts';

const BUILD = path.resolve(process.env.SITE_BUILD_DIR ?? 'build');
type Group = {documents: {u: string; t: string}[]; index: {invertedIndex: [string, unknown][]}};

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

describe('search index', () => {
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

  for (const [locale, dir, prefix] of [['zh-Hans', BUILD, '/'], ['en', path.join(BUILD, 'en'), '/en/']] as const) {
    it(`splits the ${locale} docs into one index per section, and keeps everything in the main index`, () => {
      const everything = urls(loadIndex(dir));
      const files = fs.readdirSync(dir).filter((f) => /^search-index.*\.json$/.test(f));
      assert.equal(files.length, SEARCH_CONTEXTS.length + 1, `one file per section plus one: ${files.join(', ')}`);
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
