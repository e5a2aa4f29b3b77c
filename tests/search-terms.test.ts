/** The termbase's words as search keywords (src/utils/searchTerms.ts). */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {chineseTermWords, docsRouteOfFile, termKeywordsFor, termPageKeys, withTermKeywords} from '../src/utils/searchTerms.ts';
import {SEARCH_TERM_PAGES} from '../src/data/searchTermPages.ts';
import {GLOSSARY, type GlossaryTerm} from '../src/data/glossary.ts';
import {ZH_SEARCH_TERMS} from '../src/data/searchDictionary.ts';

const term = (over: Partial<GlossaryTerm>): GlossaryTerm => ({
  id: 'x',
  category: 'analytics',
  zh: '衍生指标',
  en: 'derivative indicator',
  aliases: {zh: ['派生指标'], en: ['derived indicator']},
  definition: {zh: '定义', en: 'Definition'},
  page: '/docs/indicators/derivative-indicator/',
  related: [],
  ...over,
});

describe('search terms from the termbase', () => {
  it('maps docs source files to their route and language, and nothing else', () => {
    assert.deepEqual(docsRouteOfFile('docs/indicators/derivative-indicator/index.md'), {lang: 'zh', route: '/docs/indicators/derivative-indicator/'});
    assert.deepEqual(docsRouteOfFile('i18n/en/docusaurus-plugin-content-docs/current/ai/workflow/http.md'), {lang: 'en', route: '/docs/ai/workflow/http'});
    assert.deepEqual(docsRouteOfFile('docs/index.md'), {lang: 'zh', route: '/docs/'});
    assert.deepEqual(docsRouteOfFile('docs/glossary.mdx'), {lang: 'zh', route: '/docs/glossary'});
    assert.equal(docsRouteOfFile('blog/2025-10-30-releases-3-6.md'), null);
    assert.equal(docsRouteOfFile('src/pages/pricing.tsx'), null);
  });

  it("gives a page the names and aliases of the terms it explains, in the page's language, after the writer's own keywords", () => {
    const terms = [term({}), term({id: 'y', zh: '指标度量', en: 'indicator measure', aliases: {zh: [], en: []}, page: '/docs/indicators/measures'})];
    assert.deepEqual(termKeywordsFor('/docs/indicators/derivative-indicator/', 'zh', terms), ['衍生指标', '派生指标']);
    assert.deepEqual(termKeywordsFor('/docs/indicators/derivative-indicator/', 'en', terms), ['derivative indicator', 'derived indicator']);
    assert.deepEqual(
      withTermKeywords({title: 'T', keywords: ['MDX']}, 'i18n/en/docusaurus-plugin-content-docs/current/indicators/derivative-indicator/index.md', terms),
      {title: 'T', keywords: ['MDX', 'derivative indicator', 'derived indicator']},
    );
    const untouched = {title: 'T'};
    assert.equal(withTermKeywords(untouched, 'docs/ai/index.md', terms), untouched);
    assert.equal(withTermKeywords(untouched, 'blog/post.md', terms), untouched);
  });

  it('gives every glossary term a page that gets its names, with no comma to split a keyword', () => {
    for (const t of GLOSSARY) {
      for (const lang of ['zh', 'en'] as const) {
        const words = termKeywordsFor(t.page, lang);
        assert.ok(words.includes(t[lang]), `${t.id}: ${t.page} gets ${t[lang]}`);
        for (const word of words) assert.doesNotMatch(word, /[,，]/, `${t.id}: ${word}`);
      }
    }
  });

  it('keeps every Chinese name and alias of the termbase whole in the dictionary', () => {
    const words = chineseTermWords();
    assert.ok(words.includes('派生指标') && words.includes('衍生指标'));
    for (const t of GLOSSARY) for (const name of [t.zh, ...t.aliases.zh]) if (/^\p{Unified_Ideograph}+$/u.test(name)) assert.ok(ZH_SEARCH_TERMS.includes(name), name);
  });

  it('keeps the search worker\'s term map in step with the termbase (run `npm run search-terms` after a glossary edit)', () => {
    assert.deepEqual(SEARCH_TERM_PAGES, termPageKeys());
    assert.equal(termPageKeys()['derived indicator'], '/docs/indicators/derivative-indicator/');
    assert.equal(termPageKeys()['派生指标'], '/docs/indicators/derivative-indicator/');
  });
});
