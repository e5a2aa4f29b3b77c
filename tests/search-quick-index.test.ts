/** The quick search index: its file name, its content, and which index the search box starts with. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {DOCUMENT_TYPES, keptKeywords, pluginKeywordsEntry, quickIndex, quickIndexName, termbaseKeywords, writeQuickIndex, type KeywordsDocument} from '../scripts/build/search-quick-index.ts';
import {GLOSSARY} from '../src/data/glossary.ts';
import {boxContext, isPhrase, isSearchPage, QUICK_CONTEXT, quickAnswers, quickFirstHolds, sectionQuickContext, slowConnection, withTermPage} from '../src/utils/searchQuickIndex.ts';

const entry = (docs: string[]) => ({
  documents: docs.map((t, i) => ({i, t})),
  index: {version: '2.3.9', fields: ['t'], fieldVectors: docs.map((_, i) => [`t/${i}`, [0, 1.5]]), invertedIndex: [['word', {_index: 0, t: {}}]], pipeline: ['stemmer']},
});
const full = () => [entry(['Title']), entry(['Heading a', 'Heading b']), entry(['Description']), entry([]), entry(['Body one', 'Body two', 'Body three'])];

describe('quick index file', () => {
  it('is named after the full index, with the same hash', () => {
    assert.equal(quickIndexName('search-index-7d3fdc0a.json'), 'search-index-quick-7d3fdc0a.json');
  });
  it('is named after a docs section\'s index too, as the worker names the context quick/docs/ai', () => {
    assert.equal(quickIndexName('search-index-docs-ai-7d3fdc0a.json'), 'search-index-quick-docs-ai-7d3fdc0a.json');
    assert.equal(quickIndexName('search-index-docs-getting-started-7d3fdc0a.json'), 'search-index-quick-docs-getting-started-7d3fdc0a.json');
  });
  it('is made only from a locale or section index named by hash, never from a quick file', () => {
    for (const name of ['search-index.json', 'search-index-docs-ai.json', 'search-index-quick-7d3fdc0a.json', 'search-index-quick-docs-ai-7d3fdc0a.json']) {
      assert.equal(quickIndexName(name), null, name);
    }
  });
  it('keeps titles, headings, descriptions and keywords, and empties the body text', () => {
    const quick = quickIndex(full());
    assert.equal(quick.length, DOCUMENT_TYPES.length);
    assert.deepEqual(quick.slice(0, 4), full().slice(0, 4));
    assert.deepEqual(quick[4]!.documents, []);
    assert.deepEqual(quick[4]!.index.fieldVectors, []);
    assert.deepEqual(quick[4]!.index.invertedIndex, []);
    // Still a lunr index the worker can load.
    assert.equal(quick[4]!.index.version, '2.3.9');
    assert.deepEqual(quick[4]!.index.fields, ['t']);
  });
  it('keeps in its keywords entry only the keywords it is told to keep, and no page left with none', () => {
    const docs: KeywordsDocument[] = [
      {i: 7, t: 'reader words, 派生指标', u: '/docs/indicators/derivative-indicator/'},
      {i: 9, t: 'release notes', u: '/blog/releases-3-6'},
    ];
    const keep = (url: string) => (url.startsWith('/docs/') ? ['派生指标'] : []);
    assert.deepEqual(keptKeywords(docs, keep), [{i: 7, t: '派生指标', u: '/docs/indicators/derivative-indicator/'}]);
    const built: unknown[] = [];
    const quick = quickIndex([entry(['T']), entry([]), entry([]), {...entry([]), documents: docs}, entry(['Body'])], 'f.json', {
      keep,
      build: (kept) => {
        built.push(...kept);
        return entry(kept.map((d) => d.t));
      },
    });
    assert.deepEqual(built, [{i: 7, t: '派生指标', u: '/docs/indicators/derivative-indicator/'}]);
    assert.deepEqual(quick[3]!.documents, [{i: 0, t: '派生指标'}]);
    assert.deepEqual(quick[0], entry(['T']));
  });
  it('keeps a docs page\'s glossary names and aliases in its language, and nothing for posts or marketing pages', () => {
    const term = GLOSSARY.find((t) => t.aliases.en.length > 0 && t.aliases.zh.length > 0)!;
    const en = termbaseKeywords(`/en${term.page}`);
    const zh = termbaseKeywords(term.page);
    assert.ok(en.includes(term.en) && term.aliases.en.every((a) => en.includes(a)), `${term.page}: ${en.join(', ')}`);
    assert.ok(zh.includes(term.zh) && term.aliases.zh.every((a) => zh.includes(a)), `${term.page}: ${zh.join(', ')}`);
    assert.deepEqual(termbaseKeywords('/blog/releases-3-6-knowledge-pipeline'), []);
    assert.deepEqual(termbaseKeywords('/en/pricing/'), []);
  });
  it('builds the keywords entry with the plugin\'s builder: a kept word is found, a dropped one is not', () => {
    const kept = keptKeywords(
      [
        {i: 3, t: 'wanderlust phrase, 派生指标', u: '/docs/indicators/derivative-indicator/'},
        {i: 4, t: 'zebra crossing', u: '/docs/ai/'},
      ],
      (url) => (url === '/docs/indicators/derivative-indicator/' ? ['派生指标', 'derived indicator'] : []),
    );
    const built = pluginKeywordsEntry(kept);
    assert.deepEqual(built.documents.map((d) => (d as KeywordsDocument).i), [3]);
    const terms = (built.index.invertedIndex as [string, unknown][]).map(([term]) => term);
    assert.ok(terms.includes('派生指标'), `the Chinese word kept whole: ${terms.join(' ')}`);
    assert.ok(terms.some((t) => t.startsWith('deriv')), terms.join(' '));
    assert.ok(!terms.some((t) => t.startsWith('wanderlust') || t.startsWith('zebra')), terms.join(' '));
  });
  it('refuses another format', () => {
    assert.throws(() => quickIndex(full().slice(0, 4), 'f.json'), /expected 5 entries/);
    assert.throws(() => quickIndex({}, 'f.json'), /expected 5 entries/);
  });
  it('is written beside the full index, and not rewritten when unchanged', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quick-'));
    const file = path.join(dir, 'search-index-0123abcd.json');
    const out = writeQuickIndex(file, full());
    assert.equal(out, path.join(dir, 'search-index-quick-0123abcd.json'));
    const past = new Date('2020-01-01T00:00:00Z');
    fs.utimesSync(out!, past, past);
    writeQuickIndex(file, full());
    assert.equal(fs.statSync(out!).mtime.toISOString(), past.toISOString());
    assert.equal(writeQuickIndex(path.join(dir, 'search-index-docs-ai-0123abcd.json'), full()), path.join(dir, 'search-index-quick-docs-ai-0123abcd.json'));
    assert.equal(writeQuickIndex(path.join(dir, 'search-index-quick-docs-ai-0123abcd.json'), full()), null);
  });
});

describe('the quick twin of a docs section', () => {
  it('is the context the worker names search-index-quick-docs-<section>', () => {
    assert.equal(sectionQuickContext('docs/ai'), 'quick/docs/ai');
    assert.equal(sectionQuickContext('docs/getting-started'), 'quick/docs/getting-started');
  });
  it('exists for docs sections only', () => {
    for (const context of ['', 'quick', 'docs', 'blog', 'docs/ai/workflow', 'quick/docs/ai']) assert.equal(sectionQuickContext(context), null, context);
  });
});

describe('the index the search box starts with', () => {
  it('is the section index on a docs section page', () => {
    assert.equal(boxContext('docs/ai', '/en/docs/ai/workflow/', '/en/'), 'docs/ai');
  });
  it('is the quick index where the plugin would load everything', () => {
    for (const [pathname, baseUrl] of [['/', '/'], ['/blog/', '/'], ['/en/pricing', '/en/'], ['/en/docs/', '/en/']]) {
      assert.equal(boxContext('', pathname, baseUrl), QUICK_CONTEXT, pathname);
    }
  });
  it('is the full index on the search page', () => {
    for (const [pathname, baseUrl] of [['/search', '/'], ['/search/', '/'], ['/en/search', '/en/']]) {
      assert.ok(isSearchPage(pathname, baseUrl), pathname);
      assert.equal(boxContext('', pathname, baseUrl), '', pathname);
    }
    assert.ok(!isSearchPage('/en/search', '/'));
    assert.ok(!isSearchPage('/searching', '/'));
  });
});

describe('which queries the quick index answers', () => {
  it('a single word whose results fill the list', () => {
    assert.ok(quickAnswers('workflow', 8, 8));
    assert.ok(quickAnswers(' 工作流 ', 9, 8));
  });
  it('not a phrase, in either language', () => {
    for (const q of ['StarRocks data source', 'supervisor agent', '智能体与工作流混合架构', '知识 库']) {
      assert.ok(isPhrase(q), q);
      assert.ok(!quickAnswers(q, 8, 8), q);
    }
    assert.ok(!isPhrase('知识库'));
  });
  it('not a word it finds fewer pages for than the list holds', () => {
    assert.ok(!quickAnswers('pricing', 3, 8));
    assert.ok(!quickAnswers('pricing', 0, 8));
  });
});

describe('the connection the search page judges by main.js', () => {
  const main = (ms: number, transferSize = 127_000) => ({name: 'https://example.org/en/assets/js/main.06224c73.js', transferSize, responseStart: 1000, responseEnd: 1000 + ms});
  it('is slow when main.js took longer than 250 ms from first byte to last', () => {
    // 1.6 Mbit/s, Lighthouse's phone: 127 KB in about 650 ms.
    assert.equal(slowConnection([main(650)]), true);
    assert.equal(slowConnection([main(251)]), true);
  });
  it('is fast when main.js came in 250 ms or less', () => {
    assert.equal(slowConnection([main(20)]), false);
    assert.equal(slowConnection([main(250)]), false);
  });
  it('says nothing (fast) for a main.js from the cache, or none at all', () => {
    assert.equal(slowConnection([main(900, 0)]), false);
    assert.equal(slowConnection([]), false);
  });
  it('reads main.js, not another script or the runtime', () => {
    const other = (name: string) => ({name: `https://example.org/en/assets/js/${name}`, transferSize: 9000, responseStart: 0, responseEnd: 2000});
    assert.equal(slowConnection([other('runtime~main.5c76d045.js'), other('33365.1201066e.js'), main(30)]), false);
  });
});

describe('the search page showing the quick index first', () => {
  const found = (type: number, t: string) => ({type, document: {t}});
  it('shows a page title or heading that holds every word of the query', () => {
    assert.equal(quickFirstHolds('workflow', found(0, 'Workflow')), true);
    assert.equal(quickFirstHolds('Knowledge Pipeline', found(1, 'Step 2: the knowledge pipeline')), true);
    assert.equal(quickFirstHolds('知识流水线', found(0, '知识流水线编排')), true);
  });
  it('waits for the full index when a word is missing from the title or heading', () => {
    assert.equal(quickFirstHolds('knowledge base API', found(0, 'Knowledge base')), false);
    assert.equal(quickFirstHolds('注册指标', found(0, '指标市场')), false);
  });
  it('waits for the full index when the first result is a description or keywords match, or there is none', () => {
    assert.equal(quickFirstHolds('kubernetes backup', found(2, 'Back up an installation on Kubernetes')), false);
    assert.equal(quickFirstHolds('workflow', found(3, 'workflow')), false);
    assert.equal(quickFirstHolds('workflow', undefined), false);
    assert.equal(quickFirstHolds('   ', found(0, 'Workflow')), false);
  });
});

describe('the box\'s list and the larger pool (withTermPage)', () => {
  const res = (u: string, term = false) => ({document: {u}, term, id: `${u}#${Math.random()}`});
  const urls = (list: {document: {u: string}}[]) => list.map((x) => x.document.u);
  it('puts the term\'s page first, with all its results, when only the pool found it', () => {
    const shown = ['/a', '/b', '/b', '/c'].map((u) => res(u));
    const pool = [res('/t', true), res('/t', true), res('/a'), res('/b')];
    assert.deepEqual(urls(withTermPage(shown, pool, 4)), ['/t', '/t', '/a', '/b']);
  });
  it('keeps the box\'s own list when the pool leads with no term page, or with the page the box already leads with', () => {
    const shown = ['/a', '/b'].map((u) => res(u));
    assert.equal(withTermPage(shown, [res('/b'), res('/a')], 8), shown);
    const led = [res('/t', true), res('/a')];
    assert.equal(withTermPage(led, [res('/t', true), res('/b')], 8), led);
    assert.equal(withTermPage(shown, [], 8), shown);
  });
  it('drops the term page\'s other results from the box\'s list rather than show the page twice', () => {
    const shown = [res('/a'), res('/t', true), res('/b')];
    // (A box list holding the term page lower down cannot come from the ranking, which puts it first; the rule still shows it once.)
    assert.deepEqual(urls(withTermPage(shown, [res('/t', true), res('/a')], 3)), ['/t', '/a', '/b']);
  });
});
