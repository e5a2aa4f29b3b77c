/** plugins/search-ranking/synonyms.ts: the query in the docs' words, searched first; a title holding the docs' word counts. */
import assert from 'node:assert/strict';
import {register} from 'node:module';
import path from 'node:path';
import {describe, it} from 'node:test';
import {pathToFileURL} from 'node:url';
import {inDocsWords, sameWords} from '../plugins/search-ranking/synonyms.ts';
import {titleHits} from '../plugins/search-ranking/rank.ts';
import {SEARCH_SYNONYMS, type SynonymGroup} from '../src/data/searchSynonyms.ts';
import {SEARCH_TERM_PAGES} from '../src/data/searchTermPages.ts';
import {GLOSSARY} from '../src/data/glossary.ts';
import {termNames} from '../src/utils/searchTerms.ts';

const GROUPS: SynonymGroup[] = [
  ['创建', '新建'],
  ['线程', '会话'],
  ['thread', 'conversation'],
];

describe('inDocsWords', () => {
  it("replaces a reader's word inside a Chinese run, every time it occurs", () => {
    assert.deepEqual(inDocsWords(['新建会话接口'], GROUPS), ['创建线程接口']);
    assert.deepEqual(inDocsWords(['会话', '新建会话'], GROUPS), ['线程', '创建线程']);
  });

  it('replaces a Latin token only when it is the whole word, in any case', () => {
    assert.deepEqual(inDocsWords(['start', 'Conversation'], GROUPS), ['start', 'thread']);
    assert.equal(inDocsWords(['conversations'], GROUPS), null, 'another word, left alone');
  });

  it("gives null for a query with no reader's word, and leaves the docs' own word as it is", () => {
    assert.equal(inDocsWords(['创建线程'], GROUPS), null);
    assert.equal(inDocsWords(['thread', 'list'], GROUPS), null);
    assert.equal(inDocsWords([], GROUPS), null);
  });
});

describe('sameWords and titleHits', () => {
  it("lists a word's group with the word first, or the word alone", () => {
    assert.deepEqual(sameWords('会话', GROUPS), ['会话', '线程']);
    assert.deepEqual(sameWords('Thread', GROUPS), ['thread', 'conversation']);
    assert.deepEqual(sameWords('知识库', GROUPS), ['知识库']);
  });

  it("counts a title holding the docs' word as holding the reader's word (site groups)", () => {
    const [docs, reader] = SEARCH_SYNONYMS[0]!;
    assert.deepEqual(titleHits(`${docs}知识库`, [reader!, '知识库']), [reader, '知识库']);
    assert.deepEqual(titleHits('删除知识库', [reader!, '知识库']), ['知识库']);
  });
});

describe('SEARCH_SYNONYMS', () => {
  it("names each word once, and no reader's word is a glossary term's name or alias (those have their own page)", () => {
    const all = SEARCH_SYNONYMS.flat().map((w) => w.toLowerCase());
    assert.equal(new Set(all).size, all.length);
    const termWords = new Set(GLOSSARY.flatMap((t) => [...termNames(t, 'zh'), ...termNames(t, 'en')]).map((w) => w.toLowerCase()));
    for (const [, ...readers] of SEARCH_SYNONYMS) for (const w of readers) assert.ok(!termWords.has(w.toLowerCase()), `${w} is a termbase word`);
    assert.ok(Object.keys(SEARCH_TERM_PAGES).length > 100, 'the term pages map is loaded');
  });
});

describe('smartQueries with synonyms', () => {
  it("searches the query in the docs' words first, then the reader's words, then any word", async () => {
    // The plugin's variants read its generated constants, a webpack alias in the build (as in scripts/checks/lib/search-sim-load.ts).
    const hooks = pathToFileURL(path.resolve('scripts/checks/lib/search-sim-hooks.mjs')).href;
    await import(hooks);
    register(hooks);
    const {smartQueries} = await import('../plugins/search-ranking/smartQueries.ts');
    const [docs, reader] = SEARCH_SYNONYMS[0]!;
    const dictionary = [docs, reader!, '知识库'];
    const variants = smartQueries([`${reader}知识库`], dictionary);
    assert.deepEqual(variants[0]!.tokens, [docs, '知识库'], "the docs' words first");
    const own = variants.findIndex((v) => v.tokens.join('/') === `${reader}/知识库`);
    assert.ok(own > 0, "the reader's words after");
    assert.ok(variants.slice(0, own).every((v) => !v.tokens.includes(reader!)), "every docs'-word variant before the first of the reader's");
    const plain = smartQueries(['删除知识库'], ['删除', '知识库']);
    assert.ok(plain.every((v) => !v.tokens.includes(docs)), 'no rewording without a reader word');
  });
});
